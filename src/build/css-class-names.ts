// Production names for the classes of the CSS modules. Every page carries its stylesheet inline
// and uses the names in its markup, so their length is paid twice on every page. Gatsby's
// "file-module--class--1a2b3" cost about 3 KB gzip per page; a random six-character hash still
// about 2 KB (hashes compress badly). Here each class gets the shortest name its place in a sorted
// list of all (module, class) pairs allows: "_a", "_b", … "_aB". The list is read from the module
// files at build time, so both production compilations (the server's markup and the browser's
// stylesheet) name a class alike. `gatsby develop` keeps Gatsby's readable names.
import fs from "node:fs";
import path from "node:path";

const FIRST = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const REST = `${FIRST}0123456789`;

/** "_" and a base-52/62 number: "_a" … "_Z", "_aa" …; never starts with a digit or a dash. */
export function shortName(index: number): string {
  let name = FIRST[index % FIRST.length] ?? "";
  let rest = Math.floor(index / FIRST.length);
  while (rest > 0) {
    rest -= 1;
    name += REST[rest % REST.length] ?? "";
    rest = Math.floor(rest / REST.length);
  }
  return `_${name}`;
}

/**
 * Class names a CSS module defines: every class selector outside comments and :global(…), not
 * the fractional part of a number ("0.5rem"). The CSS tests read modules through this too.
 */
export function classesOf(css: string): string[] {
  const local = css.replace(/\/\*[\s\S]*?\*\//g, "").replace(/:global\([^)]*\)/g, "");
  return [...new Set([...local.matchAll(/(?<![\w-])\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? ""))];
}

/** Key of one class: the module's path from the project root (with "/") and the class. */
const keyOf = (root: string, file: string, local: string) =>
  `${path.relative(root, file).split(path.sep).join("/")}\u0000${local}`;

/** The table for every CSS module under `srcDir`, in a stable order. */
export function classNameTable(root: string, srcDir = path.join(root, "src")): Map<string, string> {
  const keys = fs
    .readdirSync(srcDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".module.css"))
    .map((file) => path.join(srcDir, file))
    .flatMap((file) => classesOf(fs.readFileSync(file, "utf8")).map((local) => keyOf(root, file, local)))
    .sort();
  return new Map(keys.map((key, index) => [key, shortName(index)]));
}

interface LoaderContext {
  resourcePath: string;
}

/**
 * css-loader's `modules.getLocalIdent`: the short name from the table; for a class the table
 * does not know (a module outside src/), undefined, which makes css-loader use its own name.
 */
export function shortLocalIdent(
  root: string,
): (context: LoaderContext, _name: string, local: string) => string | undefined {
  const table = classNameTable(root);
  return (context, _name, local) => table.get(keyOf(root, context.resourcePath, local));
}
