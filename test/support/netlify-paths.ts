// The request paths of a build and the headers Netlify gives each, from public/_headers (and
// netlify.toml) read with Netlify's own parser: for the header check and its table.
import { readdirSync } from "node:fs";
import path from "node:path";
import { matchingRules, type HeaderRule } from "../../src/headers/netlify-headers";

export interface BuiltPaths {
  /** Every page (every HTML file), with and without the trailing slash, and by its file. */
  pages: string[];
  /** The HTML file (relative to public/) each of those paths is served from. */
  pageFiles: Map<string, string>;
  /** The editor's page, as typed, as served and by its file. */
  editor: string[];
  /** Paths that are no file: Netlify answers them with the 404 page. */
  unknown: string[];
  /** Every other file the build publishes: scripts, styles, images, fonts, data. */
  assets: string[];
}

export function builtPaths(publicDir: string): BuiltPaths {
  const files = readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((file) => file !== "_headers" && file !== "_redirects")
    .sort();
  const isEditor = (file: string) => file.startsWith("admin/");
  const pageFile = (file: string) => file.endsWith(".html") && !isEditor(file) && !/^(_gatsby|page-data)\//.test(file);
  // gatsby-adapter-netlify serves /kontakt from kontakt.html (a plain build: kontakt/index.html).
  const servedAt = (file: string): string[] => {
    if (file === "index.html") return ["/", "/index.html"];
    const route = `/${file.replace(/(\/index)?\.html$/, "")}`;
    return [route, `${route}/`, `/${file}`];
  };
  const pageFiles = new Map(
    files.filter(pageFile).flatMap((file) => servedAt(file).map((pathname): [string, string] => [pathname, file])),
  );
  return {
    pages: [...pageFiles.keys()],
    pageFiles,
    editor: ["/admin", "/admin/", "/admin/index.html"],
    unknown: ["/finnes-ikke", "/tjenester/finnes-ikke", "/a/b/c.html", "/admin-gammel"],
    assets: files.filter((file) => !file.endsWith(".html")).map((file) => `/${encodeURI(file)}`),
  };
}

/** For each header (lower case) the values of every rule that matches the path and sets it. */
export function headerValues(rules: readonly HeaderRule[], pathname: string): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const rule of matchingRules(rules, pathname)) {
    for (const [key, value] of Object.entries(rule.values)) {
      values.set(key.toLowerCase(), [...(values.get(key.toLowerCase()) ?? []), value]);
    }
  }
  return values;
}
