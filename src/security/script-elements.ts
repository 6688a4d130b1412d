// The <script> elements of a built page, as the post-build rewrites and checks see them.

export interface ScriptElement {
  /** The whole element as it appears in the HTML. */
  outer: string;
  attributes: Map<string, string>;
  /** The raw text between the tags: exactly what a CSP hash is computed over. */
  text: string;
}

export const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

export function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]?.toLowerCase();
    if (name) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

export function scriptElements(html: string): ScriptElement[] {
  return [...html.matchAll(SCRIPT)].map((match) => ({
    outer: match[0],
    attributes: parseAttributes(match[1] ?? ""),
    text: match[2] ?? "",
  }));
}
