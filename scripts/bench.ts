// The site beside the bare Gatsby reference page (../shared/bench/bare-gatsby), measured in the
// same run because absolute Lighthouse figures move with the machine: Lighthouse (mobile) medians
// over interleaved rounds, with the script a visitor downloads during the load (every request of
// type Script Lighthouse saw, by transfer size) and the longest main-thread tasks of its trace.
// It prints a table marked against the targets, and never fails on a timing.
//   npm run bench -- [--rounds 3] [--routes /,/kontakt] [--site-url URL] [--rebuild-bare]
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
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

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const signed = (n: number, digits = 0) => `${n >= 0 ? "+" : ""}${n.toFixed(digits)}`;

/** Figures right-aligned, text (the first column, or every column with `textOnly`) left-aligned. */
function printTable(header: string[], rows: string[][], textOnly = false): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? "").length)));
  for (const row of [header, widths.map((w) => "-".repeat(w)), ...rows]) {
    console.log(row.map((cell, i) => cell[i && !textOnly ? "padStart" : "padEnd"](widths[i] ?? 0)).join("  "));
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
type Figures = Record<keyof typeof categories | keyof typeof audits | "js", number>;

interface Request {
  url: string;
  resourceType?: string;
  transferSize?: number;
}
interface LongTask {
  url: string;
  duration: number;
  startTime: number;
}
const itemsOf = <T>(lhr: Result, id: string) => (lhr.audits[id]?.details as { items?: T[] } | undefined)?.items ?? [];

/** What a visitor's browser downloaded as script during the load Lighthouse recorded. */
const scriptsOf = (lhr: Result) => itemsOf<Request>(lhr, "network-requests").filter((r) => r.resourceType === "Script");

function figuresOf(lhr: Result): Figures {
  const scores = Object.entries(categories).map(([k, id]) => [k, Math.round((lhr.categories[id]?.score ?? 0) * 100)]);
  const values = Object.entries(audits).map(([k, id]) => [k, lhr.audits[id]?.numericValue ?? NaN]);
  const js = scriptsOf(lhr).reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return Object.fromEntries([...scores, ...values, ["js", js]]) as Figures;
}
const keys = [...Object.keys({ ...categories, ...audits }), "js"] as (keyof Figures)[];
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return ((sorted[Math.floor((xs.length - 1) / 2)] ?? NaN) + (sorted[Math.ceil((xs.length - 1) / 2)] ?? NaN)) / 2;
};

/** The contact page is the one route whose form is its purpose, so its form's code counts in its load. */
const scriptAllowance = (route: string) => (route === "/kontakt" ? 80 : 45) * 1024;
const targets: [string, (m: Figures, bare: Figures, route: string) => boolean][] = [
  ["perf", (m) => m.perf >= 97],
  ["a11y", (m) => m.a11y === 100],
  ["BP", (m) => m.bp === 100],
  ["SEO", (m) => m.seo === 100],
  ["LCP", (m, bare) => m.lcp <= 1.6 * bare.lcp],
  ["CLS", (m) => m.cls <= 0.02],
  ["TBT", (m, bare) => m.tbt <= bare.tbt + 150],
  ["JS", (m, bare, route) => m.js <= bare.js + scriptAllowance(route)],
];

async function main(): Promise<void> {
  const sitePublic = path.join(root, "public");
  if (!args["site-url"] && !fs.existsSync(path.join(sitePublic, "index.html"))) {
    throw new Error("No build in public/: run `npm run build`.");
  }
  prepareBare();

  if (!args["site-url"]) await startServer("node", ["scripts/serve.mjs", "--port", "9400"], root, siteUrl);
  await startServer("npm", ["run", "serve"], bareDir, bareUrl);
  // Imported natively: tsx compiling Lighthouse to CommonJS adds helpers (__name) to the functions
  // Lighthouse sends into the page, where they do not exist.
  const { default: lighthouse } = await import("lighthouse");
  const chromeFlags = ["--headless=new", ...chromiumFlags];
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  // Routes as the site links them (trailingSlash: "never"), so that no redirect is measured.
  const routes = ["bare", ...(args.routes?.split(",").map((r) => r.replace(/(.)\/$/, "$1")) ?? listRoutes(sitePublic))];
  type Run = { route: string; round: number; scripts: Request[]; longTasks: LongTask[]; lcpParts?: unknown[] };
  const runs: (Run & Figures)[] = [];
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
        const scripts = scriptsOf(lhr).map(({ url, transferSize }) => ({ url, transferSize }));
        const longTasks = itemsOf<LongTask>(lhr, "long-tasks").map(({ url, duration, startTime }) => ({
          url,
          duration: Math.round(duration),
          startTime: Math.round(startTime),
        }));
        // The LCP element and its phases (time to first byte, load delay, load time, render delay).
        const lcpParts = (lhr.audits["lcp-breakdown-insight"]?.details as { items?: unknown[] } | undefined)?.items;
        runs.push({ route, round, scripts, longTasks, lcpParts, ...figuresOf(lhr) });
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
    const failed = targets.filter(([, ok]) => !ok(m, bare, m.route)).map(([name]) => name);
    const figures = [m.perf, m.a11y, m.bp, m.seo, m.lcp.toFixed(0), m.cls.toFixed(3), m.tbt.toFixed(0), kib(m.js)];
    const vsBare = [`×${(m.lcp / bare.lcp).toFixed(2)}`, signed(m.tbt - bare.tbt), signed((m.js - bare.js) / 1024, 1)];
    return [m.route, ...figures.map(String), ...vsBare, failed.length ? `✗ ${failed.join(", ")}` : "✓"];
  });
  console.log(`Lighthouse 13 mobile, median of ${rounds} round(s) interleaved with the bare page. Targets: perf ≥ 97;`);
  console.log("a11y, BP, SEO 100; LCP ≤ 1.6 × bare; CLS ≤ 0.02; TBT ≤ bare + 150 ms; script downloaded during the");
  console.log("load (KiB transferred) ≤ bare + 45 KiB, /kontakt ≤ bare + 80 KiB\n");
  const header = ["route", "perf", "a11y", "BP", "SEO", "LCP ms", "CLS", "TBT ms", "JS KiB", "LCP/bare", "TBT−bare"];
  printTable([...header, "JS−bare", "targets"], rows);

  // The longest main-thread task of each route's median-TBT round, and the script it is attributed to.
  const taskRows = medians.map(({ route, tbt }) => {
    const mine = runs.filter((run) => run.route === route);
    const run = mine.reduce((best, r) => (Math.abs(r.tbt - tbt) < Math.abs(best.tbt - tbt) ? r : best), mine[0]!);
    const longest = [...run.longTasks].sort((a, b) => b.duration - a.duration).slice(0, 3);
    return [route, ...longest.map((t) => `${t.duration} ms at ${t.startTime} ms, ${path.basename(t.url) || "(page)"}`)];
  });
  console.log("Longest tasks (Lighthouse's trace, simulated 4× CPU) in the round nearest the median TBT\n");
  printTable(["route", "longest", "2nd", "3rd"], taskRows, true);

  fs.mkdirSync(path.join(root, "test-results"), { recursive: true });
  const result = { date: new Date(), rounds, siteUrl, runs, medians };
  fs.writeFileSync(path.join(root, "test-results/bench.json"), `${JSON.stringify(result, null, 2)}\n`);
  console.log("Raw results (with every script URL and long task): test-results/bench.json");
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(stopServers);
