// Netlify's `_headers` file: written after the build in the form gatsby-adapter-netlify
// writes it, and read by the local server, so `npm start` serves what Netlify will.
import type { HeaderEntry } from "./policy";

export interface HeaderRoute {
  path: string;
  headers: readonly HeaderEntry[];
}

// The adapter replaces whatever stands between these markers with its own block, so a
// block written here ahead of it is regenerated on Netlify, never duplicated.
export const ADAPTER_MARKER_START = "# gatsby-adapter-netlify start";
export const ADAPTER_MARKER_END = "# gatsby-adapter-netlify end";

/** The same text gatsby-adapter-netlify writes for its header routes. */
export function formatHeaders(routes: readonly HeaderRoute[]): string {
  const body = routes
    .map(
      ({ path, headers }) => `${encodeURI(path)}\n${headers.map(({ key, value }) => `  ${key}: ${value}\n`).join("")}`,
    )
    .join("");
  return `${ADAPTER_MARKER_START}\n${body}\n${ADAPTER_MARKER_END}\n`;
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
