// Netlify's `_headers` file: the post-build step writes the Content-Security-Policy into it,
// gatsby-adapter-netlify adds its own block on Netlify, and the local server reads it back.
import type { HeaderEntry } from "./policy";

export interface HeaderRoute {
  path: string;
  headers: readonly HeaderEntry[];
}

/** Header routes in the syntax gatsby-adapter-netlify uses for its own, under a comment line. */
export function formatHeaders(comment: string, routes: readonly HeaderRoute[]): string {
  const body = routes
    .map(
      ({ path, headers }) => `${encodeURI(path)}\n${headers.map(({ key, value }) => `  ${key}: ${value}\n`).join("")}`,
    )
    .join("");
  return `# ${comment}\n${body}`;
}

export interface HeaderRule {
  path: string;
  pattern: RegExp;
  headers: HeaderEntry[];
}

/**
 * The path pattern as Netlify reads it: `*` matches anything (slashes too), `:name` one
 * segment, and a trailing slash is optional.
 */
export function pathPattern(path: string): RegExp {
  const decoded = decodeURI(path).replace(/\/+$/, "");
  const source = decoded
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
  let current: HeaderRule | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    if (line.startsWith("/")) {
      current = { path: line, pattern: pathPattern(line), headers: [] };
      rules.push(current);
      continue;
    }
    const colon = line.indexOf(":");
    if (!current || colon <= 0) throw new Error(`_headers: cannot read the line "${line}"`);
    current.headers.push({ key: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() });
  }
  return rules;
}

/**
 * Every rule whose path matches applies; where two set the same header, the later rule in
 * the file wins (as `netlify dev` resolves it). The adapter writes `/*` first and each
 * route's own block after it, so a route's own value wins over the site-wide default.
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const result = new Map<string, string>();
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape: match the path as it was sent.
  }
  for (const rule of rules) {
    if (!rule.pattern.test(decoded)) continue;
    for (const { key, value } of rule.headers) result.set(key.toLowerCase(), value);
  }
  return result;
}
