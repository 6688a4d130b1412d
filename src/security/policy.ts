// The response headers every page of the site is served with, defined once. The static ones
// go to gatsby-config's `headers` (and from there into gatsby-adapter-netlify's _headers
// block); the Content-Security-Policy is built after the build from the inline scripts the
// pages actually contain (post-build.ts), because only then are their texts known.
import { createHash } from "node:crypto";
import type { GatsbyConfig } from "gatsby";
import { adminHeaders } from "../cms/admin-headers";
import { isPreviewContext } from "../content-model/deploy-context";

export interface HeaderEntry {
  key: string;
  value: string;
}

/**
 * What a consented Tag Manager container with a Google Analytics 4 tag loads: gtm.js and
 * gtag.js from the Tag Manager host, the measurement hits (fetch, sendBeacon, or an image as
 * fallback) to the Analytics hosts. The plugin's snippet itself loads a same-origin file,
 * allowed by 'self'. Custom HTML tags and Custom JavaScript variables are deliberately not
 * allowed: they would need 'unsafe-inline' / 'unsafe-eval'. A container that uses Google
 * Ads or Floodlight needs those hosts added here.
 */
const TAG_MANAGER_SOURCES: Record<string, string[]> = {
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

/**
 * The policy for the pages: `scriptHashes` are the cspHash of every inline script they contain,
 * `tagManager` whether a container is configured (GATSBY_GTM_ID; only then are Google's hosts allowed).
 */
export function contentSecurityPolicy(options: { tagManager: boolean; scriptHashes: readonly string[] }): string {
  const sources: Record<string, string[]> = {
    // Everything not named below is refused.
    "default-src": ["'none'"],
    // Gatsby's bundles from this origin; inline scripts only by hash (no 'unsafe-inline', no 'unsafe-eval').
    "script-src": ["'self'", ...new Set([...options.scriptHashes].sort())],
    // styled-components and gatsby-plugin-image write <style> blocks and style="" attributes
    // whose text changes with every build; styles cannot run code.
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
  if (options.tagManager) {
    for (const [directive, extra] of Object.entries(TAG_MANAGER_SOURCES)) sources[directive]?.push(...extra);
  }
  return Object.entries(sources)
    .map(([directive, list]) => `${directive} ${list.join(" ")}`)
    .join("; ");
}

/**
 * The headers that do not depend on the build's output. Names are lower case on purpose:
 * Gatsby's defaults (x-content-type-options, referrer-policy, …) are, and an entry only
 * replaces a default of the same spelling instead of doubling it.
 */
export const STATIC_SECURITY_HEADERS: readonly HeaderEntry[] = [
  { key: "strict-transport-security", value: "max-age=63072000; includeSubDomains; preload" },
  { key: "x-content-type-options", value: "nosniff" },
  { key: "referrer-policy", value: "strict-origin-when-cross-origin" },
  // Gatsby's default "1; mode=block" turns on the XSS auditor old browsers had, which could be
  // used to blank out parts of a page; "0" switches it off, and the CSP does its job.
  { key: "x-xss-protection", value: "0" },
  // Gatsby's default, listed so the local server sends it too (frame-ancestors covers new browsers).
  { key: "x-frame-options", value: "DENY" },
  { key: "permissions-policy", value: "camera=(), microphone=(), geolocation=()" },
  { key: "cross-origin-opener-policy", value: "same-origin" },
  // Nobody else's page may embed our files; costs nothing, since every page loads only its own.
  { key: "cross-origin-resource-policy", value: "same-origin" },
];

/**
 * For gatsby-config's `headers`. Caching is left to Gatsby's defaults (`immutable` for the
 * content-hashed bundles and /static/*, `must-revalidate` for everything else); a
 * cache-control entry here would override those for every path.
 */
export const gatsbyHeaders: NonNullable<GatsbyConfig["headers"]> = [
  {
    source: "/*",
    headers: [
      ...STATIC_SECURITY_HEADERS,
      // A deploy preview or branch deploy is never for search engines (the pages say so too).
      ...(isPreviewContext() ? [{ key: "x-robots-tag", value: "noindex" }] : []),
    ],
  },
  // The editor: its own policy, opener policy and noindex, over the site's for those paths.
  { source: "/admin/*", headers: [...adminHeaders] },
];
