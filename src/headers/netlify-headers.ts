// Netlify's `_headers` file: the post-build step writes the site's rules into it, and the local
// server reads it back with the parser Netlify's build uses, matching paths as Netlify does.
import { parseAllHeaders, type Header } from "@netlify/headers-parser";
import type { HeaderEntry } from "./policy";

/** One rule as Netlify's parser reads it: `for` (the path pattern), `forRegExp`, `values`. */
export type HeaderRule = Header;

/** Header routes in the syntax gatsby-adapter-netlify uses for its own, under a comment line. */
export function formatHeaders(comment: string, routes: readonly { path: string; headers: readonly HeaderEntry[] }[]) {
  const blocks = routes.map(
    ({ path, headers }) => `${encodeURI(path)}\n${headers.map(({ key, value }) => `  ${key}: ${value}\n`).join("")}`,
  );
  return `# ${comment}\n${blocks.join("")}`;
}

/** The rules of a `_headers` file and of netlify.toml's [[headers]] (when given), in Netlify's order; a bad line throws. */
export async function readHeaderRules(headersFile: string, netlifyToml?: string): Promise<HeaderRule[]> {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [headersFile],
    netlifyConfigPath: netlifyToml,
    configHeaders: [],
    minimal: false,
  });
  if (errors.length > 0) throw new Error(errors.map((error) => error.message).join("\n"));
  // With `minimal: false` every rule carries its forRegExp.
  return headers.filter((rule): rule is Header => "forRegExp" in rule);
}

/** Every rule whose path pattern matches the path as sent (percent-encoded) or decoded once: Netlify applies them all. */
export function matchingRules(rules: readonly HeaderRule[], pathname: string): HeaderRule[] {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // a malformed escape: only as it was sent
  }
  return rules.filter((rule) => rule.forRegExp.test(pathname) || rule.forRegExp.test(decoded));
}

/** The headers of every matching rule, names in lower case; where two set one, the later wins (as `netlify dev`). */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const { values } of matchingRules(rules, pathname)) {
    for (const [key, value] of Object.entries(values)) result.set(key.toLowerCase(), value);
  }
  return result;
}
