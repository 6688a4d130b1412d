// Inter's font faces, as a plain style the head carries (gatsby-ssr) rather than in the global
// styled-components style. When its code starts, styled-components moves the server's rules into a
// sheet of its own and removes the server's: faces that go and come back make the browser drop
// them and lay every text out again. Outside styled-components they stay put.
import interLatinExt from "./fonts/inter-latin-ext-wght-normal.woff2";
import interLatin from "./fonts/inter-latin-wght-normal.woff2";
import { latin, latinExt } from "./inter";
import { fontWeightRange } from "./tokens";

/** The face nearly every page's text needs; gatsby-ssr preloads it. */
export const interLatinUrl = interLatin;

// The weights the files carry, so the browser never asks them for one they lack.
const face = (url: string, unicodeRange: string) =>
  `@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;` +
  `font-weight:${fontWeightRange.min} ${fontWeightRange.max};` +
  `src:url(${url}) format("woff2-variations");unicode-range:${unicodeRange}}`;

/** The unicode ranges are @fontsource's, so a page only fetches the faces its text uses. */
export const fontFaceCss = face(interLatin, latin.unicodeRange) + face(interLatinExt, latinExt.unicodeRange);
