// What a page's HTML holds that a Content-Security-Policy governs: inline scripts, event handlers,
// a <meta> policy. One reader for post-build.ts and the 404 page's render, so both see the same.

// The types a browser runs as script: HTML's JavaScript MIME types (application/ or text/,
// [x-]ecmascript or [x-]javascript, text/javascript1.0–1.5, text/jscript, text/livescript) and module.
const SCRIPT_TYPE =
  /^(|module|(application|text)\/(x-)?(ecma|java)script|text\/javascript1\.[0-5]|text\/(jscript|livescript))$/;
const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const TAG = /<([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributes(source: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const [, name, ...values] of source.matchAll(ATTRIBUTE)) {
    if (name) result.set(name.toLowerCase(), values.find((value) => value !== undefined) ?? "");
  }
  return result;
}

/**
 * `scripts`: the exact text of every inline script the browser executes (JSON-LD and data blocks
 * are not); a CSP hash is computed over it. `handlers`: event-handler attributes and javascript:
 * URLs, which no hash can allow under this policy.
 */
export function inlineCode(html: string): { scripts: string[]; handlers: string[] } {
  const scripts: string[] = [];
  for (const [, attributeText = "", text = ""] of html.matchAll(SCRIPT)) {
    const script = attributes(attributeText);
    if (!script.has("src") && SCRIPT_TYPE.test((script.get("type") ?? "").trim().toLowerCase())) scripts.push(text);
  }
  const handlers: string[] = [];
  for (const [, tag, attributeText = ""] of html.replace(SCRIPT, "").matchAll(TAG)) {
    for (const [name, value] of attributes(attributeText)) {
      if (/^on[a-z]+$/.test(name) || /^\s*javascript:/i.test(value)) handlers.push(`<${tag} ${name}="${value}">`);
    }
  }
  return { scripts, handlers };
}

const NAMED_ENTITIES: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" };

/** An attribute's value as the browser reads it (React writes ' as &#x27;). */
const decodeAttribute = (value: string): string =>
  value.replace(/&(?:#x([0-9a-f]+)|#([0-9]+)|([a-z]+));/gi, (entity, hex?: string, decimal?: string, name?: string) =>
    hex || decimal
      ? String.fromCodePoint(parseInt(hex ?? decimal ?? "", hex ? 16 : 10))
      : (NAMED_ENTITIES[name ?? ""] ?? entity),
  );

/** The policy a page carries in <meta http-equiv="Content-Security-Policy">, if any. */
export function metaPolicy(html: string): string | undefined {
  for (const [, , attributeText = ""] of html.replace(SCRIPT, "").matchAll(TAG)) {
    const meta = attributes(attributeText);
    const content = meta.get("content");
    if (meta.get("http-equiv")?.toLowerCase() === "content-security-policy" && content !== undefined) {
      return decodeAttribute(content);
    }
  }
  return undefined;
}
