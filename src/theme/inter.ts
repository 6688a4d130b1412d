// Inter's two faces: the file each is drawn from and the characters it is asked for. Read by
// font-faces.ts for the page's @font-face rules and by `npm run fonts`, which makes the files.

/** The family the faces are named by, and the family of the local fonts metric-matched to it. */
export const interFamily = "Inter Variable";
export const interFallbackFamily = `${interFamily} Fallback`;

/** The face nearly every page's text needs (æ, ø and å are in Latin-1); gatsby-ssr preloads it. */
export const latin = {
  file: "inter-latin-wght-normal.woff2",
  unicodeRange:
    "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F," +
    "U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
} as const;

/** Fetched only by a page whose text has a character from its range. */
export const latinExt = {
  file: "inter-latin-ext-wght-normal.woff2",
  unicodeRange:
    "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF," +
    "U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
} as const;
