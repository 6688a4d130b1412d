// Inter's files in src/theme/fonts are made by `npm run fonts` from @fontsource-variable/inter's;
// these tests fail when they no longer are (after an upgrade, or a weight in the tokens outside
// the range the files carry).
import fs from "node:fs";
import path from "node:path";
import { charactersOf, faces, fontsDir, makeFace } from "../../scripts/subset-fonts";

test.each(faces)("$file is what `npm run fonts` makes of @fontsource's face", async (face) => {
  const shipped = fs.readFileSync(path.join(fontsDir, face.file));
  expect(Buffer.compare(shipped, await makeFace(face))).toBe(0);
});

// A style asking for OpenType features: figures, fractions, stylistic sets and the like.
const featureStyle = /font-feature-settings|fontFeatureSettings|font-variant-[a-z]+|fontVariant[A-Z]/;

test("no style asks for an OpenType feature the files leave out", () => {
  // They keep only what browsers apply by themselves (scripts/subset-fonts.ts): a style asking for
  // more would silently get the default forms.
  const asking = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return asking(file);
      return /\.(tsx?|css)$/.test(entry.name) && featureStyle.test(fs.readFileSync(file, "utf8")) ? [file] : [];
    });
  expect(asking("src")).toEqual([]);
});

test("a unicode-range is read as every character in it", () => {
  expect(charactersOf("U+0041-0043,U+00E6, U+00F8")).toBe("ABCæø");
  expect(charactersOf("U+1F600")).toBe("😀");
});
