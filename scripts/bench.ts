// The site beside the bare Gatsby reference page (../shared/bench/bare-gatsby), measured in the
// same run because absolute Lighthouse figures move with the machine: first-load JavaScript per
// route from public/, then Lighthouse (mobile) medians over interleaved rounds. It prints tables
// marked against the targets of issue 27, and never fails on a timing.
//   npm run bench -- [--rounds 3] [--routes /,/kontakt] [--site-url URL] [--rebuild-bare]
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import type { Result } from "lighthouse";
import { chromiumFlags, chromiumPath, listRoutes } from "./chromium";

const { values: args } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    routes: { type: "string" },
    "site-url": { type: "string" },
    "rebuild-bare": { type: "boolean", default: false },
  },
});
const root = path.resolve(__dirname, "..");
const bareDir = path.join(os.tmpdir(), "bare-gatsby");
const bareUrl = "http://127.0.0.1:9402/";
const siteUrl = args["site-url"] ?? "http://127.0.0.1:9400/";
const rounds = Number(args.rounds);

const gz = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const signed = (n: number, digits = 0) => `${n >= 0 ? "+" : ""}${n.toFixed(digits)}`;

// First-load JavaScript: the scripts the HTML names (runtime, framework, app) and the chunks of
// the page's component, which Gatsby's loader fetches before it hydrates. Page-data and app-data
// JSON are fetched too, but as data, not code to parse and run.
type Stats = { namedChunkGroups: Record<string, { assets: { name: string }[] } | undefined> };
function routeSize(dir: string, route: string): { html: number; js: number } {
  const html = fs.readFileSync(path.join(dir, route.endsWith(".html") ? route : `${route}/index.html`));
  const pageData = path.join(dir, "page-data", route === "/" ? "index" : route, "page-data.json");
  const { componentChunkName } = JSON.parse(fs.readFileSync(pageData, "utf8")) as { componentChunkName: string };
  const stats = JSON.parse(fs.readFileSync(path.join(dir, "webpack.stats.json"), "utf8")) as Stats;
  const chunks = stats.namedChunkGroups[componentChunkName]?.assets.map((asset) => `/${asset.name}`) ?? [];
  const srcs = [...html.toString().matchAll(/<script\b[^>]*\bsrc="(\/[^"?]+)/g)].map((m) => m[1] ?? "");
  const files = [...new Set([...srcs, ...chunks])].filter((file) => file.endsWith(".js"));
  return { html: gz(html), js: files.reduce((sum, file) => sum + gz(fs.readFileSync(path.join(dir, file))), 0) };
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? "").length)));
  for (const row of [header, widths.map((w) => "-".repeat(w)), ...rows]) {
    console.log(row.map((cell, i) => cell[i ? "padStart" : "padEnd"](widths[i] ?? 0)).join("  "));
  }
  console.log();
}

// Each server in its own process group, so that stopping it also stops what npm started.
const servers: ChildProcess[] = [];
async function startServer(command: string, argv: string[], cwd: string, url: string): Promise<void> {
  const child = spawn(command, argv, { cwd, detached: true, stdio: "ignore" });
  servers.push(child);
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`${command} ${argv.join(" ")} (in ${cwd}) exited early`);
    const response = await fetch(url).catch(() => null);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within 2 minutes`);
}
function stopServers(): void {
  for (const { pid } of servers) {
    try {
      if (pid) process.kill(-pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}
process.on("SIGINT", () => {
  stopServers();
  process.exit(130);
});

// A build of the bare page takes minutes, so a copy that has one is reused. The sources in
// shared/ are read-only, hence the chmod.
function prepareBare(): void {
  if (fs.existsSync(path.join(bareDir, "public", "index.html")) && !args["rebuild-bare"]) return;
  console.log(`Building the bare reference page in ${bareDir}…`);
  fs.cpSync(path.resolve(root, "../shared/bench/bare-gatsby"), bareDir, { recursive: true });
  execFileSync("chmod", ["-R", "u+w", bareDir]);
  execFileSync("npm", ["install", "--no-audit", "--no-fund"], { cwd: bareDir, stdio: "inherit" });
  execFileSync("npm", ["run", "build"], { cwd: bareDir, stdio: "inherit" });
}

const categories = { perf: "performance", a11y: "accessibility", bp: "best-practices", seo: "seo" } as const;
const audits = { lcp: "largest-contentful-paint", cls: "cumulative-layout-shift", tbt: "total-blocking-time" } as const;
type Figures = Record<keyof typeof categories | keyof typeof audits, number>;
function figuresOf(lhr: Result): Figures {
  const scores = Object.entries(categories).map(([k, id]) => [k, Math.round((lhr.categories[id]?.score ?? 0) * 100)]);
  const values = Object.entries(audits).map(([k, id]) => [k, lhr.audits[id]?.numericValue ?? NaN]);
  return Object.fromEntries([...scores, ...values]) as Figures;
}
const keys = Object.keys({ ...categories, ...audits }) as (keyof Figures)[];
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return ((sorted[Math.floor((xs.length - 1) / 2)] ?? NaN) + (sorted[Math.ceil((xs.length - 1) / 2)] ?? NaN)) / 2;
};

// Issue 27's targets.
const targets: [string, (m: Figures, bare: Figures, jsOverBare: number) => boolean][] = [
  ["perf", (m) => m.perf >= 98],
  ["a11y", (m) => m.a11y === 100],
  ["BP", (m) => m.bp === 100],
  ["SEO", (m) => m.seo === 100],
  ["LCP", (m, bare) => m.lcp <= 1.3 * bare.lcp],
  ["CLS", (m) => m.cls <= 0.02],
  ["TBT", (m, bare) => m.tbt <= bare.tbt + 150],
  ["JS", (_m, _bare, js) => js <= 60 * 1024],
];

async function main(): Promise<void> {
  const sitePublic = path.join(root, "public");
  if (!fs.existsSync(path.join(sitePublic, "index.html"))) throw new Error("No build in public/: run `npm run build`.");
  prepareBare();
  const bareSize = routeSize(path.join(bareDir, "public"), "/");
  const jsOverBare = new Map([["bare", 0]]);
  const has404 = fs.existsSync(path.join(sitePublic, "404.html"));
  const sizeRows = [...listRoutes(sitePublic), ...(has404 ? ["/404.html"] : [])].map((route) => {
    const { html, js } = routeSize(sitePublic, route);
    jsOverBare.set(route, js - bareSize.js);
    return [route, kb(html), kb(js), signed((js - bareSize.js) / 1024, 1), js - bareSize.js <= 60 * 1024 ? "✓" : "✗"];
  });
  console.log("First-load JavaScript, KB gzip (target: ≤ bare + 60 KB)\n");
  sizeRows.unshift(["bare", kb(bareSize.html), kb(bareSize.js), "", ""]);
  printTable(["route", "HTML gz", "JS gz", "JS − bare", "target"], sizeRows);

  if (!args["site-url"]) await startServer("node", ["scripts/serve.mjs", "--port", "9400"], root, siteUrl);
  await startServer("npm", ["run", "serve"], bareDir, bareUrl);
  // Imported natively: tsx compiling Lighthouse to CommonJS adds helpers (__name) to the functions
  // Lighthouse sends into the page, where they do not exist.
  const { default: lighthouse } = await import("lighthouse");
  const chromeFlags = ["--headless=new", ...chromiumFlags];
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  // Routes as the site links them (trailingSlash: "never"), so that no redirect is measured.
  const routes = ["bare", ...(args.routes?.split(",").map((r) => r.replace(/(.)\/$/, "$1")) ?? listRoutes(sitePublic))];
  const runs: ({ route: string; round: number } & Figures)[] = [];
  try {
    // Interleaved, the bare page first in every round, so that slow moments of the machine fall
    // on both alike. Lighthouse's default config is the mobile one.
    for (let round = 1; round <= rounds; round++) {
      for (const route of routes) {
        const url = route === "bare" ? bareUrl : new URL(route, siteUrl).href;
        process.stderr.write(`round ${round}/${rounds} ${url}\n`);
        const flags = { port: chrome.port, onlyCategories: Object.values(categories), logLevel: "error" as const };
        // Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: try twice more.
        let lhr: Result;
        for (let attempt = 1; ; attempt++) {
          const result = (await lighthouse(url, flags))?.lhr;
          if (result && !result.runtimeError) {
            lhr = result;
            break;
          }
          if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${result?.runtimeError?.message}`);
          process.stderr.write(`  retrying: ${result?.runtimeError?.message}\n`);
        }
        runs.push({ route, round, ...figuresOf(lhr) });
      }
    }
  } finally {
    chrome.kill();
  }

  const medians = routes.map((route) => {
    const mine = runs.filter((run) => run.route === route);
    return { route, ...(Object.fromEntries(keys.map((k) => [k, median(mine.map((run) => run[k]))])) as Figures) };
  });
  const bare = medians[0]!; // routes starts with the bare page
  const rows = medians.map((m) => {
    const js = jsOverBare.get(m.route) ?? NaN; // NaN for a --routes entry that is not in public/
    const failed = targets.filter(([, ok]) => !ok(m, bare, js)).map(([name]) => name);
    const figures = [m.perf, m.a11y, m.bp, m.seo, m.lcp.toFixed(0), m.cls.toFixed(3), m.tbt.toFixed(0)].map(String);
    const vsBare = [`×${(m.lcp / bare.lcp).toFixed(2)}`, signed(m.tbt - bare.tbt), signed(js / 1024, 1)];
    return [m.route, ...figures, ...vsBare, failed.length ? `✗ ${failed.join(", ")}` : "✓"];
  });
  console.log(`Lighthouse 13 mobile, median of ${rounds} round(s) interleaved with the bare page. Targets: perf ≥ 98;`);
  console.log("a11y, BP, SEO 100; LCP ≤ 1.3 × bare; CLS ≤ 0.02; TBT ≤ bare + 150 ms; JS ≤ bare + 60 KB gzip\n");
  const header = ["route", "perf", "a11y", "BP", "SEO", "LCP ms", "CLS", "TBT ms", "LCP/bare", "TBT−bare"];
  printTable([...header, "JS−bare", "targets"], rows);

  fs.mkdirSync(path.join(root, "test-results"), { recursive: true });
  const result = { date: new Date(), rounds, bareSize, jsOverBare: Object.fromEntries(jsOverBare), runs, medians };
  fs.writeFileSync(path.join(root, "test-results/bench.json"), `${JSON.stringify(result, null, 2)}\n`);
  console.log("Raw results: test-results/bench.json");
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(stopServers);
