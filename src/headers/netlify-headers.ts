// Netlify's `_headers` file: the post-build step writes the site's rules into it,
// gatsby-adapter-netlify adds its own block on Netlify, and the local server reads it back with
// the parser Netlify's build uses (@netlify/headers-parser), matching paths as Netlify does.
import { parseAllHeaders, type Header } from "@netlify/headers-parser";
import type { HeaderEntry } from "./policy";

export interface HeaderRoute {
  path: string;
  headers: readonly HeaderEntry[];
}

/** One rule as Netlify's parser reads it: `for` (the path pattern), `forRegExp`, `values`. */
export type HeaderRule = Header;

/** Header routes in the syntax gatsby-adapter-netlify uses for its own, under a comment line. */
export function formatHeaders(comment: string, routes: readonly HeaderRoute[]): string {
  const blocks = routes.map(
    ({ path, headers }) => `${encodeURI(path)}\n${headers.map(({ key, value }) => `  ${key}: ${value}\n`).join("")}`,
  );
  return `# ${comment}\n${blocks.join("")}`;
}

/**
 * The rules of a `_headers` file and of netlify.toml's [[headers]] tables (when given), in the
 * order Netlify's build reads them. A line Netlify could not read is an error here too.
 */
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

/** The spellings of the path a rule may name: as sent (percent-encoded), and decoded once. */
function spellings(pathname: string): string[] {
  try {
    return [...new Set([pathname, decodeURI(pathname)])];
  } catch {
    return [pathname]; // a malformed escape: only as it was sent
  }
}

/** Every rule whose path pattern matches the path: Netlify applies them all. */
export function matchingRules(rules: readonly HeaderRule[], pathname: string): HeaderRule[] {
  const paths = spellings(pathname);
  return rules.filter((rule) => paths.some((path) => rule.forRegExp.test(path)));
}

/**
 * The headers of every matching rule, names in lower case. Where two rules set one header the
 * later one wins here (as `netlify dev` resolves it); the site's rules never do that with two
 * different values (test/built/headers.test.ts).
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const { values } of matchingRules(rules, pathname)) {
    for (const [key, value] of Object.entries(values)) result.set(key.toLowerCase(), value);
  }
  return result;
}
