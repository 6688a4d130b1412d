// The response headers of /admin/ (the editor's page), which needs more than the site's pages and
// gets its own policy. Written into _headers beside the pages' by src/security/post-build.ts;
// defined here, beside the editor, because each source below is here for something the editor does.
import { serializePolicy, type HeaderEntry } from "../security/policy";

/** The local backend (decap-server, `npm run cms`) on its default port. */
export const LOCAL_BACKEND_ORIGIN = "http://localhost:8081";

const sources = {
  "default-src": ["'none'"],
  // The editor's own bundles only, no inline script. 'unsafe-eval': Decap validates its
  // configuration at start-up with ajv, which compiles each JSON schema with `new Function`;
  // without it the editor stops at "Error loading the CMS configuration".
  "script-src": ["'self'", "'unsafe-eval'"],
  // Decap's interface (emotion) and the preview (styled-components) insert <style> elements.
  "style-src": ["'self'", "'unsafe-inline'"],
  // Stored images are shown as blob: URLs, thumbnails and icons as data:, and the GitHub
  // backend shows the signed-in user's avatar.
  "img-src": ["'self'", "data:", "blob:", "https://avatars.githubusercontent.com"],
  "font-src": ["'self'"],
  // GitHub's API (content, branches, pull requests), GitHub's status page (the editor warns
  // when GitHub is down) and the local backend. blob:: on saving, Decap reads the entry's
  // images back from the blob: URLs it shows them from (without it nothing is saved).
  // Netlify's OAuth runs in a pop-up window, which no fetch directive governs.
  "connect-src": ["'self'", "blob:", "https://api.github.com", "https://www.githubstatus.com", LOCAL_BACKEND_ORIGIN],
  // The preview pane is an iframe built from srcdoc: it inherits this policy and loads nothing.
  "frame-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'none'"],
  "frame-ancestors": ["'none'"],
} as const;

export const adminContentSecurityPolicy = serializePolicy(sources);

export const adminHeaders: readonly HeaderEntry[] = [
  { key: "content-security-policy", value: adminContentSecurityPolicy },
  // Netlify's OAuth pop-up hands the GitHub token back through window.opener, which the
  // site's "same-origin" opener policy would cut.
  { key: "cross-origin-opener-policy", value: "same-origin-allow-popups" },
  { key: "x-robots-tag", value: "noindex" },
];
