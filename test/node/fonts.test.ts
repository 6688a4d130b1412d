// Inter's files in src/theme/fonts are made by `npm run fonts` from @fontsource-variable/inter's;
// these tests fail when they no longer are (after an upgrade, or a new weight in the design).
import fs from "node:fs";
import path from "node:path";
import { charactersOf, faces, fontsDir, makeFace } from "../../scripts/subset-fonts";
import { fontWeightRange, fontWeights } from "../../src/theme/tokens";

test.each(faces)("$file is what `npm run fonts` makes of @fontsource's face", async (face) => {
  const shipped = fs.readFileSync(path.join(fontsDir, face.file));
  expect(Buffer.compare(shipped, await makeFace(face))).toBe(0);
});

test("every weight the design uses is one the files carry", () => {
  for (const weight of Object.values(fontWeights)) {
    expect(weight).toBeGreaterThanOrEqual(fontWeightRange.min);
    expect(weight).toBeLessThanOrEqual(fontWeightRange.max);
  }
});

test("a unicode-range is read as every character in it", () => {
  expect(charactersOf("U+0041-0043,U+00E6, U+00F8")).toBe("ABCæø");
  expect(charactersOf("U+1F600")).toBe("😀");
});
