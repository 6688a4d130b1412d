import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import * as babel from "prettier/plugins/babel";
import * as estree from "prettier/plugins/estree";
import { format } from "prettier/standalone";
import prettierOptions from "../../../.prettierrc.json";
import { collections } from "../config";
import { ordered, toContentJson, tidy, type FieldOrder } from "../json-format";

const contentDir = path.resolve(__dirname, "../../../content");
const jsonFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(full);
    return entry.name.endsWith(".json") ? [full] : [];
  });

/**
 * What Prettier itself, with this repository's options, makes of `data` written with every
 * object opened on its own lines (as the files in content/ have them). Its standalone build, as
 * jest cannot import its ES-module main entry here.
 */
const prettierJson = (data: unknown) =>
  format(JSON.stringify(data, null, 2), { ...prettierOptions, parser: "json", plugins: [babel, estree] });

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

  it.each(jsonFiles(contentDir).map((file) => [path.relative(contentDir, file), file]))(
    "writes %s exactly as Prettier does",
    async (relative, file) => {
      const data: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
      expect(toContentJson(data, fieldsFor(relative))).toBe(await prettierJson(data));
    },
  );

  // Any text (wide, combining and astral characters take up other widths than their length), and
  // lists of numbers, which Prettier fills line by line.
  it("writes any content exactly as Prettier does", async () => {
    const text = fc.string({ maxLength: 40, unit: "grapheme" });
    const leaf = fc.oneof(text, fc.integer(), fc.boolean());
    const tree = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: "small" },
        leaf,
        fc.array(leaf, { maxLength: 8 }),
        fc.array(text, { maxLength: 12 }),
        fc.array(fc.integer(), { maxLength: 30 }),
        fc.array(tie("object"), { maxLength: 3 }),
        tie("object"),
      ),
      object: fc.dictionary(fc.string({ minLength: 1, maxLength: 20, unit: "grapheme" }), tie("node"), { maxKeys: 5 }),
    }));
    await fc.assert(
      fc.asyncProperty(tree.object, async (data) => {
        expect(toContentJson(data)).toBe(await prettierJson(ordered(tidy(data) ?? {}, undefined)));
      }),
      { numRuns: 300, seed: 29 },
    );
  });

  it("trims text and leaves out fields a maintainer emptied", () => {
    expect(
      tidy({ title: " Video ", heroVideoWebm: "", solution: [], externalLink: { label: "", url: " " }, order: 2 }),
    ).toEqual({ title: "Video", order: 2 });
    expect(tidy({ tags: ["Foto", " ", "Video "] })).toEqual({ tags: ["Foto", "Video"] });
  });
});
