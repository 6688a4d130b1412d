import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import os from "node:os";
import fc from "fast-check";
import { collections } from "../config";
import { toContentJson, tidy, type FieldOrder } from "../json-format";

const contentDir = path.resolve(__dirname, "../../../content");
const jsonFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(full);
    return entry.name.endsWith(".json") ? [full] : [];
  });

// Prettier 3 is ES modules only, which jest cannot import here: its command line checks the files.
const prettierCheck = (dir: string) =>
  execFileSync(
    process.execPath,
    [require.resolve("prettier/bin/prettier.cjs"), "--check", "--no-config", "--print-width", "120", dir],
    {
      encoding: "utf8",
      stdio: "pipe",
    },
  );

describe("the editor's JSON", () => {
  const fieldsFor = (relative: string): readonly FieldOrder[] => {
    const collection = collections.find(
      (candidate) =>
        candidate.files?.some((file) => file.file === `content/${relative}`) ||
        candidate.folder === `content/${path.dirname(relative)}`,
    );
    return collection?.fields ?? collection?.files?.[0]?.fields ?? [];
  };
  const shuffled = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(shuffled);
    if (value === null || typeof value !== "object") return value;
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([key, item]) => [key, shuffled(item)]),
    );
  };

  it.each(jsonFiles(contentDir).map((file) => [path.relative(contentDir, file), file]))(
    "writes %s back byte for byte, whatever order the editor holds its keys in",
    (relative, file) => {
      const text = fs.readFileSync(file, "utf8");
      expect(toContentJson(shuffled(JSON.parse(text)), fieldsFor(relative))).toBe(text);
    },
  );

  it("is already formatted the way Prettier formats it", () => {
    const text = fc.string({ maxLength: 40 });
    const leaf = fc.oneof(text, fc.integer(), fc.boolean());
    const tree = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: "small" },
        leaf,
        fc.array(leaf, { maxLength: 8 }),
        fc.array(tie("object"), { maxLength: 3 }),
        tie("object"),
      ),
      object: fc.dictionary(fc.string({ minLength: 1, maxLength: 20 }), tie("node"), { maxKeys: 5 }),
    }));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-json-"));
    try {
      fc.sample(tree.object, { numRuns: 300, seed: 29 }).forEach((data, index) => {
        fs.writeFileSync(path.join(dir, `${index}.json`), toContentJson(data));
      });
      expect(() => prettierCheck(dir)).not.toThrow();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("trims text and leaves out fields a maintainer emptied", () => {
    expect(
      tidy({ title: " Video ", heroVideoWebm: "", solution: [], externalLink: { label: "", url: " " }, order: 2 }),
    ).toEqual({ title: "Video", order: 2 });
    expect(tidy({ tags: ["Foto", " ", "Video "] })).toEqual({ tags: ["Foto", "Video"] });
  });
});
