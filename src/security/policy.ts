// The response headers every page of the site is served with, defined once: gatsby-config
// hands them to Gatsby (and so to gatsby-adapter-netlify's _headers), and the local server
// serves the _headers file built from them.
import { createHash } from "node:crypto";

export interface HeaderEntry {
  key: string;
  value: string;
}

export interface PolicyOptions {
  /** Whether a Tag Manager container is configured (GATSBY_GTM_ID): only then are Google's hosts allowed. */
  tagManager: boolean;
  /** The exact text of every inline script the pages may contain; each is allowed by its hash. */
  inlineScripts: readonly string[];
}

type Directive =
  | "default-src"
  | "script-src"
  | "style-src"
  | "img-src"
  | "font-src"
  | "connect-src"
  | "media-src"
  | "manifest-src"
  | "object-src"
  | "base-uri"
  | "form-action"
  | "frame-ancestors";

type Sources = Partial<Record<Directive, readonly string[]>>;

/**
 * What a consented Tag Manager container with a Google Analytics 4 tag loads, after
 * Google's CSP guide for Tag Manager: gtm.js and gtag.js from the Tag Manager host, the
 * measurement hits (fetch, sendBeacon, or an image as fallback) to the Analytics hosts.
 * Custom HTML tags and Custom JavaScript variables are deliberately not allowed: they
 * would need 'unsafe-inline' / 'unsafe-eval'. A container that uses Google Ads or
 * Floodlight needs those hosts added here.
 */
export const TAG_MANAGER_SOURCES: Sources = {
  "script-src": ["https://www.googletagmanager.com"],
  "img-src": ["https://www.googletagmanager.com", "https://*.google-analytics.com"],
  "connect-src": [
    "https://www.googletagmanager.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
  ],
};

/** The CSP source expression that allows one inline script, e.g. 'sha256-…'. */
export function cspHash(scriptText: string): string {
  return `'sha256-${createHash("sha256").update(scriptText, "utf8").digest("base64")}'`;
}

const unique = (values: readonly string[]): string[] => [...new Set(values)];

export function contentSecurityPolicy({ tagManager, inlineScripts }: PolicyOptions): string {
  const hashes = unique(inlineScripts.map(cspHash)).sort();
  const sources: Sources = {
    // Everything not named below is refused.
    "default-src": ["'none'"],
    // Gatsby's bundles from this origin; inline scripts only by hash (no 'unsafe-inline', no 'unsafe-eval').
    "script-src": ["'self'", ...hashes],
    // Gatsby inlines the site's CSS as a <style> block and gatsby-plugin-image writes <style>
    // blocks and style="" attributes, whose text changes with every build; styles cannot run
    // code, and the Observatory scores this case without a penalty.
    "style-src": ["'self'", "'unsafe-inline'"],
    // gatsby-plugin-image sizes its placeholders with data: SVGs.
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    // page-data, app-data and the two form functions.
    "connect-src": ["'self'"],
    // The hero and case-study videos under /video.
    "media-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  if (tagManager) {
    for (const [directive, extra] of Object.entries(TAG_MANAGER_SOURCES) as [Directive, string[]][]) {
      sources[directive] = [...(sources[directive] ?? []), ...extra];
    }
  }
  return Object.entries(sources)
    .map(([directive, list]) => `${directive} ${unique(list ?? []).join(" ")}`)
    .join("; ");
}

/**
 * Header names are lower case on purpose: Gatsby's defaults (x-content-type-options,
 * referrer-policy, …) are lower case, and an entry only replaces a default when the
 * key is spelt the same.
 */
export function securityHeaders(options: PolicyOptions): HeaderEntry[] {
  return [
    { key: "content-security-policy", value: contentSecurityPolicy(options) },
    { key: "strict-transport-security", value: "max-age=63072000; includeSubDomains; preload" },
    { key: "x-content-type-options", value: "nosniff" },
    { key: "referrer-policy", value: "strict-origin-when-cross-origin" },
    // Gatsby's default "1; mode=block" turns on the XSS auditor that old browsers had, which could
    // be used to blank out parts of a page; no current browser has one, and the CSP does its job.
    // "0" is what OWASP recommends, and 12 bytes shorter on every response.
    { key: "x-xss-protection", value: "0" },
    { key: "permissions-policy", value: "camera=(), microphone=(), geolocation=()" },
    { key: "cross-origin-opener-policy", value: "same-origin" },
    // Nobody else's page may embed our files; costs nothing, since every page loads only its own.
    { key: "cross-origin-resource-policy", value: "same-origin" },
  ];
}

/** The shape of gatsby-config's `headers` option. */
export interface GatsbyHeaderRule {
  source: string;
  headers: HeaderEntry[];
}

/**
 * For gatsby-config's `headers`. Caching is left to Gatsby's defaults, which already are
 * what the site needs: `public, max-age=31536000, immutable` for the content-hashed webpack
 * assets and /static/*, `public, max-age=0, must-revalidate` for HTML, page-data, app-data
 * and the static-query results (named by the query's hash, not the result's, so never
 * immutable). A cache-control entry here would override those for every path.
 */
export function gatsbyHeaderRules(options: PolicyOptions): GatsbyHeaderRule[] {
  return [{ source: "/*", headers: securityHeaders(options) }];
}
