// `npm run bench:build`: how long `gatsby build` takes, and how that grows with content.
// Works in a temporary copy of the repository (node_modules linked, never touched), so the
// working tree, its .cache and public/ stay as they are. Times, in order:
//   cold        `gatsby clean`, then `gatsby build`
//   warm        `gatsby build` again on that cache
//   large cold  60 services and 30 projects in content/ (cloned from the real ones, each with its
//               own image file so the image pipeline does real work), `gatsby clean`, build
//   large warm  and once more on that cache (skip with --no-large-warm)
// Prints seconds and ratios and writes bench-results/build-*.json.
// Options: --keep (leave the copy for inspection), --services N, --projects N, --no-large-warm.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { phaseNames, parsePhases } from "./bench/gatsby-log";
import { markdownTable, writeResult } from "./bench/report";

const root = path.resolve(__dirname, "..");
const args = process.argv.slice(2);
const numberArg = (name: string, fallback: number) => {
  const index = args.indexOf(name);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const keep = args.includes("--keep");
const largeWarm = !args.includes("--no-large-warm");
const targetServices = numberArg("--services", 60);
const targetProjects = numberArg("--projects", 30);

/** Not copied: installed packages (linked instead), caches, build output, local data and reports. */
const skipped = new Set([
  "node_modules",
  ".cache",
  "public",
  ".git",
  "test-results",
  "playwright-report",
  "coverage",
  "bench-results",
  ".data",
  ".netlify",
]);

function copyRepository(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "fjellsyn-bench-build-"));
  for (const entry of fs.readdirSync(root)) {
    if (skipped.has(entry)) continue;
    fs.cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true, verbatimSymlinks: true });
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir");
  return copy;
}

interface Timing {
  label: string;
  seconds: number;
  pages: number;
  /** Seconds of the phases Gatsby reports ("success <phase> - 12.3s"), for where the time goes. */
  phases: Record<string, number>;
}

function countPages(dir: string): number {
  let count = 0;
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== "static" && entry.name !== "page-data")
        walk(path.join(folder, entry.name));
      else if (entry.name === "index.html") count += 1;
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return count;
}

function gatsby(copy: string, command: "clean" | "build", logName: string): { seconds: number; log: string } {
  const log = path.join(copy, `${logName}.log`);
  const started = process.hrtime.bigint();
  const result = spawnSync("npx", ["gatsby", command], {
    cwd: copy,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    encoding: "utf8",
    maxBuffer: 512 * 1024 * 1024,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const output = `${result.stdout ?? ""}\n${result.stderr ?? ""}`;
  fs.writeFileSync(log, output);
  if (result.status !== 0) {
    const tail = output.split("\n").slice(-40).join("\n");
    throw new Error(`gatsby ${command} failed (${logName}), full log in ${log}:\n${tail}`);
  }
  return { seconds, log: output };
}

function timedBuild(copy: string, label: string, clean: boolean): Timing {
  const logName = label.replace(/\s+/g, "-");
  if (clean) gatsby(copy, "clean", `${logName}-clean`);
  process.stdout.write(`${label} build… `);
  const { seconds, log } = gatsby(copy, "build", logName);
  const pages = countPages(path.join(copy, "public"));
  const phases = parsePhases(log);
  console.log(`${seconds.toFixed(1)} s, ${pages} pages (images ${(phases.images ?? 0).toFixed(1)} s)`);
  return { label, seconds, pages, phases };
}

/** A copy of `image` that differs by a few trailing bytes, so the image cache cannot reuse the original's work. */
function uniqueImageCopy(image: string, jsonDir: string, slug: string): string {
  const source = path.resolve(jsonDir, image);
  const extension = path.extname(source);
  const target = path.join(path.dirname(source), `${slug}${extension}`);
  // JPEG and PNG decoders ignore bytes after the end-of-image / IEND marker.
  fs.writeFileSync(target, Buffer.concat([fs.readFileSync(source), Buffer.from(`\n${slug}\n`)]));
  return path.relative(jsonDir, target).split(path.sep).join("/");
}

interface ContentEntry {
  slug: string;
  order: number;
  title: string;
  image: string;
  client?: string;
  [key: string]: unknown;
}

/** Clones the folder's entries round-robin, with new slugs, titles, orders and images, up to `target` files. */
function growFolder(contentDir: string, folder: "services" | "projects", target: number): number {
  const dir = path.join(contentDir, folder);
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort();
  const originals = files.map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as ContentEntry);
  if (originals.length === 0) throw new Error(`content/${folder} is empty: nothing to clone`);
  let order = Math.max(...originals.map((entry) => entry.order));
  for (let n = originals.length; n < target; n += 1) {
    const base = originals[n % originals.length] as ContentEntry;
    const copyNumber = Math.floor(n / originals.length) + 1;
    const slug = `${base.slug}-${copyNumber}`;
    order += 1;
    const entry: ContentEntry = {
      ...base,
      slug,
      order,
      title: `${base.title} ${copyNumber}`,
      ...(base.client ? { client: `${base.client} ${copyNumber}` } : {}),
      image: uniqueImageCopy(base.image, dir, slug),
    };
    fs.writeFileSync(path.join(dir, `${slug}.json`), `${JSON.stringify(entry, null, 2)}\n`);
  }
  return Math.max(target, originals.length);
}

function main(): void {
  const copy = copyRepository();
  console.log(`Building in ${copy} (node_modules linked from ${root})`);
  const timings: Timing[] = [];
  let content = { services: 0, projects: 0 };
  try {
    timings.push(timedBuild(copy, "cold", true));
    timings.push(timedBuild(copy, "warm", false));
    const contentDir = path.join(copy, "content");
    content = {
      services: growFolder(contentDir, "services", targetServices),
      projects: growFolder(contentDir, "projects", targetProjects),
    };
    console.log(`Content grown to ${content.services} services and ${content.projects} projects`);
    timings.push(timedBuild(copy, "large cold", true));
    if (largeWarm) timings.push(timedBuild(copy, "large warm", false));
  } finally {
    if (keep) console.log(`Kept ${copy}`);
    else fs.rmSync(copy, { recursive: true, force: true });
  }

  const [cold] = timings;
  const find = (label: string) => timings.find((t) => t.label === label);
  console.log(`\ngatsby build on ${os.cpus().length} cores (load average ${os.loadavg()[0]?.toFixed(1)} at the end)\n`);
  console.log(
    markdownTable(
      ["build", "pages", "seconds", "× cold", "s per page", ...Object.keys(phaseNames).map((name) => `${name} s`)],
      timings.map((t) => [
        t.label,
        t.pages,
        t.seconds.toFixed(1),
        cold ? (t.seconds / cold.seconds).toFixed(2) : "—",
        (t.seconds / t.pages).toFixed(2),
        ...Object.keys(phaseNames).map((name) => (t.phases[name] ?? 0).toFixed(1)),
      ]),
    ),
  );
  const largeCold = find("large cold");
  const warm = find("warm");
  if (cold && largeCold && warm) {
    console.log(
      `\nContent ×${(largeCold.pages / cold.pages).toFixed(1)} pages → cold build ×${(largeCold.seconds / cold.seconds).toFixed(2)}; ` +
        `a warm rebuild takes ${((warm.seconds / cold.seconds) * 100).toFixed(0)} % of a cold one.`,
    );
  }
  const file = writeResult("build", {
    measuredAt: new Date().toISOString(),
    cores: os.cpus().length,
    loadAverage: os.loadavg(),
    content,
    timings,
  });
  console.log(`\nJSON: ${path.relative(process.cwd(), file)}`);
}

try {
  main();
} catch (error: unknown) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
