// What the browser tools share (the browser tests, the benchmark): Debian's Chromium, quiet on a
// headless machine, and the pages a build wrote.
import fs from "node:fs";
import path from "node:path";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// No GPU or sandbox in a container; no background traffic to skew a measurement.
export const chromiumFlags = [
  ...["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
  ...["--disable-background-networking", "--disable-component-update", "--disable-sync"],
];

/**
 * Every page the build wrote, by the path it answers at. Read from page-data, which has one folder
 * per page whichever layout the HTML has (kontakt/index.html, or kontakt.html once
 * gatsby-adapter-netlify has moved it).
 */
export function pageRoutes(publicDir: string): string[] {
  const pageData = path.join(publicDir, "page-data");
  return fs
    .readdirSync(pageData, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "page-data.json")
    .map((file) => (JSON.parse(fs.readFileSync(path.join(pageData, file), "utf8")) as { path: string }).path)
    .map((route) => route.replace(/(.)\/$/, "$1"))
    .sort();
}

/** Every page less the 404 page and the form-answer pages under /skjema/. */
export function listRoutes(publicDir: string): string[] {
  return pageRoutes(publicDir).filter((route) => !/^\/(404|skjema\/)/.test(route));
}
