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
import { parseAttributes, scriptElements, SCRIPT } from "./script-elements";

// The types a browser runs as script (HTML's JavaScript MIME type essence match, plus module).
const SCRIPT_TYPES = new Set([
  "",
  "module",
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

const TAG = /<([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

export interface InlineCode {
  /** The exact text of every inline script the browser executes (JSON-LD and data blocks are not). */
  scripts: string[];
  /** Event-handler attributes and javascript: URLs, which no hash can allow under this policy. */
  handlers: string[];
}

export function inlineCode(html: string): InlineCode {
  const scripts = scriptElements(html)
    .filter(({ attributes }) => {
      const type = (attributes.get("type") ?? "").trim().toLowerCase();
      return !attributes.has("src") && SCRIPT_TYPES.has(type);
    })
    .map(({ text }) => text);
  const handlers: string[] = [];
  for (const tag of html.replace(SCRIPT, "").matchAll(TAG)) {
    for (const [name, value] of parseAttributes(tag[2] ?? "")) {
      if (/^on[a-z]+$/.test(name) || /^\s*javascript:/i.test(value)) handlers.push(`<${tag[1]} ${name}="${value}">`);
    }
  }
  return { scripts, handlers };
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      // _gatsby/slices holds fragments Gatsby stitches into the pages, which are read anyway.
      if (entry.isDirectory()) return entry.name === "_gatsby" ? [] : htmlFiles(full);
      return entry.name.endsWith(".html") ? [full] : [];
    }),
  );
  return nested.flat();
}

export interface PageScan {
  pages: number;
  /** The paths the pages answer at. */
  routes: string[];
  /** The hash of every executable inline script on any page, sorted. */
  scriptHashes: string[];
  /** `public/<file>: <what>` for each handler or javascript: URL. */
  problems: string[];
}

export async function scanPages(publicDir: string): Promise<PageScan> {
  // admin/ is the editor, which has a policy of its own (src/cms/admin-headers.ts).
  const files = (await htmlFiles(publicDir)).filter(
    (file) => !path.relative(publicDir, file).startsWith(`admin${path.sep}`),
  );
  const hashes = new Set<string>();
  const problems: string[] = [];
  for (const file of files) {
    const { scripts, handlers } = inlineCode(await fs.readFile(file, "utf8"));
    for (const script of scripts) hashes.add(cspHash(script));
    const relative = path.relative(publicDir, file).split(path.sep).join("/");
    for (const handler of handlers) problems.push(`public/${relative}: ${handler}`);
  }
  const routes = files.map((file) => pageRoute(path.relative(publicDir, file)));
  return { pages: files.length, routes, scriptHashes: [...hashes].sort(), problems };
}

/** The paths a built file answers at: `kontakt/index.html` → /kontakt and /kontakt/, `404.html` → /404.html. */
function pageRoute(relativeFile: string): string {
  const slashed = relativeFile.split(path.sep).join("/");
  return slashed === "index.html" ? "/" : `/${slashed.replace(/\/?index\.html$/, "")}`;
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
