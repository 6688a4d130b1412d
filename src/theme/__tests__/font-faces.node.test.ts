// Inter's fallback faces: what the head's style gives each local font, and where the metrics
// come from (the font files, read by @capsizecss/unpack).
import fs from "node:fs";
import path from "node:path";
import { fallbackMetricsFile, fontsDir, makeFallbackMetrics, readMetrics } from "../../../scripts/subset-fonts";
import { fallbacks, fontFaceCss, interAt } from "../font-faces";
import { interFallbackFamily, interFamily } from "../inter";
import { fontWeights, fonts } from "../tokens";

interface Face {
  family: string;
  local: string[];
  weight: number;
  sizeAdjust: number;
  ascent: number;
  descent: number;
}

const percent = (value: string | undefined) => (value === undefined ? NaN : parseFloat(value) / 100);

/** The fallback faces of the head's style, read back from its CSS. */
function fallbackFaces(): Face[] {
  return [...fontFaceCss.matchAll(/@font-face\s*\{([^}]*)\}/g)]
    .map(([, body = ""]) =>
      Object.fromEntries(
        body
          .split(";")
          .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()))
          .filter(([name]) => name),
      ),
    )
    .filter((rule: Record<string, string>) => rule["src"]?.startsWith("local("))
    .map((rule: Record<string, string>) => ({
      family: (rule["font-family"] ?? "").replace(/^"|"$/g, ""),
      local: [...(rule["src"] ?? "").matchAll(/local\('([^']+)'\)/g)].map(([, name]) => name ?? ""),
      weight: Number(rule["font-weight"]),
      sizeAdjust: percent(rule["size-adjust"]),
      ascent: percent(rule["ascent-override"]),
      descent: percent(rule["descent-override"]),
    }));
}

test("every local stand-in, at every weight the design uses, sets Inter's letter width and line metrics", () => {
  const faces = fallbackFaces();
  for (const weight of Object.values(fontWeights)) {
    const inter = interAt[weight]!;
    for (const { regular, bold } of fallbacks) {
      const local = weight < 600 ? regular : bold;
      const found = faces.filter((f) => f.weight === weight && f.local.includes(local.fullName ?? ""));
      expect(found).toHaveLength(1);
      const [face] = found as [Face];
      expect(face.family).toBe(interFallbackFamily);
      // Scaled by size-adjust, the local font's average letter is as wide as Inter's at that weight,
      // and its ascent and descent are Inter's.
      expect(face.sizeAdjust * (local.xWidthAvg / local.unitsPerEm)).toBeCloseTo(inter.xWidthAvg / inter.unitsPerEm, 3);
      expect(face.ascent * face.sizeAdjust).toBeCloseTo(inter.ascent / inter.unitsPerEm, 3);
      expect(face.descent * face.sizeAdjust).toBeCloseTo(-inter.descent / inter.unitsPerEm, 3);
    }
  }
  expect(faces).toHaveLength(Object.values(fontWeights).length * fallbacks.length);
});

test("the local stand-ins include DejaVu Sans, the font Chromium falls back to on Linux", () => {
  const names = fallbackFaces().flatMap((face) => face.local);
  expect(names).toEqual(expect.arrayContaining(["DejaVu Sans", "DejaVu Sans Bold", "Arial", "Roboto Regular"]));
});

test("the Inter metrics the faces are computed from are those of the file the site ships", () => {
  const shipped = readMetrics(path.join(fontsDir, "inter-latin-wght-normal.woff2"));
  const { ascent, descent, lineGap, unitsPerEm, xWidthAvg } = interAt[fontWeights.regular]!;
  expect(shipped).toMatchObject({ ascent, descent, lineGap, unitsPerEm, xWidthAvg });
});

test("DejaVu Sans's metrics are what `npm run fonts` reads from its font files", () => {
  expect(fs.readFileSync(fallbackMetricsFile, "utf8")).toBe(makeFallbackMetrics());
});

test("every text asks for Inter, then its metric-matched stand-in, then the system's font", () => {
  expect(fonts.body.startsWith(`"${interFamily}", "${interFallbackFamily}", `)).toBe(true);
});
