// `npm run imports`: the project's import structure by folder, read from the source itself.
// Prints the lines per folder, every folder → folder edge with its count, and any import cycle
// between files or edge against the layers below; exits 1 on either. The README draws the layers.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const root = path.resolve(__dirname, "..");
const skipped = new Set([
  "node_modules",
  "public",
  "static",
  "content",
  "docs",
  "coverage",
  "test-results",
  "playwright-report",
]);
const sourceDirs = fs
  .readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith(".") && !skipped.has(entry.name))
  .map((entry) => entry.name);
const topFiles = fs.readdirSync(root).filter((name) => /^(gatsby|playwright|jest)-?.*\.(ts|tsx)$/.test(name));
const extensions = [".ts", ".tsx", ".js", ".mjs", ".json"];

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

const isTest = (file: string) => /(__tests__|^test\/|^e2e\/)/.test(file) || /\.(test|spec)\.tsx?$/.test(file);

/** The folder a file belongs to: `src/<name>` inside src, otherwise the top-level folder or file. */
export function folderOf(file: string): string {
  const parts = file.split("/");
  if (parts[0] === "src" && parts.length > 2) return `src/${parts[1]}`;
  if (parts[0] === "content") return "content";
  return parts.length > 1 ? parts[0]! : file;
}

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = path.resolve(path.dirname(path.join(root, from)), specifier);
  for (const candidate of [
    base,
    ...extensions.map((ext) => base + ext),
    ...extensions.map((ext) => path.join(base, "index" + ext)),
  ]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return path.relative(root, candidate);
  }
  return null;
}

/**
 * The folders of src/ from the bottom up: a folder imports only from layers below its own. Content
 * is the floor; the build's own files (gatsby-*, scripts, tests) stand above all and may use any.
 */
export const layers: readonly (readonly string[])[] = [
  ["content"],
  ["src/theme", "src/content-model", "src/environment"],
  ["src/form-contract"],
  ["src/server", "src/consent", "src/hooks"],
  ["src/analytics", "src/headers"],
  ["src/components", "src/local-server", "src/api"],
  ["src/templates", "src/pages"],
  ["src/cms"],
];

const layerOf = (folder: string): number => {
  const index = layers.findIndex((layer) => layer.includes(folder));
  return index === -1 ? layers.length : index;
};

/** Every folder → folder edge that does not point to a lower layer. */
export function upwardEdges(map: ImportMap): string[] {
  return [...folderEdges(map).keys()].filter((edge) => {
    const [from = "", to = ""] = edge.split(" → ");
    return layerOf(from) < layers.length && layerOf(to) >= layerOf(from);
  });
}

export interface ImportMap {
  files: string[];
  edges: Map<string, string[]>;
}

export function readImports(includeTests = false): ImportMap {
  const files = [
    ...sourceDirs.flatMap((dir) => walk(path.join(root, dir))),
    ...topFiles.map((name) => path.join(root, name)),
  ]
    .map((file) => path.relative(root, file))
    .filter((file) => includeTests || !isTest(file))
    .sort();
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const info = ts.preProcessFile(fs.readFileSync(path.join(root, file), "utf8"), true, true);
    const targets = info.importedFiles
      .map((ref) => resolve(file, ref.fileName))
      .filter((target): target is string => target !== null);
    edges.set(file, [...new Set(targets)]);
  }
  return { files, edges };
}

/** Every cycle between files, each as the list of files it passes through. */
export function fileCycles({ files, edges }: ImportMap): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const target of edges.get(file) ?? []) {
      if (state.get(target) === "open") cycles.push([...stack.slice(stack.indexOf(target)), target]);
      else if (!state.has(target) && edges.has(target)) visit(target);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles;
}

export function folderEdges({ edges }: ImportMap): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [file, targets] of edges) {
    for (const target of targets) {
      const from = folderOf(file);
      const to = folderOf(target);
      if (from === to) continue;
      const key = `${from} → ${to}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}

function main() {
  const map = readImports();
  const lines = new Map<string, { files: number; lines: number }>();
  for (const file of map.files) {
    const entry = lines.get(folderOf(file)) ?? { files: 0, lines: 0 };
    entry.files += 1;
    entry.lines += fs.readFileSync(path.join(root, file), "utf8").split("\n").length - 1;
    lines.set(folderOf(file), entry);
  }
  console.log("| folder | files | lines (tests excluded) |\n|---|---|---|");
  for (const [folder, entry] of [...lines].sort()) console.log(`| ${folder} | ${entry.files} | ${entry.lines} |`);
  console.log("\n| imports | count |\n|---|---|");
  for (const [edge, count] of [...folderEdges(map)].sort()) console.log(`| ${edge} | ${count} |`);
  const cycles = fileCycles(readImports(true));
  console.log(`\nimport cycles between files: ${cycles.length}`);
  for (const cycle of cycles) console.log(`  ${cycle.join(" → ")}`);
  const upward = upwardEdges(map);
  console.log(`imports that do not point to a lower layer: ${upward.length}`);
  for (const edge of upward) console.log(`  ${edge}`);
  process.exitCode = cycles.length + upward.length > 0 ? 1 : 0;
}

if (require.main === module) main();
