import os from "node:os";
import path from "node:path";
import { classesOf, classNameTable, shortLocalIdent, shortName } from "../css-class-names";

const root = path.resolve(__dirname, "../../..");
const identifier = /^_[a-zA-Z][a-zA-Z0-9]*$/;

test("short names are distinct CSS identifiers and grow only when they must", () => {
  const names = Array.from({ length: 10_000 }, (_, index) => shortName(index));
  expect(new Set(names).size).toBe(names.length);
  for (const name of names) expect(name).toMatch(identifier);
  expect(names.slice(0, 3)).toEqual(["_a", "_b", "_c"]);
  expect(names[51]).toBe("_Z");
  expect(names[52]).toHaveLength(3);
  expect(names[52 + 52 * 62 - 1]).toHaveLength(3);
  expect(names[52 + 52 * 62]).toHaveLength(4);
});

test("reads the classes of a module, not its comments, :global names or numbers", () => {
  const css = `/* .inComment */ .card { margin: 0.5rem } .card:hover .title, .is-open > .x_1 {}
    :global(.lucide) .icon {} @media (min-width: 768px) { .grid { gap: 1.5em } }`;
  expect(classesOf(css).sort()).toEqual(["card", "grid", "icon", "is-open", "title", "x_1"]);
});

test("names every class of every module under src/ once, the same way on every build", () => {
  const first = classNameTable(root);
  const second = classNameTable(root);
  expect([...first]).toEqual([...second]);
  expect(new Set(first.values()).size).toBe(first.size);
  expect(first.get("src/components/ui/button.module.css\u0000button")).toMatch(identifier);
});

test("names a class the way css-loader asks for it, and leaves a module the table missed to css-loader", () => {
  const getLocalIdent = shortLocalIdent(root);
  const table = classNameTable(root);
  const resourcePath = path.join(root, "src/components/ui/button.module.css");
  expect(getLocalIdent({ resourcePath }, "[hash]", "button")).toBe(
    table.get("src/components/ui/button.module.css\u0000button"),
  );
  const outside = { resourcePath: path.join(os.tmpdir(), "elsewhere", "widget.module.css") };
  expect(getLocalIdent(outside, "[hash]", "panel")).toBeUndefined();
});
