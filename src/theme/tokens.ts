// The design tokens: the one place colours, type, spacing, breakpoints, motion and layers are
// defined. Styled components import the groups they use, so every style is static CSS.
// Colour pairs used for text are chosen to pass WCAG AA (4.5:1) against their backgrounds.
import { interFallbackFamily, interFamily } from "./inter";

export const colors = {
  ink: "#0d1b2a",
  inkMuted: "#44546a",
  fjord: "#123a5a",
  fjordDeep: "#0a2236",
  glacier: "#e6f0f5",
  snow: "#fbfaf7",
  white: "#ffffff",
  line: "#d5dee6",
  accent: "#b3401b",
  accentHover: "#8f3114",
  accentSoft: "#fbe6dc",
  onDark: "#f3f7fa",
  onDarkMuted: "#b9c9d6",
  focus: "#1d6fd6",
  success: "#1f7a4d",
  danger: "#b42318",
  /** Translucent layers over photos and video, keeping text on them readable. */
  scrim: "rgba(10, 34, 54, 0.72)",
  scrimSoft: "rgba(10, 34, 54, 0.35)",
  onMediaLine: "rgba(255, 255, 255, 0.6)",
} as const;

export const fonts = {
  // Inter, then until it arrives a local font matched to its metrics (src/theme/font-faces.ts),
  // then the system's own sans-serif.
  body: `"${interFamily}", "${interFallbackFamily}", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`,
} as const;

// Fluid type scale (rem at 360 px → rem at 1440 px). `display` (page titles) is sized so a long
// Norwegian compound such as "håndverkerappen" fits whole in a page hero's text column at every
// width from 320 px, beside its picture from 1024 px; `xxl` stays below it on the narrowest phones.
export const fontSizes = {
  xs: "0.8125rem",
  sm: "0.9375rem",
  md: "1.0625rem",
  lg: "clamp(1.125rem, 1.05rem + 0.35vw, 1.3125rem)",
  xl: "clamp(1.375rem, 1.2rem + 0.8vw, 1.75rem)",
  xxl: "clamp(1.625rem, 1.3rem + 1.6vw, 2.75rem)",
  display: "clamp(1.6875rem, 1rem + 3.25vw, 3.75rem)",
  giant: "clamp(4rem, 3rem + 6vw, 8rem)",
} as const;

export const fontWeights = {
  /** The body text's (the browser's `normal`). */
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
  heavy: 800,
} as const;

/**
 * The lightest and the heaviest weight above: the only ones Inter's files carry
 * (src/theme/fonts, made by `npm run fonts`), which keeps them small. A new weight outside it
 * widens it, and the font test then fails until the files are made again.
 */
export const fontWeightRange = {
  min: Math.min(...Object.values(fontWeights)),
  max: Math.max(...Object.values(fontWeights)),
};

export const lineHeights = {
  tight: 1.15,
  snug: 1.3,
  body: 1.6,
} as const;

export const space = {
  xxs: "0.25rem",
  xs: "0.5rem",
  sm: "0.75rem",
  md: "1rem",
  lg: "1.5rem",
  xl: "2rem",
  xxl: "3rem",
  xxxl: "4.5rem",
  section: "clamp(3.5rem, 2.5rem + 4vw, 6.5rem)",
} as const;

export const radii = {
  sm: "6px",
  md: "12px",
  lg: "20px",
  pill: "999px",
} as const;

export const shadows = {
  card: "0 1px 2px rgba(13, 27, 42, 0.06), 0 8px 24px rgba(13, 27, 42, 0.08)",
  raised: "0 2px 4px rgba(13, 27, 42, 0.08), 0 16px 40px rgba(13, 27, 42, 0.14)",
  header: "0 1px 0 rgba(13, 27, 42, 0.08)",
} as const;

/** Bare queries, for what takes one without `@media`: a picture's `<source media>`, `matchMedia`. */
export const mediaQueries = {
  /** Below 600 px an upright screen is a phone's: the home hero shows its tall crop there. */
  portraitPhone: "(orientation: portrait) and (max-width: 599px)",
  reducedMotion: "(prefers-reduced-motion: reduce)",
  /** Screens up to 960 px wide play the film's phone loop, which is that wide. */
  phoneLoop: "(max-width: 960px)",
} as const;

export const media = {
  sm: "@media (min-width: 480px)",
  md: "@media (min-width: 768px)",
  lg: "@media (min-width: 1024px)",
  reducedMotion: `@media ${mediaQueries.reducedMotion}`,
  motionAllowed: "@media (prefers-reduced-motion: no-preference)",
  hover: "@media (hover: hover)",
} as const;

export const sizes = {
  container: "72rem",
  narrow: "46rem",
  headerHeight: "4.25rem",
  touchTarget: "44px",
} as const;

export const zIndices = {
  header: 50,
  /** The deploy preview's ribbon: over the menu, under the cookie banner while it is open. */
  previewRibbon: 65,
  banner: 70,
  tooltip: 80,
  toast: 90,
  skipLink: 100,
} as const;

export const durations = {
  fast: "150ms",
  base: "250ms",
  slow: "450ms",
} as const;
