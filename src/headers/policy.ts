// The site's response headers, defined once. The pages' Content-Security-Policy is completed after
// the build (post-build.ts), since only then are their inline scripts known.
import { createHash } from "node:crypto";
import { isPreviewContext } from "../environment/deploy-context";

export interface HeaderEntry {
  key: string;
  value: string;
}

/** A Content-Security-Policy from its directives and their sources, in the order given. */
export function serializePolicy(sources: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(sources)
    .map(([directive, list]) => `${directive} ${list.join(" ")}`)
    .join("; ");
}

/**
 * What a consented container with a GA4 tag loads: gtm.js and gtag.js, and the measurement hits.
 * Custom HTML tags would need 'unsafe-inline', so they are not allowed; Google Ads or Floodlight
 * would need their hosts added here.
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

/** Whether Google's hosts are allowed: a container is configured (GATSBY_GTM_ID) and this is no preview. */
export const tagManagerConfigured = (id: string | undefined = process.env.GATSBY_GTM_ID): boolean =>
  !isPreviewContext() && Boolean(id?.trim());

/**
 * The policy for the pages: `scriptHashes` are the cspHash of every inline script they contain,
 * `tagManager` whether a container is configured (GATSBY_GTM_ID; only then are Google's hosts allowed).
 */
export function contentSecurityPolicy(options: { tagManager: boolean; scriptHashes: readonly string[] }): string {
  return serializePolicy(policySources(options));
}

function policySources(options: { tagManager: boolean; scriptHashes: readonly string[] }): Record<string, string[]> {
  const sources: Record<string, string[]> = {
    // Every fetch directive is named (FALLBACK_DIRECTIVES), so default-src governs only Gatsby's
    // <link rel="prefetch"> of the next page's data, which Firefox checks against it.
    "default-src": ["'self'"],
    // Gatsby's bundles from this origin; inline scripts only by hash (no 'unsafe-inline', no 'unsafe-eval').
    "script-src": ["'self'", ...new Set([...options.scriptHashes].sort())],
    // styled-components writes <style> blocks whose text changes with every build; styles run no code.
    "style-src": ["'self'", "'unsafe-inline'"],
    // Every picture is a file of the site's own (src/components/ui/content-image.tsx).
    "img-src": ["'self'"],
    "font-src": ["'self'"],
    // page-data, app-data and the two form functions.
    "connect-src": ["'self'"],
    // The hero and case-study loops the build encodes, under /static.
    "media-src": ["'self'"],
    "manifest-src": ["'self'"],
    // The pages embed no frame and start no worker.
    "frame-src": ["'none'"],
    "child-src": ["'none'"],
    "worker-src": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  if (options.tagManager) {
    for (const [directive, extra] of Object.entries(TAG_MANAGER_SOURCES)) sources[directive]?.push(...extra);
  }
  return sources;
}

/**
 * The fetch directives default-src stands in for when they are missing (script-src-elem/-attr and
 * style-src-elem/-attr fall back to script-src and style-src, fenced frames to frame-src). The page
 * policy sets each of them, so its default-src reaches only requests none of them governs.
 */
export const FALLBACK_DIRECTIVES: readonly string[] = [
  ...["child-src", "connect-src", "font-src", "frame-src", "img-src", "manifest-src"],
  ...["media-src", "object-src", "script-src", "style-src", "worker-src"],
];

/** Directives a browser ignores (with a console warning) in a <meta> policy: headers only. */
export const HEADER_ONLY_DIRECTIVES: readonly string[] = ["frame-ancestors", "report-uri", "report-to", "sandbox"];

/**
 * The same policy for a <meta http-equiv="Content-Security-Policy"> in a page, without what a
 * meta policy cannot carry (framing is refused by X-Frame-Options on every answer instead).
 */
export function metaContentSecurityPolicy(options: { tagManager: boolean; scriptHashes: readonly string[] }): string {
  const sources = policySources(options);
  for (const directive of HEADER_ONLY_DIRECTIVES) delete sources[directive];
  return serializePolicy(sources);
}

/**
 * The headers of every answer. gatsby-adapter-netlify also sends Gatsby's defaults for four of them
 * (X-XSS-Protection, X-Content-Type-Options, Referrer-Policy, X-Frame-Options), which cannot be
 * changed, so they carry Gatsby's values here: another value would give a path two.
 */
export const SITE_HEADERS: readonly HeaderEntry[] = [
  { key: "strict-transport-security", value: "max-age=63072000; includeSubDomains; preload" },
  { key: "x-content-type-options", value: "nosniff" },
  { key: "x-frame-options", value: "DENY" },
  { key: "x-xss-protection", value: "1; mode=block" },
  { key: "referrer-policy", value: "same-origin" },
  { key: "permissions-policy", value: "camera=(), microphone=(), geolocation=()" },
  // No other site may embed our files; every page loads only its own.
  { key: "cross-origin-resource-policy", value: "same-origin" },
  // A deploy preview or branch deploy is never for search engines (the pages say so too).
  ...(isPreviewContext() ? [{ key: "x-robots-tag", value: "noindex" }] : []),
];

/**
 * The headers of a page (HTML), beside its Content-Security-Policy: they govern a document, so
 * scripts, images and fonts do without them. The editor has its own (below).
 */
export const PAGE_HEADERS: readonly HeaderEntry[] = [{ key: "cross-origin-opener-policy", value: "same-origin" }];

// The editor (/admin/) gets a policy of its own; each source below is there for something it does.

/**
 * The local backend (decap-server, `npm run cms`): only the local editor talks to it. Its default
 * address, or the one CMS_LOCAL_BACKEND_URL gives the editor (src/cms/environment.ts).
 */
export const LOCAL_BACKEND_ORIGIN = new URL(process.env.CMS_LOCAL_BACKEND_URL?.trim() || "http://localhost:8081/api/v1")
  .origin;

const adminSources = {
  "default-src": ["'none'"],
  // 'unsafe-eval': Decap checks its configuration with ajv, which compiles schemas with `new Function`.
  "script-src": ["'self'", "'unsafe-eval'"],
  // Decap's interface (emotion) and the preview (styled-components) insert <style> elements.
  "style-src": ["'self'", "'unsafe-inline'"],
  // Stored images are shown as blob: URLs, thumbnails and icons as data:, and the GitHub
  // backend shows the signed-in user's avatar.
  "img-src": ["'self'", "data:", "blob:", "https://avatars.githubusercontent.com"],
  "font-src": ["'self'"],
  // GitHub's API and status page; blob: because Decap reads an entry's images back from their
  // blob: URLs when it saves.
  "connect-src": ["'self'", "blob:", "https://api.github.com", "https://www.githubstatus.com"],
  // The preview pane is an iframe built from srcdoc: it inherits this policy and loads nothing.
  "frame-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'none'"],
  "frame-ancestors": ["'none'"],
} as const;

/** The editor's policy as every build publishes it: only what the editor uses in production. */
export const adminContentSecurityPolicy = serializePolicy(adminSources);

/**
 * The editor's policy where `gatsby develop` serves it (`npm run cms`): the same, and the local
 * backend, which saves to the working copy. No build carries it.
 */
export const localAdminPolicy = (backendOrigin: string): string =>
  serializePolicy({ ...adminSources, "connect-src": [...adminSources["connect-src"], backendOrigin] });

export const localAdminContentSecurityPolicy = localAdminPolicy(LOCAL_BACKEND_ORIGIN);

const editorHeaders = (policy: string): readonly HeaderEntry[] => [
  { key: "content-security-policy", value: policy },
  // Netlify's OAuth pop-up hands the GitHub token back through window.opener, which the
  // site's "same-origin" opener policy would cut.
  { key: "cross-origin-opener-policy", value: "same-origin-allow-popups" },
  { key: "x-robots-tag", value: "noindex" },
];

export const adminHeaders = editorHeaders(adminContentSecurityPolicy);

/** What `gatsby develop` sends with the editor's page (gatsby-config's developMiddleware). */
export const localAdminHeaders = editorHeaders(localAdminContentSecurityPolicy);
