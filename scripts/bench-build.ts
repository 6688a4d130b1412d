// `npm run bench:build`: how long the production build takes, clean (every film encoded), cached
// after a one-entry edit and cached after one film is replaced, with the content as it is and
// multiplied (30 services, 30 case studies, 20 people, each with an image of its own). It builds a copy of the project in a temporary folder, so the checkout's
// public/ and .cache/ stay as they are, prints a table and writes it into docs/performance.md
// between the "build-bench" markers. Timings move with the machine; it never fails on one.
//   npm run bench:build -- [--only now|multiplied] [--no-write]
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { validateContent } from "../src/content-model/validate";
import { ffmpeg } from "../src/films/ffmpeg";
import { complaints } from "../test/support/build-log";

const { values: args } = parseArgs({
  options: {
    only: { type: "string" },
    "no-write": { type: "boolean", default: false },
    // Generates the multiplied content in a copy, checks it as the build would, and stops.
    "content-only": { type: "boolean", default: false },
  },
});
const root = path.resolve(__dirname, "..");
const targets = { services: 30, projects: 30, team: 20 } as const;
type Folder = keyof typeof targets;
const imageField: Record<Folder, string> = { services: "image", projects: "image", team: "photo" };

/** A copy of the project's files as they are now (tracked and new, not ignored), sharing node_modules. */
function copyProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fjellsyn-bench-build-"));
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter((file) => file && fs.existsSync(path.join(root, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

/** Adds entries to each content folder up to its target, each a copy of one there with an image of its own. */
async function multiply(dir: string): Promise<void> {
  for (const folder of Object.keys(targets) as Folder[]) {
    const contentDir = path.join(dir, "content", folder);
    const originals = fs
      .readdirSync(contentDir)
      .filter((file) => file.endsWith(".json"))
      .map((file) => JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8")) as Record<string, unknown>);
    for (let n = originals.length; n < targets[folder]; n += 1) {
      const original = originals[n % originals.length]!;
      const slug = `${String(original.slug)}-${n}`;
      const image = `../images/${slug}.jpg`;
      // A different picture for each entry (hue turned), so image processing has the work a real one would.
      await sharp(path.join(contentDir, String(original[imageField[folder]])))
        .modulate({ hue: (n * 37) % 360 })
        .jpeg({ quality: 80 })
        .toFile(path.join(contentDir, image));
      const entry = { ...original, slug, order: 100 + n, [imageField[folder]]: image };
      if ("title" in entry) entry.title = `${String(original.title)} ${n}`;
      if ("name" in entry) entry.name = `${String(original.name)} ${n}`;
      fs.writeFileSync(path.join(contentDir, `${slug}.json`), JSON.stringify(entry, null, 2) + "\n");
    }
  }
}

interface Run {
  seconds: number;
  rendered: string;
  /** How many films ffmpeg encoded (src/films/ says so in the log for each). */
  films: number;
  complaints: number;
}

/** One production build as `npm test` makes it, timed; how many pages it rendered, and the log's complaints. */
function build(dir: string): Run {
  const started = process.hrtime.bigint();
  const result = spawnSync("npx", ["gatsby", "build"], {
    cwd: dir,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NETLIFY: "true", NETLIFY_LOCAL: "true", GATSBY_GTM_ID: "GTM-TEST123" },
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const log = `${result.stdout}\n${result.stderr}`;
  if (result.status !== 0) throw new Error(`the build in ${dir} failed:\n${log.slice(-4000)}`);
  // "Building static HTML for pages - 3.1s - 24/24": Gatsby counts only the pages it renders this
  // time (a rebuild that renders one says 1/1), so the first number is the one that means something.
  const rendered = /Building static HTML for pages - [\d.]+s - (\d+)\/\d+/.exec(log);
  return {
    seconds,
    rendered: rendered?.[1] ?? "0",
    films: log.match(/Made the web loops of /g)?.length ?? 0,
    complaints: complaints(log).length,
  };
}

/** The one-entry edit a maintainer makes most: a service's description. */
function editOneDescription(dir: string): void {
  const file = path.join(dir, "content", "services", "dronefoto.json");
  const entry = JSON.parse(fs.readFileSync(file, "utf8")) as { description: string };
  entry.description = `${entry.description.replace(/\.$/, "")}, også om vinteren.`;
  fs.writeFileSync(file, JSON.stringify(entry, null, 2) + "\n");
}

/** A maintainer's new film for the case study: 6 s of a 720p test picture, made by the build's ffmpeg. */
function replaceOneFilm(dir: string): void {
  const film = path.join(dir, "content", "videos", "ibka.mp4");
  execFileSync(ffmpeg.path, [
    ...["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc2=size=1280x720:rate=24:duration=6"],
    ...["-c:v", "libx264", "-preset", "veryfast", "-pix_fmt", "yuv420p", film],
  ]);
}

function countEntries(dir: string): string {
  const count = (folder: Folder) =>
    fs.readdirSync(path.join(dir, "content", folder)).filter((file) => file.endsWith(".json")).length;
  return `${count("services")} services, ${count("projects")} case studies, ${count("team")} people`;
}

async function main(): Promise<void> {
  if (args["content-only"]) {
    const dir = copyProject();
    try {
      await multiply(dir);
      const types = { services: "Service", projects: "Project", team: "TeamMember" } as const;
      const problems = (Object.keys(types) as Folder[]).flatMap((folder) =>
        fs
          .readdirSync(path.join(dir, "content", folder))
          .filter((file) => file.endsWith(".json"))
          .flatMap((file) => {
            const data = JSON.parse(fs.readFileSync(path.join(dir, "content", folder, file), "utf8")) as Record<
              string,
              unknown
            >;
            const entryFolder = path.join(dir, "content", folder);
            return validateContent(types[folder], data, `content/${folder}/${file}`, entryFolder);
          }),
      );
      console.log(`generated ${countEntries(dir)}; content problems: ${problems.length}`);
      for (const problem of problems) console.log(`  ${problem}`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    return;
  }
  const rows: string[][] = [];
  const results = new Map<string, { clean: Run; cached: Run }>();
  const entries = new Map<string, string>();
  for (const content of ["now", "multiplied"] as const) {
    if (args.only && args.only !== content) continue;
    const dir = copyProject();
    try {
      if (content === "multiplied") await multiply(dir);
      console.error(`building with ${countEntries(dir)} (${dir})`);
      const clean = build(dir);
      editOneDescription(dir);
      const cached = build(dir);
      replaceOneFilm(dir);
      const newFilm = build(dir);
      results.set(content, { clean, cached });
      entries.set(content, countEntries(dir));
      for (const [kind, run] of [
        ["clean", clean],
        ["cached, one description edited", cached],
        ["cached, one film replaced", newFilm],
      ] as const) {
        const row = [content, kind, run.seconds.toFixed(1), run.rendered, String(run.films), String(run.complaints)];
        rows.push(row);
        // Each row as soon as it is measured: a run that is stopped early still leaves its figures.
        console.error(`| ${row.join(" | ")} |`);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  const now = results.get("now");
  const multiplied = results.get("multiplied");
  const growth =
    now && multiplied
      ? `Growth from the content as it is to multiplied: clean ×${(multiplied.clean.seconds / now.clean.seconds).toFixed(2)}, ` +
        `cached rebuild ×${(multiplied.cached.seconds / now.cached.seconds).toFixed(2)}.`
      : "";
  // Every line of the section stays within the docs' 100 characters.
  const table = [
    "| content | build | seconds | pages rendered | films encoded | ERROR/warn lines |",
    "| --- | --- | ---: | ---: | ---: | ---: |",
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");
  const cpus = os.cpus();
  const section = [
    `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${cpus.length} × ${cpus[0]?.model ?? "CPU"},`,
    `load average ${os.loadavg()[0]!.toFixed(1)} at the end (\`npm run bench:build\`), with the content`,
    [...entries].map(([content, count]) => `${content} (${count})`).join(" and ") + ":",
    "",
    table,
    "",
    growth,
  ].join("\n");
  console.log(section);
  if (!args["no-write"]) writeIntoDocs(section);
}

/** Replaces what stands between the markers in docs/performance.md (adds the section the first time). */
function writeIntoDocs(section: string): void {
  const file = path.join(root, "docs", "performance.md");
  const start = "<!-- build-bench:start -->";
  const end = "<!-- build-bench:end -->";
  const text = fs.readFileSync(file, "utf8");
  const block = `${start}\n${section}\n${end}`;
  const next = text.includes(start)
    ? text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
    : `${text.trimEnd()}\n\n## Build times\n\n${block}\n`;
  fs.writeFileSync(file, next);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
