// The visitor flows in Firefox ESR and WebKitGTK against the production build in public/:
// `npx tsx e2e/engines/run.ts [firefox] [webkit] [--grep text]` (both engines by default).
// A flow passes when the visitor sees what the flow expects and, on the way, no page reported a
// Content-Security-Policy violation or an uncaught error. Prints one line per flow and writes
// test-results/engines.json ({ passed, failed, flaky, failures }), which `npm test` counts.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import "./children";
import { launch, type Engine, type EngineName, type EnginePage } from "./drivers";
import { flows } from "./flows";
import { startHarness, type Harness } from "./harness";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { grep: { type: "string" }, retries: { type: "string", default: process.env.CI ? "1" : "0" } },
});
const engines = (positionals.length > 0 ? positionals : ["firefox", "webkit"]) as EngineName[];
for (const name of engines) {
  if (name !== "firefox" && name !== "webkit") throw new Error(`unknown engine ${name}: firefox or webkit`);
}
const selected = flows.filter((flow) => !values.grep || flow.name.includes(values.grep));
const retries = Number(values.retries);
/** The longest a flow may take (the longest, every route twice over, takes about 20 s). */
const FLOW_TIMEOUT_MS = 120_000;
const report = path.resolve(__dirname, "../../test-results/engines.json");

interface Outcome {
  passed: number;
  failed: number;
  flaky: number;
  failures: string[];
}

/**
 * Everything a flow's pages reported beside what the flow itself checked. The pages close first,
 * so what is reported after belongs to no later flow.
 */
async function unseenProblems(harness: Harness, pages: EnginePage[]): Promise<string[]> {
  const problems: string[] = [];
  // Reports are sent after the violation, on the engine's own schedule.
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (const page of pages) {
    for (const error of await page.takeErrors().catch(() => [])) problems.push(`error: ${error}`);
    await page.close().catch(() => undefined);
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  for (const front of [harness.site, harness.failingSite]) {
    for (const v of front.takeViolations()) problems.push(`CSP ${v.directive} blocked ${v.blocked} on ${v.page}`);
  }
  return [...new Set(problems)];
}

async function runFlow(engine: Engine, harness: Harness, flow: (typeof flows)[number]): Promise<string | undefined> {
  const pages: EnginePage[] = [];
  let failure: string | undefined;
  harness.site.newClient();
  harness.failingSite.newClient();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      flow.run({
        harness,
        newPage: async () => {
          const page = await engine.newPage();
          pages.push(page);
          return page;
        },
      }),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no end after ${FLOW_TIMEOUT_MS / 1000} s`)), FLOW_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
  const problems = await unseenProblems(harness, pages);
  const all = [...(failure ? [failure] : []), ...problems];
  return all.length > 0 ? all.join("\n      ") : undefined;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.resolve(__dirname, "../../public/_headers"))) {
    throw new Error("No build in public/: run `NETLIFY=true NETLIFY_LOCAL=true npx gatsby build` first.");
  }
  const outcome: Outcome = { passed: 0, failed: 0, flaky: 0, failures: [] };
  const harness = await startHarness();
  try {
    for (const name of engines) {
      const started = Date.now();
      let engine: Engine;
      try {
        engine = await launch(name, { proxy: harness.outside });
      } catch (error) {
        // An engine that cannot start fails every flow it would have run.
        console.log(`✘ ${name}: cannot start: ${String(error)}`);
        outcome.failed += selected.length;
        outcome.failures.push(`${name}: cannot start`);
        continue;
      }
      try {
        for (const flow of selected) {
          const flowStarted = Date.now();
          let problem = await runFlow(engine, harness, flow);
          let attempts = 1;
          while (problem && attempts <= retries) {
            console.log(`  ↻ ${name} › ${flow.name}: ${problem}`);
            problem = await runFlow(engine, harness, flow);
            attempts += 1;
          }
          const seconds = ((Date.now() - flowStarted) / 1000).toFixed(1);
          if (!problem) {
            outcome.passed += 1;
            if (attempts > 1) outcome.flaky += 1;
            console.log(`  ✔ ${name} › ${flow.name}${attempts > 1 ? " (flaky)" : ""} (${seconds} s)`);
          } else {
            outcome.failed += 1;
            outcome.failures.push(`${name} › ${flow.name}`);
            console.log(`  ✘ ${name} › ${flow.name} (${seconds} s)\n      ${problem}`);
          }
        }
      } finally {
        await engine.close();
      }
      console.log(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await harness.close();
  }
  fs.mkdirSync(path.dirname(report), { recursive: true });
  fs.writeFileSync(report, `${JSON.stringify(outcome, null, 2)}\n`);
  console.log(`\n${outcome.passed} passed (${outcome.flaky} flaky), ${outcome.failed} failed`);
  process.exit(outcome.failed > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
