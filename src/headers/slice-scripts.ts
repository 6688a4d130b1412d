// The inline scripts of the slices in public/_gatsby/slices, read before the HTML renderer is built
// and handed to it, so the 404 page's policy can allow them without reading a file while it renders.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { inlineCode } from "./inline-code";

/** Each slice file's inline scripts, by file name without ".html" ("_gatsby-scripts-1"). */
export type SliceScripts = Record<string, string[]>;

export function readSliceScripts(publicDir: string): SliceScripts {
  const dir = path.join(publicDir, "_gatsby", "slices");
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith(".html"));
  } catch {
    return {};
  }
  return Object.fromEntries(
    files.map((file) => [file.replace(/\.html$/, ""), inlineCode(readFileSync(path.join(dir, file), "utf8")).scripts]),
  );
}
