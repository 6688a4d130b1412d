// After the build (gatsby-node's onPostBuild): read every page, allow each inline script in it
// by its hash in a Content-Security-Policy written to public/_headers, and fail the build on
// inline code that no hash can allow. Pages are only read, never rewritten.
//
// On Netlify, gatsby-adapter-netlify runs after onPostBuild and adds its own block (Gatsby's
// cache rules and gatsby-config's `headers`, between its "# gatsby-adapter-netlify" markers)
// to this file, keeping what stands outside the markers. Our block holds nothing but the CSP
// and the adapter's blocks hold no CSP, so no header is set by both: Netlify applies every
// rule that matches a path, and two CSP headers would both be enforced.
import { promises as fs } from "node:fs";
import path from "node:path";
import type { Reporter } from "gatsby";
import { formatHeaders } from "./netlify-headers";
import { contentSecurityPolicy, cspHash } from "./policy";

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

/**
 * Every page: the paths they answer at (`kontakt/index.html` → /kontakt, `404.html` → /404.html),
 * the hash of every executable inline script on any of them, and `public/<file>: <what>` for each
 * handler or javascript: URL.
 */
export async function scanPages(publicDir: string) {
  // _gatsby/slices holds fragments Gatsby stitches into the pages, which are read anyway;
  // admin/ is the editor, which has a policy of its own (src/cms/admin-headers.ts); page-data/
  // holds JSON in folders named after the pages (page-data/404.html/).
  const files = (await fs.readdir(publicDir, { recursive: true }))
    .filter((file) => file.endsWith(".html") && !/^(_gatsby|admin|page-data)\//.test(file))
    .sort();
  const hashes = new Set<string>();
  const problems: string[] = [];
  for (const file of files) {
    const { scripts, handlers } = inlineCode(await fs.readFile(path.join(publicDir, file), "utf8"));
    for (const script of scripts) hashes.add(cspHash(script));
    for (const handler of handlers) problems.push(`public/${file}: ${handler}`);
  }
  const routes = files.map((file) => (file === "index.html" ? "/" : `/${file.replace(/\/?index\.html$/, "")}`));
  return { pages: files.length, routes, scriptHashes: [...hashes].sort(), problems };
}

/**
 * One rule per page rather than "/*": the editor at /admin/ has a policy of its own, and Netlify
 * would send (and browsers enforce) both. Each hash allows only that exact text of the site's own,
 * so a page allowed another page's `window.pagePath="…"` loses nothing.
 */
export function headersFileText(policy: string, routes: readonly string[]): string {
  const paths = routes.flatMap((route) => (route === "/" || route.endsWith(".html") ? [route] : [route, `${route}/`]));
  return formatHeaders(
    "Content-Security-Policy with the hashes of the pages' inline scripts (src/security/post-build.ts)",
    paths.map((route) => ({ path: route, headers: [{ key: "content-security-policy", value: policy }] })),
  );
}

export async function securePublicFolder({
  reporter,
  publicDir = path.resolve("public"),
  tagManager = Boolean(process.env.GATSBY_GTM_ID?.trim()),
}: {
  reporter: Pick<Reporter, "panicOnBuild" | "info">;
  publicDir?: string;
  tagManager?: boolean;
}): Promise<void> {
  const { pages, routes, scriptHashes, problems } = await scanPages(publicDir);
  if (problems.length > 0) {
    reporter.panicOnBuild(
      [
        "Inline event handlers or javascript: URLs, which the Content-Security-Policy blocks",
        "(attach the handler in a component or a script file instead):",
        ...problems.map((problem) => `  ${problem}`),
      ].join("\n"),
    );
    return;
  }
  const policy = contentSecurityPolicy({ tagManager, scriptHashes });
  await fs.writeFile(path.join(publicDir, "_headers"), headersFileText(policy, routes));
  reporter.info(
    `security: ${pages} pages read, ${scriptHashes.length} inline scripts allowed by hash in public/_headers`,
  );
}
