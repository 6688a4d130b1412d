// The headers Netlify serves for each kind of request path, as a table: public/_headers (and
// netlify.toml) of the last build, read with Netlify's parser and matched as Netlify matches.
//   NETLIFY=true npx gatsby build && npm run headers:table [-- --all]
// Without --all, one row per kind of path (with a count); with it, one row per path.
import path from "node:path";
import { parseArgs } from "node:util";
import { adminContentSecurityPolicy } from "../src/headers/policy";
import { readFileSync } from "node:fs";
import { readHeaderRules } from "../src/headers/netlify-headers";
import { metaPolicy } from "../src/headers/post-build";
import { builtPaths, headerValues } from "../test/support/netlify-paths";

const { values: options } = parseArgs({ options: { all: { type: "boolean", default: false } } });

const COLUMNS: [string, string][] = [
  ["content-security-policy", "CSP"],
  ["strict-transport-security", "HSTS"],
  ["x-content-type-options", "nosniff"],
  ["x-frame-options", "XFO"],
  ["x-xss-protection", "XXP"],
  ["referrer-policy", "Referrer"],
  ["cross-origin-opener-policy", "COOP"],
  ["cross-origin-resource-policy", "CORP"],
  ["permissions-policy", "Permissions"],
  ["x-robots-tag", "Robots"],
  ["cache-control", "Cache"],
];

/** A value short enough for a table cell; two different values show as "A ≠ B". */
function cell(key: string, values: readonly string[] = []): string {
  const short = (value: string): string => {
    if (key === "content-security-policy") {
      if (value === adminContentSecurityPolicy) return "editor";
      // Each page's policy allows its own inline scripts (none on /ns.html).
      return `page (${value.match(/'sha256-/g)?.length ?? 0} hashes)`;
    }
    if (key === "strict-transport-security") return value.replace(/; includeSubDomains; preload$/, "+sub+preload");
    if (key === "permissions-policy") return value.replace(/=\(\)/g, "").replace(/, /g, ",");
    if (key === "cache-control") return value.includes("immutable") ? "1 year" : "revalidate";
    return value;
  };
  const distinct = [...new Set(values.map(short))];
  if (distinct.length === 0) return "—";
  const text = distinct.join(" ≠ ");
  return values.length > 1 && distinct.length === 1 && key !== "cache-control" ? `${text} (×${values.length})` : text;
}

async function main(): Promise<void> {
  const publicDir = path.resolve("public");
  const rules = await readHeaderRules(path.join(publicDir, "_headers"), path.resolve("netlify.toml"));
  const paths = builtPaths(publicDir);
  const groups: [string, string[]][] = [
    ["pages", paths.pages.filter((p) => p === "/" || !(p.endsWith("/") || p.endsWith(".html")))],
    ["pages with a trailing slash", paths.pages.filter((p) => p.endsWith("/") && p !== "/")],
    ["pages by their file (.html)", paths.pages.filter((p) => p.endsWith(".html"))],
    ...paths.editor.map((p): [string, string[]] => [p, [p]]),
    ["unknown paths (404 page)", paths.unknown],
    ["scripts (.js)", paths.assets.filter((p) => p.endsWith(".js"))],
    ["images", paths.assets.filter((p) => /\.(avif|webp|png|jpg|svg|ico)$/.test(p))],
    ["fonts", paths.assets.filter((p) => p.endsWith(".woff2"))],
    ["data (.json)", paths.assets.filter((p) => p.endsWith(".json"))],
    ["video", paths.assets.filter((p) => /\.(mp4|webm)$/.test(p))],
  ];
  const rows = options.all
    ? groups.flatMap(([, list]) => list.map((p): [string, string[]] => [p, [p]]))
    : groups.filter(([, list]) => list.length > 0);
  const header = ["path", ...COLUMNS.map(([, label]) => label)];
  const lines = rows.map(([label, list]) => {
    // Every path of a group: the cells of each, joined when they differ.
    const cells = COLUMNS.map(([key]) => [...new Set(list.map((p) => cell(key, headerValues(rules, p).get(key))))]);
    return [list.length > 1 ? `${label} (${list.length})` : label, ...cells.map((c) => c.join(" / "))];
  });
  const widths = header.map((_, index) => Math.max(...[header, ...lines].map((line) => (line[index] ?? "").length)));
  const format = (line: string[]) => `| ${line.map((text, index) => text.padEnd(widths[index] ?? 0)).join(" | ")} |`;
  console.log(format(header));
  console.log(format(widths.map((width) => "-".repeat(width))));
  for (const line of lines) console.log(format(line));
  // No header rule names a policy for a path that is no file; the 404 page served there has its own.
  const notFound = metaPolicy(readFileSync(path.join(publicDir, "404.html"), "utf8"));
  const hashes = notFound?.match(/'sha256-/g)?.length ?? 0;
  console.log(
    `\nUnknown paths are answered with 404.html, whose own <meta> Content-Security-Policy ${
      notFound ? `allows its ${hashes} inline scripts by hash` : "is MISSING"
    }.`,
  );
}

void main();
