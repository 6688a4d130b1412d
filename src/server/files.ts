// Whole-file writes for the local stores: staged and flushed in tmp/, then moved into place, so no reader sees half a file.
import { randomBytes } from "node:crypto";
import { link, mkdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

export const errorCode = (error: unknown) => (error as { code?: string } | null)?.code;

/** Writes `content` to a fresh file in `dir`/tmp/ and returns its path. */
export async function stage(dir: string, name: string, content: string | Buffer): Promise<string> {
  await mkdir(path.join(dir, "tmp"), { recursive: true, mode: 0o700 });
  const tmp = path.join(dir, "tmp", `${name}.${randomBytes(6).toString("hex")}`);
  await writeFile(tmp, content, { flag: "wx", mode: 0o600, flush: true });
  return tmp;
}

/** Links a staged file to `target` unless `target` exists (false then); the staged file goes either way. */
export async function linkNew(tmp: string, target: string): Promise<boolean> {
  try {
    await link(tmp, target);
    return true;
  } catch (error: unknown) {
    if (errorCode(error) === "EEXIST") return false;
    throw error;
  } finally {
    await unlink(tmp).catch(() => undefined);
  }
}
