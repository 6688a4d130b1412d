// The folders keep the layering docs/architecture.md draws: nothing imports upward, no file imports itself
// back through others, every folder of src/ has its place in the layers, and code that runs in the
// browser never reaches code that runs only in Node.
import fs from "node:fs";
import path from "node:path";
import {
  browserRooms,
  browserToServer,
  fileCycles,
  folderEdges,
  layers,
  readImports,
  serverRooms,
  sharedRooms,
  upwardEdges,
} from "../../scripts/import-map";

const map = readImports();

test("every folder of src/ belongs to a layer and to one side: browser, server or shared", () => {
  const folders = fs
    .readdirSync("src", { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `src/${entry.name}`);
  expect(folders.filter((folder) => !layers.flat().includes(folder))).toEqual([]);
  const sides: readonly string[] = [...browserRooms, ...serverRooms, ...sharedRooms, "src/cms"];
  expect(folders.filter((folder) => !sides.includes(folder))).toEqual([]);
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

test("browser code reaches no server-only code, Node built-in, nodemailer or ioredis", () => {
  expect(browserToServer(map)).toEqual([]);
});

test("the browser/server check fails on browser code that imports server code, directly or through a shared file", () => {
  const fixture = readImports(false, path.resolve(__dirname, "../fixtures/browser-imports-server"));
  expect(browserToServer(fixture)).toEqual([
    "src/components/ui/button.tsx → src/server/mail/mailer.ts",
    "src/pages/index.tsx → src/components/ui/button.tsx → src/server/mail/mailer.ts",
    "src/pages/index.tsx → src/form-contract/leaky.ts → fs",
  ]);
});
