// `npm run bench`: Lighthouse (mobile) on each route of the build in public/, beside the same page
// with every script blocked (its floor: LCP ÷ floor is what the scripts cost the largest paint) and
// beside the bare Gatsby page (../shared/bench/bare-gatsby: what any Gatsby page costs), in
// interleaved rounds, since an absolute figure moves with the machine. Prints one markdown table
// of medians and never fails on a timing.
//   npm run bench -- [--rounds 3] [--routes /,/kontakt] [--throttling simulate|devtools]
//                    [--cpu-slowdown 4] [--return-visit] [--port 9400]
// It serves the build (scripts/serve.mjs) on --port and the bare page on the next port itself.
import { execFile, execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import { chromium } from "@playwright/test";
import type { Result } from "lighthouse";
import { CONSENT_STORAGE_KEY } from "../src/consent/consent-store";
import { chromiumFlags, chromiumPath, listRoutes } from "./chromium";

const { values: args } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    routes: { type: "string" },
    port: { type: "string", default: "9400" },
    throttling: { type: "string", default: "simulate" },
    "cpu-slowdown": { type: "string", default: "4" },
    "return-visit": { type: "boolean", default: false },
  },
});
if (args.throttling !== "simulate" && args.throttling !== "devtools") {
  throw new Error("--throttling is simulate or devtools");
}
const root = path.resolve(__dirname, "..");
const port = Number(args.port);
const siteUrl = `http://127.0.0.1:${port}`;
const bareUrl = `http://127.0.0.1:${port + 1}`;
const rounds = Number(args.rounds);
// A build of the bare page takes minutes, so a copy that has one is kept for the next run.
const bareDir = path.join(os.tmpdir(), "bare-gatsby");
const profileDir = path.join(os.tmpdir(), "bench-return-visit");

// Each server in a process group of its own, so that stopping it also stops what npx started.
const servers: ChildProcess[] = [];
async function startServer(command: string, argv: string[], cwd: string, url: string): Promise<void> {
  const child = spawn(command, argv, { cwd, detached: true, stdio: "ignore" });
  servers.push(child);
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`${command} ${argv.join(" ")} exited early`);
    if ((await fetch(url).catch(() => null))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within 2 minutes`);
}
const stopServers = () =>
  servers.forEach(({ pid }) => {
    try {
      if (pid) process.kill(-pid, "SIGTERM");
    } catch {
      // already gone
    }
  });
process.on("SIGINT", () => {
  stopServers();
  process.exit(130);
});

function prepareBare(): void {
  if (fs.existsSync(path.join(bareDir, "public", "index.html"))) return;
  console.error(`Building the bare reference page in ${bareDir}…`);
  fs.cpSync(path.join(root, "../shared/bench/bare-gatsby"), bareDir, { recursive: true });
  // The sources in shared/ are read-only.
  execFileSync("chmod", ["-R", "u+w", bareDir]);
  execFileSync("npm", ["install", "--no-audit", "--no-fund"], { cwd: bareDir, stdio: "inherit" });
  execFileSync("npm", ["run", "build"], { cwd: bareDir, stdio: ["ignore", "ignore", "inherit"] });
}

// A return visit: a profile of its own whose only visit stored the cookie choice, so its cache is empty.
async function prepareReturnVisit(): Promise<void> {
  fs.rmSync(profileDir, { recursive: true, force: true });
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
  const page = await context.newPage();
  await page.goto(`${siteUrl}/robots.txt`);
  await page.evaluate((key) => localStorage.setItem(key, "declined"), CONSENT_STORAGE_KEY);
  await context.close();
}

type Kind = "bare" | "site" | "floor" | "return";
type Run = { kind: Kind; route: string; perf: number; lcp: number; tbt: number; cls: number; index: number };

// Lighthouse's own runner: a fresh Chromium profile per load (so local storage starts empty), and
// now and then no trace on a busy machine (NO_NAVSTART), hence up to three tries.
async function lighthouse(url: string, flags: string[], chromeFlags: string[] = []): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const argv = [
      url,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      "--only-categories=performance",
      `--throttling-method=${args.throttling}`,
      `--throttling.cpuSlowdownMultiplier=${args["cpu-slowdown"]}`,
      `--chrome-flags=${["--headless=new", ...chromiumFlags, ...chromeFlags].join(" ")}`,
      ...flags,
    ];
    const { stdout } = await promisify(execFile)(path.join(root, "node_modules/.bin/lighthouse"), argv, {
      env: { ...process.env, CHROME_PATH: chromiumPath },
      maxBuffer: 256 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
    const lhr = stdout.startsWith("{") ? (JSON.parse(stdout) as Result) : undefined;
    if (lhr && !lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? "no report"}`);
  }
}

async function measure(kind: Kind, route: string): Promise<Run> {
  const url = (kind === "bare" ? bareUrl : siteUrl) + route;
  process.stderr.write(`${kind} ${url}\n`);
  if (kind === "return") await prepareReturnVisit();
  const flags =
    kind === "floor" ? ["--blocked-url-patterns=*.js"] : kind === "return" ? ["--disable-storage-reset"] : [];
  const lhr = await lighthouse(url, flags, kind === "return" ? [`--user-data-dir=${profileDir}`] : []);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    kind,
    route,
    perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    index: lhr.environment.benchmarkIndex,
  };
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return ((sorted[Math.floor((xs.length - 1) / 2)] ?? NaN) + (sorted[Math.ceil((xs.length - 1) / 2)] ?? NaN)) / 2;
};
const signed = (n: number) => `${n >= 0 ? "+" : ""}${n.toFixed(0)}`;

async function main(): Promise<void> {
  const publicDir = path.join(root, "public");
  if (!fs.existsSync(path.join(publicDir, "index.html"))) throw new Error("No build in public/: run `npm run build`.");
  prepareBare();
  await startServer("node", [path.join(root, "scripts/serve.mjs"), "--port", String(port)], root, siteUrl);
  await startServer("npx", ["gatsby", "serve", "-H", "127.0.0.1", "-p", String(port + 1)], bareDir, bareUrl);
  // As the site links them (no trailing slash), so that no redirect is measured.
  const routes = args.routes?.split(",").map((r) => r.replace(/(.)\/$/, "$1")) ?? listRoutes(publicDir);
  const kinds: Kind[] = ["site", "floor", ...(args["return-visit"] ? (["return"] as const) : [])];
  const load = () => os.loadavg()[0]!.toFixed(1);
  const started = { at: new Date().toISOString().slice(0, 16).replace("T", " "), load: load() };
  const runs: Run[] = [];
  // In every round the bare page, then each route with its floor at once, so that slow moments of
  // the machine fall on all alike.
  for (let round = 1; round <= rounds; round++) {
    process.stderr.write(`round ${round}/${rounds}\n`);
    runs.push(await measure("bare", "/"));
    for (const route of routes) for (const kind of kinds) runs.push(await measure(kind, route));
  }

  const of = (kind: Kind, route: string, key: keyof Omit<Run, "kind" | "route">) =>
    median(runs.filter((r) => r.kind === kind && r.route === route).map((r) => r[key]));
  const bareTbt = of("bare", "/", "tbt");
  const cells = (kind: Kind, route: string) => [
    String(of(kind, route, "perf")),
    of(kind, route, "lcp").toFixed(0),
    ...(kind === "bare"
      ? ["", "", bareTbt.toFixed(0)]
      : [
          of("floor", route, "lcp").toFixed(0),
          `×${(of(kind, route, "lcp") / of("floor", route, "lcp")).toFixed(2)}`,
          `${of(kind, route, "tbt").toFixed(0)} (${signed(of(kind, route, "tbt") - bareTbt)})`,
        ]),
    of(kind, route, "cls").toFixed(3),
    ...(args["return-visit"] ? [kind === "bare" ? "" : of("return", route, "cls").toFixed(3)] : []),
  ];
  const rows = [["bare", ...cells("bare", "/")], ...routes.map((route) => [`\`${route}\``, ...cells("site", route)])];
  const header = ["route", "perf", "LCP ms", "floor ms", "÷ floor", "TBT ms (Δ bare)", "CLS"];
  if (args["return-visit"]) header.push("CLS return");
  const index = median(runs.map((r) => r.index)).toFixed(0);
  console.log(
    `Lighthouse 13 mobile, ${args.throttling} throttling at ${args["cpu-slowdown"]}× CPU (host benchmark index ${index}), ` +
      `medians of ${rounds} round(s), first visits; ${started.at}–${new Date().toISOString().slice(11, 16)} UTC, ` +
      `load average ${started.load} → ${load()}.\n`,
  );
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => (i ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join(" | ")} |`;
  console.log(
    [header, widths.map((w, i) => (i ? "-".repeat(w - 1) + ":" : "-".repeat(w))), ...rows].map(line).join("\n"),
  );
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => {
    stopServers();
    fs.rmSync(profileDir, { recursive: true, force: true });
  });
