// `npm run bench:lighthouse [url]`: Lighthouse (mobile preset, simulated throttling) on every
// public route of a running production server, median of three runs, in two states:
//   first     a first visit: empty profile, so the cookie banner shows;
//   declined  a returning visitor who declined: localStorage["cookie-consent"] = "declined".
// Builds nothing. Routes come from the server's sitemap (minus noindex pages), so new content is
// measured without touching this file. Prints one table per state and writes bench-results/.
//
// Beside Lighthouse's TBT the table shows "CPU TBT": Lighthouse's own TBT computation again, with
// each main-thread task as long as the CPU it used rather than its wall-clock time
// (scripts/bench/main-thread.ts). Where TBT is well above it, the main thread was waiting for a
// core (Chromium's other processes, Lighthouse itself), not running the page. And "before
// paint": the part of Lighthouse's TBT that comes from tasks that ran before the first contentful
// paint (parsing, the first style and layout, the first paint; scripts/bench/lantern-tbt.ts says
// why Lantern counts them); the rest is the scripts and hydration after it.
//
// How the "declined" state is set: every run gets a fresh Chromium (chrome-launcher, Debian's
// binary). For "declined" Playwright attaches over CDP first, opens the origin, writes the choice
// into localStorage and detaches; Lighthouse then opens its own tab in the same profile. Lighthouse
// still empties the HTTP cache, service workers and Cache Storage before loading the page, but by
// default (`clearStorageTypes`) it leaves localStorage alone, so the choice survives into the run.
import { chromium } from "@playwright/test";
import type { Result } from "lighthouse";
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { lighthouseTargets as targets } from "./bench/budgets";
import { chromiumVersion, launchChromium } from "./bench/chromium";
import { isNoindex } from "./bench/html";
import { lcpElementOf } from "./bench/lighthouse-result";
import { simulatedTbt } from "./bench/lantern-tbt";
import { browserProcessesCpuMs, cpuTimeTrace, type TraceEvent } from "./bench/main-thread";
import { kib, markdownTable, median, resultsDir, writeResult } from "./bench/report";
import { listRoutes, normaliseRoute, sitemapLocations, sortRoutes } from "./bench/site-build";

type Scenario = "first" | "declined";

interface Options {
  baseUrl: string;
  runs: number;
  scenarios: Scenario[];
  only: string[] | null;
  /** Keep every run's full Lighthouse report (JSON) under bench-results/lighthouse-reports/. */
  saveReports: boolean;
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    baseUrl: process.env.BENCH_URL ?? "http://127.0.0.1:9000",
    runs: Number(process.env.BENCH_RUNS ?? 3),
    scenarios: ["first", "declined"],
    only: null,
    saveReports: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? "";
    const value = () => argv[++i] ?? "";
    if (arg === "--runs") options.runs = Number(value());
    else if (arg === "--scenario") options.scenarios = value().split(",") as Scenario[];
    else if (arg === "--routes") options.only = value().split(",").map(normaliseRoute);
    else if (arg === "--save-reports") options.saveReports = true;
    else if (/^https?:\/\//.test(arg)) options.baseUrl = arg;
    else
      throw new Error(
        `Unknown argument ${arg}. Usage: bench-lighthouse [url] [--runs N] [--scenario first,declined] [--routes /,/kontakt] [--save-reports]`,
      );
  }
  options.baseUrl = options.baseUrl.replace(/\/+$/, "");
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error("--runs must be a positive whole number");
  if (options.scenarios.some((s) => s !== "first" && s !== "declined"))
    throw new Error("--scenario takes first and/or declined");
  return options;
}

async function fetchText(url: string): Promise<{ status: number; text: string }> {
  const response = await fetch(url, { redirect: "follow" });
  return { status: response.status, text: await response.text() };
}

/** Public routes as the server publishes them: sitemap entries that answer 200 and allow indexing. */
async function discoverRoutes(baseUrl: string): Promise<string[]> {
  let candidates: string[];
  const index = await fetchText(`${baseUrl}/sitemap-index.xml`).catch(() => null);
  if (index?.status === 200) {
    const sitemaps = sitemapLocations(index.text).map((loc) => `${baseUrl}${new URL(loc).pathname}`);
    const entries = await Promise.all(sitemaps.map(async (url) => sitemapLocations((await fetchText(url)).text)));
    candidates = entries.flat().map((loc) => normaliseRoute(new URL(loc).pathname));
  } else {
    console.warn(`No ${baseUrl}/sitemap-index.xml; taking the routes from public/ instead.`);
    candidates = listRoutes();
  }
  const routes: string[] = [];
  for (const route of new Set(candidates)) {
    if (route === "/404" || route.startsWith("/404/")) continue;
    const page = await fetchText(`${baseUrl}${route}`);
    if (page.status === 200 && !isNoindex(page.text)) routes.push(route);
  }
  return sortRoutes(routes);
}

async function seedDeclinedConsent(port: number, baseUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error("Chromium has no default context to seed");
    const page = await context.newPage();
    // robots.txt: same origin, no scripts, so nothing else lands in storage.
    await page.goto(`${baseUrl}/robots.txt`);
    // A string, not a function: tsx's name-keeping helper would not exist in the page.
    const stored = await page.evaluate(
      `localStorage.setItem("cookie-consent", "declined"); localStorage.getItem("cookie-consent")`,
    );
    if (stored !== "declined") throw new Error("Could not store the consent choice");
    await page.close();
  } finally {
    // For a browser reached over CDP this only disconnects; the default profile stays.
    await browser.close();
  }
}

interface RunMetrics {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's TBT with each main-thread task as long as the CPU it used (bench/main-thread.ts). */
  cpuTbtMs: number;
  /** Of tbtMs, the tasks that ran before the first contentful paint (bench/lantern-tbt.ts). */
  tbtBeforePaintMs: number;
  /** CPU of Chromium's browser and GPU processes in the load's first 1.5 s (bench/main-thread.ts). */
  browserCpuMs: number;
  cls: number;
  totalBytes: number;
  scriptBytes: number;
}

interface RunRecord extends RunMetrics {
  lcpElement: string | null;
  /** Audits below full score in any category (perf included), id → score. */
  failingAudits: Record<string, number>;
  warnings: string[];
  /** Lighthouse's CPU benchmark for this run, and the machine's 1-minute load average before it. */
  benchmarkIndex: number;
  loadAverage: number;
}

const categories = ["performance", "accessibility", "best-practices", "seo"];

function score(lhr: Result, id: string): number {
  const value = lhr.categories[id]?.score;
  return typeof value === "number" ? Math.round(value * 100) : Number.NaN;
}

function numeric(lhr: Result, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

function summarise(
  lhr: Result,
  tbt: { cpuMs: number; beforePaintMs: number },
  browserCpuMs: number,
  loadAverage: number,
): RunRecord {
  const requests = (lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const lcpNode = lcpElementOf(lhr);
  const failingAudits: Record<string, number> = {};
  for (const category of categories) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (
        !audit ||
        audit.score === null ||
        audit.scoreDisplayMode === "informative" ||
        audit.scoreDisplayMode === "notApplicable"
      )
        continue;
      if (audit.score < 1 && (ref.weight > 0 || category !== "performance")) failingAudits[ref.id] = audit.score;
    }
  }
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    fcpMs: numeric(lhr, "first-contentful-paint"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cpuTbtMs: tbt.cpuMs,
    tbtBeforePaintMs: tbt.beforePaintMs,
    browserCpuMs,
    cls: numeric(lhr, "cumulative-layout-shift"),
    totalBytes: numeric(lhr, "total-byte-weight"),
    scriptBytes: requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    lcpElement: lcpNode?.selector ?? lcpNode?.snippet ?? null,
    failingAudits,
    warnings: lhr.runWarnings.map(String),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    loadAverage,
  };
}

let lighthouseVersion = "?";

const lighthouseCli = require.resolve("lighthouse/cli/index.js");

interface LighthouseRun {
  lhr: Result;
  trace: { traceEvents: TraceEvent[] };
  devtoolsLog: unknown[];
}

/**
 * Lighthouse's own CLI in a plain Node process, attached to our Chromium. Not the node API in
 * this process: tsx rewrites every function with a name-keeping helper, and Lighthouse sends some
 * of its functions into the page as source text, where that helper does not exist.
 * No preset flag: Lighthouse's default is the mobile preset with simulated throttling.
 * `--save-assets` keeps the trace and network log beside the report, for the CPU TBT.
 */
function runLighthouseCli(url: string, port: number): Promise<LighthouseRun> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "bench-lighthouse-"));
  const report = path.join(folder, "run.json");
  const args = [
    lighthouseCli,
    url,
    `--port=${port}`,
    "--output=json",
    `--output-path=${report}`,
    "--save-assets",
    `--only-categories=${categories.join(",")}`,
    "--quiet",
  ];
  return new Promise<LighthouseRun>((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error) {
        reject(new Error(`Lighthouse failed on ${url}: ${stderr || error.message}`));
        return;
      }
      try {
        const read = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(folder, name), "utf8"));
        resolve({
          lhr: read("run.json") as Result,
          trace: read("run-0.trace.json") as LighthouseRun["trace"],
          devtoolsLog: read("run-0.devtoolslog.json") as unknown[],
        });
      } catch (readError: unknown) {
        reject(new Error(`Lighthouse wrote no readable report for ${url}: ${String(readError)}`));
      }
    });
  }).finally(() => fs.rmSync(folder, { recursive: true, force: true }));
}

async function runOnce(url: string, scenario: Scenario, options: Options, run: number): Promise<RunRecord> {
  const { baseUrl } = options;
  const loadAverage = os.loadavg()[0] ?? Number.NaN;
  const chrome = await launchChromium();
  try {
    if (scenario === "declined") await seedDeclinedConsent(chrome.port, baseUrl);
    const { lhr, trace, devtoolsLog } = await runLighthouseCli(url, chrome.port);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    lighthouseVersion = lhr.lighthouseVersion;
    if (options.saveReports) {
      const folder = path.join(resultsDir, "lighthouse-reports");
      fs.mkdirSync(folder, { recursive: true });
      const name = `${scenario}-${new URL(url).pathname.replace(/^\/$/, "home").replace(/^\//, "").replace(/\//g, "_")}-${run + 1}.json`;
      fs.writeFileSync(path.join(folder, name), JSON.stringify(lhr));
      // The trace and network log beside the report: what Lighthouse's simulation ran on.
      fs.writeFileSync(path.join(folder, name.replace(/\.json$/, ".trace.json")), JSON.stringify(trace));
      fs.writeFileSync(path.join(folder, name.replace(/\.json$/, ".devtoolslog.json")), JSON.stringify(devtoolsLog));
    }
    // Diagnostics beside Lighthouse's numbers: if one cannot be computed the run still counts ("–").
    const notComputed = (what: string) => (error: unknown) => {
      console.warn(`  ${what} not computed for ${url}: ${String(error)}`);
      return { totalMs: Number.NaN, beforePaintMs: Number.NaN };
    };
    const cpu = await simulatedTbt(lhr, { traceEvents: cpuTimeTrace(trace.traceEvents) }, devtoolsLog).catch(
      notComputed("CPU TBT"),
    );
    const observed = await simulatedTbt(lhr, trace, devtoolsLog).catch(notComputed("TBT before paint"));
    const browserCpu = browserProcessesCpuMs(trace.traceEvents);
    return summarise(lhr, { cpuMs: cpu.totalMs, beforePaintMs: observed.beforePaintMs }, browserCpu, loadAverage);
  } finally {
    chrome.kill();
  }
}

/** Lighthouse now and then loses a trace (NO_NAVSTART, PROTOCOL_TIMEOUT): try a run up to three times. */
async function runWithRetries(url: string, scenario: Scenario, options: Options, run: number): Promise<RunRecord> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, scenario, options, run);
    } catch (error: unknown) {
      if (attempt >= 3) throw error;
      console.warn(
        `  ${scenario} ${new URL(url).pathname}: run ${run + 1} failed (${error instanceof Error ? error.message.split("\n")[0] : String(error)}), retrying`,
      );
    }
  }
}

const metricKeys: Array<keyof RunMetrics> = [
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "fcpMs",
  "lcpMs",
  "tbtMs",
  "cpuTbtMs",
  "tbtBeforePaintMs",
  "browserCpuMs",
  "cls",
  "totalBytes",
  "scriptBytes",
];

function medianOf(runs: RunRecord[]): RunMetrics {
  return Object.fromEntries(
    metricKeys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as RunMetrics;
}

function misses(m: RunMetrics): string[] {
  const out: string[] = [];
  if (m.performance < targets.performance) out.push("perf");
  if (m.accessibility < targets.accessibility) out.push("a11y");
  if (m.bestPractices < targets.bestPractices) out.push("bp");
  if (m.seo < targets.seo) out.push("seo");
  if (m.lcpMs > targets.lcpMs) out.push("lcp");
  if (m.tbtMs > targets.tbtMs) out.push("tbt");
  if (m.cls > targets.cls) out.push("cls");
  return out;
}

interface RouteResult {
  route: string;
  median: RunMetrics;
  misses: string[];
  runs: RunRecord[];
}

/** A diagnostic column's milliseconds, "–" when it could not be computed. */
function diagnosticMs(value: number): string {
  return Number.isNaN(value) ? "–" : String(Math.round(value));
}

function table(results: RouteResult[]): string {
  const star = (miss: boolean) => (miss ? "*" : "");
  return markdownTable(
    [
      "route",
      "perf",
      "a11y",
      "BP",
      "SEO",
      "FCP s",
      "LCP s",
      "TBT ms",
      "before paint",
      "CPU TBT ms",
      "browser CPU ms",
      "CLS",
      "total KiB",
      "script KiB",
    ],
    results.map(({ route, median: m }) => [
      route,
      `${m.performance}${star(m.performance < targets.performance)}`,
      `${m.accessibility}${star(m.accessibility < targets.accessibility)}`,
      `${m.bestPractices}${star(m.bestPractices < targets.bestPractices)}`,
      `${m.seo}${star(m.seo < targets.seo)}`,
      (m.fcpMs / 1000).toFixed(2),
      `${(m.lcpMs / 1000).toFixed(2)}${star(m.lcpMs > targets.lcpMs)}`,
      `${Math.round(m.tbtMs)}${star(m.tbtMs > targets.tbtMs)}`,
      diagnosticMs(m.tbtBeforePaintMs),
      diagnosticMs(m.cpuTbtMs),
      diagnosticMs(m.browserCpuMs),
      `${m.cls.toFixed(3)}${star(m.cls > targets.cls)}`,
      kib(m.totalBytes, 0),
      kib(m.scriptBytes, 0),
    ]),
  );
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const startedAt = new Date();
  const allRoutes = await discoverRoutes(options.baseUrl).catch((error: unknown) => {
    throw new Error(`Cannot reach ${options.baseUrl} (start it with \`npm run serve\`): ${String(error)}`);
  });
  const routes = options.only ? allRoutes.filter((r) => options.only?.includes(r)) : allRoutes;
  if (routes.length === 0) throw new Error(`No public routes found at ${options.baseUrl}`);
  console.log(
    `Lighthouse on ${routes.length} routes of ${options.baseUrl}, ${options.runs} runs each, states: ${options.scenarios.join(", ")}`,
  );

  // One plain request per route first, so no run pays for the server's cold start.
  for (const route of routes) await fetchText(`${options.baseUrl}${route}`);

  const results: Partial<Record<Scenario, RouteResult[]>> = {};
  for (const scenario of options.scenarios) {
    const list: RouteResult[] = [];
    for (const route of routes) {
      const runs: RunRecord[] = [];
      for (let i = 0; i < options.runs; i += 1) {
        runs.push(await runWithRetries(`${options.baseUrl}${route}`, scenario, options, i));
      }
      const m = medianOf(runs);
      list.push({ route, median: m, misses: misses(m), runs });
      const lcp = runs.map((r) => r.lcpElement).find(Boolean);
      console.log(
        `  ${scenario} ${route}: perf ${m.performance}, LCP ${(m.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(m.tbtMs)} ms (${diagnosticMs(m.tbtBeforePaintMs)} before the paint; CPU alone ${diagnosticMs(m.cpuTbtMs)} ms), CLS ${m.cls.toFixed(3)}` +
          `${lcp ? ` (LCP element ${lcp})` : ""}`,
      );
    }
    results[scenario] = list;
  }

  const titles: Record<Scenario, string> = {
    first: "First visit (cookie banner showing)",
    declined: "After a choice (cookie-consent = declined)",
  };
  for (const scenario of options.scenarios) {
    const list = results[scenario] ?? [];
    console.log(
      `\n${titles[scenario]} — Lighthouse ${lighthouseVersion}, mobile, simulated throttling, median of ${options.runs}; * = misses the target\n`,
    );
    console.log(table(list));
    const allRuns = list.flatMap((r) => r.runs);
    const load = median(allRuns.map((r) => r.loadAverage));
    const cores = os.cpus().length;
    console.log(
      `\nMachine: ${cores} cores, median load average ${load.toFixed(1)}, median Lighthouse benchmarkIndex ${Math.round(median(allRuns.map((r) => r.benchmarkIndex)))}` +
        (load > cores
          ? " — busy: TBT and LCP are inflated (simulated throttling multiplies observed CPU time by 4); compare runs taken side by side."
          : ""),
    );
    const missed = list.filter((r) => r.misses.length > 0);
    console.log(
      missed.length === 0
        ? `Targets met on all ${list.length} routes.`
        : `Targets missed on ${missed.length} of ${list.length} routes.`,
    );
    const failing = new Map<string, number>();
    for (const r of list)
      for (const run of r.runs)
        for (const id of Object.keys(run.failingAudits)) failing.set(id, (failing.get(id) ?? 0) + 1);
    if (failing.size > 0) {
      console.log(
        `Audits below full score (runs): ${[...failing]
          .sort((a, b) => b[1] - a[1])
          .map(([id, n]) => `${id} ×${n}`)
          .join(", ")}`,
      );
    }
  }

  const file = writeResult("lighthouse", {
    measuredAt: startedAt.toISOString(),
    url: options.baseUrl,
    lighthouse: lighthouseVersion,
    chromium: chromiumVersion(),
    preset: "mobile, simulated throttling (Lighthouse default)",
    runsPerRoute: options.runs,
    targets,
    results,
  });
  console.log(`\nJSON: ${path.relative(process.cwd(), file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
