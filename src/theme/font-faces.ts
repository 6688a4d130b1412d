// Inter's font faces, as a plain style the head carries (gatsby-ssr) rather than in the global
// styled-components style. When its code starts, styled-components moves the server's rules into a
// sheet of its own and removes the server's: faces that go and come back make the browser drop
// them and lay every text out again. Outside styled-components they stay put.
import interLatinExt from "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";

/** The face nearly every page's text needs (æ, ø and å are in Latin-1); gatsby-ssr preloads it. */
export const interLatinUrl = interLatin;

const face = (url: string, unicodeRange: string) =>
  `@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:100 900;` +
  `src:url(${url}) format("woff2-variations");unicode-range:${unicodeRange}}`;

/** The unicode ranges are @fontsource's, so a page only fetches the faces its text uses. */
export const fontFaceCss =
  face(
    interLatin,
    "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F," +
      "U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  ) +
  face(
    interLatinExt,
    "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF," +
      "U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
  );
