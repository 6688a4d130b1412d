// `npm test`: every check the project has, in the order that fails fastest, then one
// closing line "N passed, N failed" that counts every test and every gate (lint, types, build).
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const tally = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(`${ok ? "✔" : "✘"} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

/** A gate (lint, typecheck, build) counts as one test. */
function gate(label: string, command: string, args: string[], env?: NodeJS.ProcessEnv): boolean {
  const ok = run(label, command, args, env);
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

gate("lint", "npx", ["eslint", "."]);
gate("formatting (prettier)", "npx", ["prettier", "--check", "."]);

// Unit and component tests.
fs.rmSync("test-results/jest.json", { force: true });
const jestOk = run("unit tests (jest)", "npx", ["jest", "--ci", "--json", "--outputFile=test-results/jest.json"]);
const jest = readJson<{
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numRuntimeErrorTestSuites: number;
}>("test-results/jest.json");
if (jest) {
  tally.passed += jest.numPassedTests;
  tally.failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
  tally.skipped += jest.numPendingTests;
}
if (!jestOk) failures.push("jest");
if (!jestOk && (!jest || jest.numFailedTests + jest.numRuntimeErrorTestSuites === 0)) tally.failed += 1;

// The production build the browser tests run against; a test container id exercises the
// consent-gated Tag Manager (its requests are answered locally by the e2e fixture).
const built = gate("production build", "npx", ["gatsby", "build"], {
  GATSBY_GTM_ID: process.env.E2E_GTM_ID ?? "GTM-TEST123",
});

// Types need the build's generated GraphQL types.
gate("typecheck", "npx", ["tsc", "--noEmit", "-p", "."]);

if (built) {
  fs.rmSync("test-results/e2e.json", { force: true });
  const e2eOk = run("browser tests (playwright)", "npx", ["playwright", "test"]);
  const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(
    "test-results/e2e.json",
  );
  if (e2e) {
    tally.passed += e2e.stats.expected + e2e.stats.flaky;
    tally.failed += e2e.stats.unexpected;
    tally.skipped += e2e.stats.skipped;
  }
  if (!e2eOk) failures.push("playwright");
  if (!e2eOk && (!e2e || e2e.stats.unexpected === 0)) tally.failed += 1;
} else {
  failures.push("playwright (not run: the build failed)");
  tally.failed += 1;
}

if (failures.length > 0) console.log(`\nFailed: ${failures.join(", ")}`);
console.log(`\n${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
process.exit(tally.failed > 0 ? 1 : 0);
