import { createGlobalStyle } from "styled-components";
import { theme } from "./tokens";

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    scroll-padding-top: calc(${theme.sizes.headerHeight} + ${theme.space.md});
  }

  @media (prefers-reduced-motion: no-preference) {
    html:focus-within { scroll-behavior: smooth; }
  }

  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.body};
    color: ${theme.colors.ink};
    background: ${theme.colors.snow};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }

  h1, h2, h3, h4 {
    font-family: ${theme.fonts.heading};
    line-height: ${theme.lineHeights.tight};
    letter-spacing: -0.02em;
    margin: 0 0 ${theme.space.md};
    text-wrap: balance;
  }

  p { margin: 0 0 ${theme.space.md}; }

  img, video, svg { display: block; max-width: 100%; }

  /* The page's largest image (eager, fetchpriority high) paints the moment it arrives.
     gatsby-plugin-image keeps main images at opacity 0 until a script fades them in, which
     ties the LCP to the main thread being free; the placeholder colour covers the wait. */
  .gatsby-image-wrapper [data-main-image][fetchpriority="high"] {
    opacity: 1 !important;
    transition: none;
  }

  a { color: inherit; }

  button, input, textarea, select { font: inherit; color: inherit; }

  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }

  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
