// A copy of a finished build, served on a port of its own by the same server the tests use, so a
// test can take files away from it (as the next deploy does) without touching the public/ every
// other test is served from. The copy is of hard links: quick, and the originals stay as they are.
import { execFile } from "node:child_process";
import { startLocalServer } from "../../test/support/servers";
import { mkdir, mkdtemp, readFile, rename, rm, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { mailchimpEnv } from "./servers";

export interface SiteCopy {
  url: string;
  /** The copy's Maildir, where its contact messages land. */
  mailDir: string;
  /** The files of webpack's named chunk groups (a chunk's own file and the shared ones it needs). */
  chunkFiles(names: readonly string[]): Promise<string[]>;
  /** Takes the files (paths under public/) out of the copy, as a deploy that no longer has them. */
  takeAway(files: readonly string[]): Promise<void>;
  /** Puts back every file taken away. */
  putBack(): Promise<void>;
  close(): Promise<void>;
}

/** Serves a copy of `siteDir`'s build (public/ and the compiled functions) on `port`. */
export async function serveCopy(port: number, siteDir: string): Promise<SiteCopy> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "fjellsyn-copy-"));
  const publicDir = path.join(dir, "public");
  const awayDir = path.join(dir, "away");
  await promisify(execFile)("cp", ["-al", path.resolve(siteDir, "public"), publicDir]);
  await mkdir(path.join(dir, ".cache"), { recursive: true });
  await mkdir(awayDir);
  await symlink(path.resolve(siteDir, ".cache", "functions"), path.join(dir, ".cache", "functions"));
  const server = await startLocalServer(dir, { ...process.env, ...mailchimpEnv }, port);
  const away: string[] = [];
  return {
    url: new URL(server.url).origin,
    mailDir: path.join(dir, ".data", "mail"),
    async chunkFiles(names) {
      const stats = JSON.parse(await readFile(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
        namedChunkGroups: Record<string, { assets: { name: string }[] }>;
      };
      return [
        ...new Set(names.flatMap((name) => stats.namedChunkGroups[name]?.assets.map((asset) => asset.name) ?? [])),
      ];
    },
    async takeAway(files) {
      for (const file of files) {
        await rename(path.join(publicDir, file), path.join(awayDir, path.basename(file)));
        away.push(file);
      }
    },
    async putBack() {
      for (const file of away.splice(0))
        await rename(path.join(awayDir, path.basename(file)), path.join(publicDir, file));
    },
    async close() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
