// What the browser tools share (the browser tests, the benchmark, the screenshots): Debian's
// Chromium, quiet on a headless machine, and the pages a build wrote.
import fs from "node:fs";
import path from "node:path";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// No GPU or sandbox in a container; no background traffic to skew a measurement.
export const chromiumFlags = [
  ...["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
  ...["--disable-background-networking", "--disable-component-update", "--disable-sync"],
];

/** Every page the build wrote, less the 404 page, the form-answer pages under /skjema/ and the editor. */
export function listRoutes(publicDir: string): string[] {
  return fs
    .readdirSync(publicDir, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "index.html" && !/^(404|skjema\/|admin\/)/.test(file))
    .map((file) => `/${path.dirname(file)}`.replace(/^\/\.$/, "/"))
    .sort();
}
