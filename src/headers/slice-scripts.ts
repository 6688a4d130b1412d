// The inline scripts of the slices Gatsby has written to public/_gatsby/slices: its own scripts
// (chunk mapping, compilation hash) come as one. The JavaScript build writes them before the HTML
// renderer is built, so gatsby-node reads them then and hands them to the renderer as a constant;
// the 404 page's policy allows them by hash without reading a file while it renders.
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
