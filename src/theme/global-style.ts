// The page-wide base: a light reset and element defaults. Inter's faces are in ./font-faces.
import { createGlobalStyle } from "styled-components";
import { colors, fontSizes, fonts, lineHeights, media, sizes, space } from "./tokens";

export const GlobalStyle = createGlobalStyle`
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

  /* Headings keep their words whole: the type scale is sized so a long Norwegian compound fits
     its box from 320 px. Browsers that hyphenate Norwegian (Firefox, Safari, Chrome on Android)
     would otherwise split words that fit, to balance the lines. A word longer than its box (a
     maintainer's own) still breaks rather than run out of it. */
  h1,
  h2,
  h3,
  h4 {
    line-height: ${lineHeights.tight};
    letter-spacing: -0.02em;
    margin: 0 0 ${space.md};
    text-wrap: balance;
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
