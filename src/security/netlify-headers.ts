// Netlify's `_headers` file: the post-build step writes the Content-Security-Policy into it,
// gatsby-adapter-netlify adds its own block on Netlify, and the local server reads it back.
import type { HeaderEntry } from "./policy";

export interface HeaderRoute {
  path: string;
  headers: readonly HeaderEntry[];
}

export interface HeaderRule extends HeaderRoute {
  pattern: RegExp;
}

/** Header routes in the syntax gatsby-adapter-netlify uses for its own, under a comment line. */
export function formatHeaders(comment: string, routes: readonly HeaderRoute[]): string {
  const blocks = routes.map(
    ({ path, headers }) => `${encodeURI(path)}\n${headers.map(({ key, value }) => `  ${key}: ${value}\n`).join("")}`,
  );
  return `# ${comment}\n${blocks.join("")}`;
}

/**
 * The path pattern as Netlify reads it: `*` matches anything (slashes too), `:name` one
 * segment, and a trailing slash is optional.
 */
export function pathPattern(path: string): RegExp {
  const source = decodeURI(path)
    .replace(/\/+$/, "")
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) => {
      if (part === "*") return ".*";
      if (part.startsWith(":")) return "[^/]+";
      return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("");
  return new RegExp(`^${source}/?$`);
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let headers: HeaderEntry[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    if (line.startsWith("/")) {
      headers = [];
      rules.push({ path: line, pattern: pathPattern(line), headers });
      continue;
    }
    const colon = line.indexOf(":");
    if (rules.length === 0 || colon <= 0) throw new Error(`_headers: cannot read the line "${line}"`);
    headers.push({ key: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() });
  }
  return rules;
}

/**
 * Every rule whose path matches applies; where two set the same header, the later rule in
 * the file wins (as `netlify dev` resolves it). The adapter writes `/*` first and each
 * route's own block after it, so a route's own value wins over the site-wide default.
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape: match the path as it was sent.
  }
  const result = new Map<string, string>();
  for (const { pattern, headers } of rules) {
    if (pattern.test(decoded)) for (const { key, value } of headers) result.set(key.toLowerCase(), value);
  }
  return result;
}
