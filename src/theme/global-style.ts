// The page-wide base: Inter's font faces, a light reset and element defaults.
import { createGlobalStyle } from "styled-components";
import interLatinExt from "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
import { colors, fontSizes, fonts, lineHeights, media, sizes, space } from "./tokens";

/** The face nearly every page's text needs (æ, ø and å are in Latin-1); gatsby-ssr preloads it. */
export const interLatinUrl = interLatin;

export const GlobalStyle = createGlobalStyle`
  /* The unicode ranges are @fontsource's, so a page only fetches the faces its text uses. */
  @font-face {
    font-family: "Inter Variable";
    font-style: normal;
    font-display: swap;
    font-weight: 100 900;
    src: url(${interLatin}) format("woff2-variations");
    unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308,
      U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
  }

  @font-face {
    font-family: "Inter Variable";
    font-style: normal;
    font-display: swap;
    font-weight: 100 900;
    src: url(${interLatinExt}) format("woff2-variations");
    unicode-range: U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329,
      U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF;
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    /* In-page links land below the fixed header. */
    scroll-padding-top: calc(${sizes.headerHeight} + ${space.md});
  }

  ${media.motionAllowed} {
    html:focus-within {
      scroll-behavior: smooth;
    }
  }

  body {
    margin: 0;
    font-family: ${fonts.body};
    font-size: ${fontSizes.md};
    line-height: ${lineHeights.body};
    color: ${colors.ink};
    background: ${colors.snow};
    -webkit-font-smoothing: antialiased;
  }

  /* Norwegian compounds are long: hyphenate where the browser knows the language (lang="nb"),
     and break a word that still does not fit rather than let it run out of its box. */
  h1,
  h2,
  h3,
  h4 {
    line-height: ${lineHeights.tight};
    letter-spacing: -0.02em;
    margin: 0 0 ${space.md};
    text-wrap: balance;
    hyphens: auto;
    overflow-wrap: break-word;
  }

  p {
    margin: 0 0 ${space.md};
    overflow-wrap: break-word;
  }

  img,
  video,
  svg {
    display: block;
    max-width: 100%;
  }

  /* The page's largest image (eager, high priority) paints the moment it arrives: gatsby-plugin-image
     keeps main images at opacity 0 until React fades them in, which tied the largest paint to hydration. */
  .gatsby-image-wrapper [data-main-image][fetchpriority="high"] {
    opacity: 1 !important;
    transition: none;
  }

  a {
    color: inherit;
  }

  button,
  input,
  textarea,
  select {
    font: inherit;
    color: inherit;
  }

  :focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }

  ${media.reducedMotion} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
