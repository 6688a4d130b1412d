// Makes the Inter files the site ships (src/theme/fonts) from @fontsource-variable/inter's. Each
// keeps every character its face is asked for, but only the weights the design uses
// (fontWeightRange) and the OpenType features browsers apply by themselves. That takes the face
// nearly every page preloads from 48 to 28 KB, a round trip less on a slow phone connection, and
// changes no letter on the page. It also reads the metrics of DejaVu Sans, the local font Linux
// falls back to, from its files (dejavu-fonts-ttf), for Inter's metric-matched fallback faces
// (src/theme/font-faces.ts; the metrics of the other local fonts come with @capsizecss/metrics).
// Run `npm run fonts` after upgrading @fontsource-variable/inter or dejavu-fonts-ttf; a test
// fails until the files match what this makes.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { fromFile } from "@capsizecss/unpack/fs";
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

type FontMetrics = Awaited<ReturnType<typeof fromFile>>;

export const fallbackMetricsFile = path.join(fontsDir, "dejavu-sans-metrics.json");

/**
 * A font file's metrics, as Capsize reads them. Its reader is an ES module only and uses class
 * features jest's compiler rejects, so it runs in a Node process of its own, which the tests
 * can call too.
 */
export function readMetrics(file: string): FontMetrics {
  const read = `import { fromFile } from "@capsizecss/unpack/fs"; console.log(JSON.stringify(await fromFile(process.argv[1])));`;
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", read, file], { cwd: root });
  return JSON.parse(output.toString()) as FontMetrics;
}

/** DejaVu Sans's regular and bold metrics, read from its font files. */
export function makeFallbackMetrics(): string {
  const dir = path.join(root, "node_modules/dejavu-fonts-ttf/ttf");
  const [regular, bold] = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"].map((file) => readMetrics(path.join(dir, file)));
  return `${JSON.stringify({ regular, bold }, null, 2)}\n`;
}

async function main(): Promise<void> {
  fs.writeFileSync(fallbackMetricsFile, makeFallbackMetrics());
  for (const face of faces) {
    const font = await makeFace(face);
    fs.writeFileSync(path.join(fontsDir, face.file), font);
    const before = fs.statSync(path.join(sourceDir, face.file)).size;
    console.log(`${face.file}: ${(before / 1024).toFixed(1)} KiB → ${(font.length / 1024).toFixed(1)} KiB`);
  }
}

// Run as `npm run fonts`; the test imports makeFace without writing anything.
if (require.main === module) void main();
