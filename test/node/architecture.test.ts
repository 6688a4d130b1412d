// The folders keep the layering the README draws: nothing imports upward, no file imports itself
// back through others, and every folder of src/ has its place in the layers.
import fs from "node:fs";
import { fileCycles, folderEdges, layers, readImports, upwardEdges } from "../../scripts/import-map";

const map = readImports();

test("every folder of src/ belongs to a layer", () => {
  const folders = fs
    .readdirSync("src", { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `src/${entry.name}`);
  expect(folders.filter((folder) => !layers.flat().includes(folder))).toEqual([]);
});

test("no folder imports from its own layer or one above it", () => {
  expect(upwardEdges(map)).toEqual([]);
});

test("no source file imports the build's own files (gatsby-*, scripts, tests)", () => {
  const below = new Set(layers.flat());
  const reachingUp = [...folderEdges(map).keys()].filter((edge) => {
    const [from = "", to = ""] = edge.split(" → ");
    return below.has(from) && !below.has(to);
  });
  expect(reachingUp).toEqual([]);
});

test("no import cycle between files, tests included", () => {
  expect(fileCycles(readImports(true))).toEqual([]);
});

test("the check sees the imports it should: the contact form reaches the form contract", () => {
  expect(map.edges.get("src/components/forms/contact-form.tsx")).toContain("src/form-contract/contact-schema.ts");
});
