// `npm run imports`: the project's import structure by folder, read from the source itself.
// Prints the lines per folder, every folder → folder edge with its count, and any import cycle
// between files or edge against the layers below; exits 1 on either. docs/architecture.md draws the layers.
import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import ts from "typescript";

const projectRoot = path.resolve(__dirname, "..");
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
const sourceDirs = (root: string) =>
  fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith(".") && !skipped.has(entry.name))
    .map((entry) => entry.name);
const topFiles = (root: string) =>
  fs.readdirSync(root).filter((name) => /^(gatsby|playwright|jest)-?.*\.(ts|tsx)$/.test(name));
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

function resolve(root: string, from: string, specifier: string): string | null {
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
  ["src/form-contract", "src/films"],
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
  /** Each file's imports of the project's own files. */
  edges: Map<string, string[]>;
  /** Each file's imports of packages and Node built-ins, by package name ("node:fs" as "fs"). */
  packages: Map<string, string[]>;
}

/** "lodash/fp" → "lodash", "@scope/name/x" → "@scope/name", "node:fs" → "fs". */
const packageName = (specifier: string): string => {
  const bare = specifier.replace(/^node:/, "");
  const parts = bare.split("/");
  return bare.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
};

/** Every import of the project's files (tests only when asked); `root` lets a test read a fixture tree. */
export function readImports(includeTests = false, root = projectRoot): ImportMap {
  const files = [
    ...sourceDirs(root).flatMap((dir) => walk(path.join(root, dir))),
    ...topFiles(root).map((name) => path.join(root, name)),
  ]
    .map((file) => path.relative(root, file))
    .filter((file) => includeTests || !isTest(file))
    .sort();
  const edges = new Map<string, string[]>();
  const packages = new Map<string, string[]>();
  for (const file of files) {
    const info = ts.preProcessFile(fs.readFileSync(path.join(root, file), "utf8"), true, true);
    const specifiers = info.importedFiles.map((ref) => ref.fileName);
    const targets = specifiers
      .map((specifier) => resolve(root, file, specifier))
      .filter((target): target is string => target !== null);
    edges.set(file, [...new Set(targets)]);
    packages.set(file, [...new Set(specifiers.filter((specifier) => !specifier.startsWith(".")).map(packageName))]);
  }
  return { files, edges, packages };
}

/**
 * Code that runs in the browser: every file of these rooms, the site's browser hooks, and the
 * editor's bundle, whose one entry is src/cms/cms.tsx (the rest of src/cms configures its build
 * in gatsby-node and may use Node).
 */
export const browserRooms = [
  "src/theme",
  "src/consent",
  "src/hooks",
  "src/analytics",
  "src/components",
  "src/templates",
  "src/pages",
] as const;
const browserEntries = (files: readonly string[]): string[] =>
  files.filter(
    (file) =>
      (browserRooms as readonly string[]).includes(folderOf(file)) ||
      file === "gatsby-browser.tsx" ||
      file === "src/cms/cms.tsx",
  );

/** Rooms whose code runs only in Node: the functions' logic and host, the build's header writer and film encoder. */
export const serverRooms = ["src/server", "src/local-server", "src/api", "src/headers", "src/films"] as const;

/** Packages that exist only in Node, beside Node's own modules. */
export const serverPackages = ["nodemailer", "ioredis"] as const;

/**
 * Rooms both sides use: the content, its shape and routes, the environment, the forms' contract.
 * Browser code may import them; a file there that needs Node (the build's content check) is one it
 * must not reach, which browserToServer checks like any other.
 */
export const sharedRooms = ["content", "src/content-model", "src/form-contract", "src/environment"] as const;

const isServerOnly = (file: string) => (serverRooms as readonly string[]).includes(folderOf(file));
const isServerPackage = (name: string) =>
  (serverPackages as readonly string[]).includes(name) || builtinModules.includes(name);

/**
 * Every way browser code reaches server-only code, directly or through the files it imports: each
 * as the chain of files from browser code to the server-only file or package ("a → b → nodemailer").
 */
export function browserToServer(map: ImportMap): string[] {
  const found = new Set<string>();
  for (const entry of browserEntries(map.files)) {
    const seen = new Set<string>([entry]);
    const queue: string[][] = [[entry]];
    while (queue.length > 0) {
      const chain = queue.shift()!;
      const file = chain[chain.length - 1]!;
      if (isServerOnly(file)) {
        found.add(chain.join(" → "));
        continue;
      }
      for (const name of map.packages.get(file) ?? []) {
        if (isServerPackage(name)) found.add([...chain, name].join(" → "));
      }
      for (const target of map.edges.get(file) ?? []) {
        if (seen.has(target)) continue;
        seen.add(target);
        queue.push([...chain, target]);
      }
    }
  }
  // One chain per server-only file or package reached from each browser file is enough to act on.
  return [...found].sort();
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
    entry.lines += fs.readFileSync(path.join(projectRoot, file), "utf8").split("\n").length - 1;
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
  const crossing = browserToServer(map);
  console.log(`browser code reaching server-only code: ${crossing.length}`);
  for (const chain of crossing) console.log(`  ${chain}`);
  process.exitCode = cycles.length + upward.length + crossing.length > 0 ? 1 : 0;
}

if (require.main === module) main();
