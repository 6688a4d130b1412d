// The performance budgets of issue 5, in one place for `bench:size` and the jest budget test.
// 1 KB = 1000 bytes here (the stricter reading of "KB"); tables print KiB like Lighthouse does.

export const budgets = {
  /** JavaScript a route needs before it is interactive (framework, app, page chunks), gzip. */
  firstLoadJsGzip: 90_000,
  /** The HTML document with its inlined CSS, gzip. */
  htmlGzip: 40_000,
  /** Font files a route's text needs (woff2 is not gzipped again); only the preloaded one. */
  fonts: 20_000,
  /** The home page's hero poster, as downloaded (AVIF/WebP are not gzipped again). */
  homeHeroPoster: 60_000,
  /** Every file in public/video. */
  video: 1_500_000,
} as const;

/** What Lighthouse has to say on every route (medians of three runs). */
export const lighthouseTargets = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0.01,
} as const;
