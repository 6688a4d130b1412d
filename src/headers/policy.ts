// The site's response headers, defined once. The pages' Content-Security-Policy is completed after
// the build (post-build.ts), since only then are their inline scripts known.
import { createHash } from "node:crypto";
import { isPreviewContext } from "../environment/deploy-context";

export interface HeaderEntry {
  key: string;
  value: string;
}

type Sources = Record<string, readonly string[]>;

const serialize = (sources: Sources): string =>
  Object.entries(sources)
    .map(([directive, list]) => `${directive} ${list.join(" ")}`)
    .join("; ");

/** The CSP source expression that allows one inline script, e.g. 'sha256-…'. */
export const cspHash = (scriptText: string): string =>
  `'sha256-${createHash("sha256").update(scriptText, "utf8").digest("base64")}'`;

/** Whether Google's hosts are allowed: a container is configured (GATSBY_GTM_ID) and this is no preview. */
export const tagManagerConfigured = (id: string | undefined = process.env.GATSBY_GTM_ID): boolean =>
  !isPreviewContext() && Boolean(id?.trim());

/** Directives a browser ignores (with a console warning) in a <meta> policy: headers only. */
export const HEADER_ONLY_DIRECTIVES: readonly string[] = ["frame-ancestors", "report-uri", "report-to", "sandbox"];

/**
 * The pages' policy: `scriptHashes` allow their inline scripts, `tagManager` Google's hosts; `meta`
 * leaves out what a <meta> policy cannot carry (X-Frame-Options refuses framing on every answer).
 */
export function contentSecurityPolicy(options: {
  tagManager: boolean;
  scriptHashes: readonly string[];
  meta?: boolean;
}) {
  // What a consented container with a GA4 tag loads (no custom HTML tags: they need 'unsafe-inline').
  const google = (...hosts: string[]) => (options.tagManager ? ["https://www.googletagmanager.com", ...hosts] : []);
  const sources: Sources = {
    // Every fetch directive is named, so default-src governs only Gatsby's <link rel="prefetch">, which Firefox checks.
    "default-src": ["'self'"],
    "script-src": ["'self'", ...new Set([...options.scriptHashes].sort()), ...google()],
    // styled-components writes <style> blocks whose text changes with every build; styles run no code.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", ...google("https://*.google-analytics.com")],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...google("https://*.google-analytics.com", "https://*.analytics.google.com")],
    "media-src": ["'self'"],
    "manifest-src": ["'self'"],
    "frame-src": ["'none'"],
    "child-src": ["'none'"],
    "worker-src": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return serialize(
    options.meta
      ? Object.fromEntries(Object.entries(sources).filter(([name]) => !HEADER_ONLY_DIRECTIVES.includes(name)))
      : sources,
  );
}

export const metaContentSecurityPolicy = (options: { tagManager: boolean; scriptHashes: readonly string[] }) =>
  contentSecurityPolicy({ ...options, meta: true });

/**
 * The headers of every answer. gatsby-adapter-netlify also sends Gatsby's defaults for four of them,
 * which cannot be changed, so they carry Gatsby's values here: another value would give a path two.
 */
export const SITE_HEADERS: readonly HeaderEntry[] = [
  { key: "strict-transport-security", value: "max-age=63072000; includeSubDomains; preload" },
  { key: "x-content-type-options", value: "nosniff" },
  { key: "x-frame-options", value: "DENY" },
  { key: "x-xss-protection", value: "1; mode=block" },
  { key: "referrer-policy", value: "same-origin" },
  { key: "permissions-policy", value: "camera=(), microphone=(), geolocation=()" },
  { key: "cross-origin-resource-policy", value: "same-origin" },
  // A deploy preview or branch deploy is never for search engines (the pages say so too).
  ...(isPreviewContext() ? [{ key: "x-robots-tag", value: "noindex" }] : []),
];

/** A page's headers beside its CSP: they govern a document, so other files do without them. */
export const PAGE_HEADERS: readonly HeaderEntry[] = [{ key: "cross-origin-opener-policy", value: "same-origin" }];

/** The local backend (decap-server, `npm run cms`): its default address, or CMS_LOCAL_BACKEND_URL's (src/cms/environment.ts). */
export const LOCAL_BACKEND_ORIGIN = new URL(process.env.CMS_LOCAL_BACKEND_URL?.trim() || "http://localhost:8081/api/v1")
  .origin;

// The editor's (/admin/) own policy; each source is there for something it does.
const adminSources = {
  "default-src": ["'none'"],
  // Decap checks its configuration with ajv, which compiles schemas with `new Function`.
  "script-src": ["'self'", "'unsafe-eval'"],
  // Decap's interface (emotion) and the preview (styled-components) insert <style> elements.
  "style-src": ["'self'", "'unsafe-inline'"],
  // Stored images as blob: URLs, thumbnails and icons as data:, and the GitHub user's avatar.
  "img-src": ["'self'", "data:", "blob:", "https://avatars.githubusercontent.com"],
  "font-src": ["'self'"],
  // GitHub's API and status page; blob: because Decap reads an entry's images back when it saves.
  "connect-src": ["'self'", "blob:", "https://api.github.com", "https://www.githubstatus.com"],
  // The preview pane is an iframe built from srcdoc: it inherits this policy and loads nothing.
  "frame-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'none'"],
  "frame-ancestors": ["'none'"],
} as const;

export const adminContentSecurityPolicy = serialize(adminSources);

/** The editor's policy under `gatsby develop` (`npm run cms`): the same, and the local backend. No build carries it. */
export const localAdminPolicy = (backendOrigin: string): string =>
  serialize({ ...adminSources, "connect-src": [...adminSources["connect-src"], backendOrigin] });

export const localAdminContentSecurityPolicy = localAdminPolicy(LOCAL_BACKEND_ORIGIN);

const editorHeaders = (policy: string): readonly HeaderEntry[] => [
  { key: "content-security-policy", value: policy },
  // Netlify's OAuth pop-up hands the GitHub token back through window.opener, which "same-origin" would cut.
  { key: "cross-origin-opener-policy", value: "same-origin-allow-popups" },
  { key: "x-robots-tag", value: "noindex" },
];

export const adminHeaders = editorHeaders(adminContentSecurityPolicy);

/** gatsby-config's developMiddleware: the editor's page (not its files) with the local editor's headers. */
export function localEditorHeaders(
  request: { path: string },
  response: { setHeader(name: string, value: string): unknown },
  next: () => void,
): void {
  if (/^\/admin(\/(index\.html)?)?$/.test(request.path)) {
    for (const { key, value } of editorHeaders(localAdminContentSecurityPolicy)) response.setHeader(key, value);
  }
  next();
}
