// A small scanner for the HTML that Gatsby writes: enough to find the scripts, styles and
// images a browser fetches while parsing a page, without pulling in an HTML parser.

export interface Tag {
  name: string;
  attrs: Record<string, string>;
  /** Text between the opening and closing tag, for <script> and <style>. */
  text?: string;
}

const attributePattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

export function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of source.matchAll(attributePattern)) {
    const name = match[1];
    if (!name) continue;
    attrs[name.toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attrs;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

/**
 * The tags a browser with JavaScript enabled sees, in document order: the content of
 * <noscript> is skipped (it is inert text then), and <script>/<style> keep their text.
 */
export function scanTags(html: string, names: readonly string[]): Tag[] {
  const wanted = new Set(names.map((n) => n.toLowerCase()));
  const tags: Tag[] = [];
  const lower = html.toLowerCase();
  const tagPattern = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
  let match: RegExpExecArray | null;
  while ((match = tagPattern.exec(html)) !== null) {
    const [whole, closing, rawName, rawAttrs] = match;
    if (!rawName || closing) continue;
    const name = rawName.toLowerCase();
    const rawText = name === "script" || name === "style" || name === "noscript";
    if (rawText) {
      const end = lower.indexOf(`</${name}`, match.index + whole.length);
      const stop = end < 0 ? html.length : end;
      if (wanted.has(name)) {
        tags.push({ name, attrs: parseAttributes(rawAttrs ?? ""), text: html.slice(match.index + whole.length, stop) });
      }
      tagPattern.lastIndex = stop;
      continue;
    }
    if (wanted.has(name)) tags.push({ name, attrs: parseAttributes(rawAttrs ?? "") });
  }
  return tags;
}

/**
 * The visible text of a page, for font subset matching: tags, scripts, styles and the <title>
 * (which the browser draws in its own font, not the page's) removed, entities decoded.
 */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style|noscript|title)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&[a-z]+;/gi, " ");
}

export function isNoindex(html: string): boolean {
  return scanTags(html, ["meta"]).some(
    (tag) => (tag.attrs.name ?? "").toLowerCase() === "robots" && /noindex/i.test(tag.attrs.content ?? ""),
  );
}
