// The core visitor flows in Firefox ESR and WebKitGTK against the production build in public/:
// `npx tsx e2e/engines/run.ts [firefox] [webkit] [--grep text]` (both engines by default). A flow
// passes when the visitor sees what it expects and no page reported an uncaught error or a
// Content-Security-Policy violation. Writes test-results/engines.json ({ passed, failed, flaky,
// failures }), which `npm test` counts.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import "./children";
import { launch, type EngineName, type EnginePage } from "./drivers";
import { flows, type Flow } from "./flows";
import { startHarness, type Harness } from "./harness";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { grep: { type: "string" }, retries: { type: "string", default: process.env.CI ? "1" : "0" } },
});
const engines = (positionals.length > 0 ? positionals : ["firefox", "webkit"]) as EngineName[];
const selected = flows.filter((flow) => !values.grep || flow.name.includes(values.grep));
const report = path.resolve(__dirname, "../../test-results/engines.json");

/** Runs one flow on fresh pages; what went wrong, or undefined. */
async function runFlow(newPage: () => Promise<EnginePage>, harness: Harness, flow: Flow): Promise<string | undefined> {
  const pages: EnginePage[] = [];
  const problems: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      flow.run(harness, async () => {
        const page = await newPage();
        pages.push(page);
        return page;
      }),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error("no end after 120 s")), 120_000))),
    ]);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
  for (const page of pages) {
    problems.push(...(await page.takeErrors().catch(() => [])));
    await page.close().catch(() => undefined);
  }
  return problems.length > 0 ? problems.join("\n      ") : undefined;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.resolve(__dirname, "../../public/_headers"))) {
    throw new Error("No build in public/: run `NETLIFY=true NETLIFY_LOCAL=true npx gatsby build` first.");
  }
  const outcome = { passed: 0, failed: 0, flaky: 0, failures: [] as string[] };
  const harness = await startHarness();
  try {
    for (const name of engines) {
      const engine = await launch(name, { proxy: harness.outside }).catch((error: unknown) => {
        console.log(`✘ ${name}: cannot start: ${String(error)}`);
        outcome.failed += selected.length;
        outcome.failures.push(`${name}: cannot start`);
      });
      if (!engine) continue;
      try {
        for (const flow of selected) {
          let problem = await runFlow(() => engine.newPage(), harness, flow);
          let attempts = 1;
          for (; problem && attempts <= Number(values.retries); attempts++) {
            console.log(`  ↻ ${name} › ${flow.name}: ${problem}`);
            problem = await runFlow(() => engine.newPage(), harness, flow);
          }
          if (problem) {
            outcome.failed += 1;
            outcome.failures.push(`${name} › ${flow.name}`);
            console.log(`  ✘ ${name} › ${flow.name}\n      ${problem}`);
          } else {
            outcome.passed += 1;
            if (attempts > 1) outcome.flaky += 1;
            console.log(`  ✔ ${name} › ${flow.name}${attempts > 1 ? " (flaky)" : ""}`);
          }
        }
      } finally {
        await engine.close();
      }
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
