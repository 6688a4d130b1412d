// Makes the Inter files the site ships (src/theme/fonts) from @fontsource-variable/inter's. Each
// keeps every character its face is asked for, but only the weights the design uses
// (fontWeightRange) and the OpenType features browsers apply by themselves. That takes the face
// nearly every page preloads from 48 to 28 KB, a round trip less on a slow phone connection, and
// changes no letter on the page. Run `npm run fonts` after upgrading @fontsource-variable/inter;
// a test fails until the files match what this makes.
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { latin, latinExt } from "../src/theme/inter";
import { fontWeightRange } from "../src/theme/tokens";

const root = path.resolve(__dirname, "..");
const sourceDir = path.join(root, "node_modules/@fontsource-variable/inter/files");
export const fontsDir = path.join(root, "src/theme/fonts");
export const faces = [latin, latinExt];

// Contextual alternates, glyph composition, local forms, kerning and mark positioning: what a
// browser shapes text with unless a style asks for more. Inter's fraction and figure features
// (frac, numr, dnom, tnum, pnum) are never asked for here.
const features = ["calt", "ccmp", "locl", "kern", "mark", "mkmk"];

/** Every character of a CSS unicode-range ("U+0000-00FF,U+0131,…"), as a string. */
export function charactersOf(unicodeRange: string): string {
  return unicodeRange
    .split(",")
    .flatMap((part) => {
      const [from = "", to = from] = part.trim().replace(/^U\+/i, "").split("-");
      const start = parseInt(from, 16);
      return Array.from({ length: parseInt(to, 16) - start + 1 }, (_, i) => String.fromCodePoint(start + i));
    })
    .join("");
}

/** The file the site ships for a face, made from @fontsource's. */
export function makeFace(face: (typeof faces)[number]): Promise<Buffer> {
  return subsetFont(fs.readFileSync(path.join(sourceDir, face.file)), charactersOf(face.unicodeRange), {
    targetFormat: "woff2",
    keepFeatures: features,
    variationAxes: { wght: { min: fontWeightRange.min, max: fontWeightRange.max } },
  });
}

async function main(): Promise<void> {
  for (const face of faces) {
    const font = await makeFace(face);
    fs.writeFileSync(path.join(fontsDir, face.file), font);
    const before = fs.statSync(path.join(sourceDir, face.file)).size;
    console.log(`${face.file}: ${(before / 1024).toFixed(1)} KiB → ${(font.length / 1024).toFixed(1)} KiB`);
  }
}

// Run as `npm run fonts`; the test imports makeFace without writing anything.
if (require.main === module) void main();
