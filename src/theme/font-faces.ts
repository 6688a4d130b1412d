// Inter's font faces, as a plain style the head carries (gatsby-ssr) rather than in the global
// styled-components style. When its code starts, styled-components moves the server's rules into a
// sheet of its own and removes the server's: faces that go and come back make the browser drop
// them and lay every text out again. Outside styled-components they stay put.
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import arialBold from "@capsizecss/metrics/arial/700";
import inter400 from "@capsizecss/metrics/inter";
import inter500 from "@capsizecss/metrics/inter/500";
import inter600 from "@capsizecss/metrics/inter/600";
import inter700 from "@capsizecss/metrics/inter/700";
import inter800 from "@capsizecss/metrics/inter/800";
import roboto from "@capsizecss/metrics/roboto";
import robotoBold from "@capsizecss/metrics/roboto/700";
import dejaVuSans from "./fonts/dejavu-sans-metrics.json";
import interLatinExt from "./fonts/inter-latin-ext-wght-normal.woff2";
import interLatin from "./fonts/inter-latin-wght-normal.woff2";
import { interFamily, latin, latinExt } from "./inter";
import { fontWeightRange, fontWeights } from "./tokens";

/** The face nearly every page's text needs; gatsby-ssr preloads it. */
export const interLatinUrl = interLatin;

// The weights the files carry, so the browser never asks them for one they lack.
const face = (url: string, unicodeRange: string) =>
  `@font-face{font-family:"${interFamily}";font-style:normal;font-display:swap;` +
  `font-weight:${fontWeightRange.min} ${fontWeightRange.max};` +
  `src:url(${url}) format("woff2-variations");unicode-range:${unicodeRange}}`;

type Metrics = Parameters<typeof createFontStack>[0][number];

/**
 * Inter at each weight the design uses: the metrics of the file the site ships (a test reads them
 * from it). Heavier weights set wider, so each weight gets fallback faces of its own.
 */
export const interAt: Record<number, Metrics> = {
  [fontWeights.regular]: inter400,
  [fontWeights.medium]: inter500,
  [fontWeights.semibold]: inter600,
  [fontWeights.bold]: inter700,
  [fontWeights.heavy]: inter800,
};

/**
 * The local fonts that stand in for Inter until it arrives: Arial (Windows, macOS, iOS), Roboto
 * (Android) and DejaVu Sans (Linux, where Chromium falls back to it). Each is scaled to Inter's
 * average letter width and given Inter's ascent, descent and line gap, so a line holds the same
 * words in both and the swap moves nothing. Text from 600 up is set in the local font's bold.
 */
export const fallbacks: { regular: Metrics; bold: Metrics }[] = [
  dejaVuSans,
  { regular: roboto, bold: robotoBold },
  { regular: arial, bold: arialBold },
];

// One family of faces, each naming its local font: a device takes, weight by weight, the last
// face whose font it has, and skips the ones it lacks.
const fallbackFaces = Object.entries(interAt).flatMap(([weight, inter]) =>
  fallbacks.map(
    (local) =>
      createFontStack([{ ...inter, familyName: interFamily }, Number(weight) < 600 ? local.regular : local.bold], {
        fontFaceProperties: { fontWeight: weight },
      }).fontFaces,
  ),
);

/** The unicode ranges are @fontsource's, so a page only fetches the faces its text uses. */
export const fontFaceCss =
  face(interLatin, latin.unicodeRange) +
  face(interLatinExt, latinExt.unicodeRange) +
  fallbackFaces.map((css) => css.replace(/\n\s*/g, "")).join("");
