// After the build (onPostBuild): allow each page's inline scripts by hash in its own policy, write
// the site's headers to public/_headers, and give the 404 page its policy in a <meta> (Netlify serves
// it at paths only `/*` reaches, which the editor shares). Inline code no hash can allow fails the
// build. gatsby-adapter-netlify later adds its own block to _headers.
import { promises as fs } from "node:fs";
import path from "node:path";
import type { Reporter } from "gatsby";
import { parse, type DefaultTreeAdapterMap } from "parse5";
import { formatHeaders } from "./netlify-headers";
import {
  adminHeaders,
  contentSecurityPolicy,
  cspHash,
  metaContentSecurityPolicy,
  PAGE_HEADERS,
  SITE_HEADERS,
  tagManagerConfigured,
} from "./policy";

type Element = DefaultTreeAdapterMap["element"];

/** The elements under a node in document order, as a browser's parser builds them. */
function* elements(node: DefaultTreeAdapterMap["parentNode"]): Generator<Element> {
  for (const child of node.childNodes) {
    if (!("tagName" in child)) continue;
    yield child;
    yield* elements("content" in child ? child.content : child);
  }
}

const attribute = (element: Element | undefined, name: string) =>
  element?.attrs.find((attr) => attr.name === name)?.value;

// HTML's JavaScript MIME types and module: what a browser runs as script.
const SCRIPT_TYPE =
  /^(|module|(application|text)\/(x-)?(ecma|java)script|text\/javascript1\.[0-5]|text\/(jscript|livescript))$/;

/**
 * `scripts`: the exact text of every inline script the browser runs (not JSON-LD or data blocks).
 * `handlers`: event-handler attributes and javascript: URLs, which no hash can allow.
 */
export function inlineCode(html: string): { scripts: string[]; handlers: string[] } {
  const scripts: string[] = [];
  const handlers: string[] = [];
  for (const element of elements(parse(html))) {
    const type = (attribute(element, "type") ?? "").trim().toLowerCase();
    if (element.tagName === "script" && attribute(element, "src") === undefined && SCRIPT_TYPE.test(type)) {
      scripts.push(element.childNodes.map((text) => ("value" in text ? text.value : "")).join(""));
    }
    for (const { name, value } of element.attrs) {
      if (/^on[a-z]+$/.test(name) || /^\s*javascript:/i.test(value))
        handlers.push(`<${element.tagName} ${name}="${value}">`);
    }
  }
  return { scripts, handlers };
}

const isMetaPolicy = (element: Element) =>
  element.tagName === "meta" && attribute(element, "http-equiv")?.toLowerCase() === "content-security-policy";

/** The policy a page carries in <meta http-equiv="Content-Security-Policy">, if any. */
export const metaPolicy = (html: string) => attribute([...elements(parse(html))].find(isMetaPolicy), "content");

/** The page with `policy` in a <meta> ahead of all in its head that loads or runs, in place of an earlier one. */
function withMetaPolicy(html: string, policy: string): string {
  const head = [...elements(parse(html, { sourceCodeLocationInfo: true }))].find(({ tagName }) => tagName === "head");
  const children = head?.childNodes.filter((node): node is Element => "tagName" in node) ?? [];
  const earlier = children.find(isMetaPolicy)?.sourceCodeLocation;
  const at =
    earlier ??
    children.find(({ tagName }) => tagName !== "meta")?.sourceCodeLocation ??
    head?.sourceCodeLocation?.endTag;
  if (!at) throw new Error("the page has no <head> to hold its policy");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"/>`;
  return html.slice(0, at.startOffset) + meta + html.slice(earlier ? earlier.endOffset : at.startOffset);
}

/** The paths a page answers at on Netlify: its name and its file (the adapter moves kontakt/index.html to kontakt.html). */
function pagePaths(file: string): string[] {
  if (file === "index.html") return ["/", "/index.html"];
  const name = `/${file.replace(/(\/index)?\.html$/, "")}`;
  return [name, `${name}.html`];
}

export async function securePublicFolder({
  reporter,
  publicDir = path.resolve("public"),
  tagManager = tagManagerConfigured(),
}: {
  reporter: Pick<Reporter, "panicOnBuild" | "info">;
  publicDir?: string;
  tagManager?: boolean;
}): Promise<void> {
  // Not the slices already stitched into the pages, the editor (a policy of its own) or page-data/404.html/.
  const files = (await fs.readdir(publicDir, { recursive: true }))
    .filter((file) => file.endsWith(".html") && !/^(_gatsby|admin|page-data)\//.test(file))
    .sort();
  // Where two files answer at one path (404.html and 404/index.html) the path allows the scripts of both.
  const hashesByPath = new Map<string, Set<string>>();
  const problems: string[] = [];
  for (const file of files) {
    const html = await fs.readFile(path.join(publicDir, file), "utf8");
    const { scripts, handlers } = inlineCode(html);
    const hashes = [...new Set(scripts.map(cspHash))].sort();
    for (const at of pagePaths(file)) hashesByPath.set(at, new Set([...(hashesByPath.get(at) ?? []), ...hashes]));
    problems.push(...handlers.map((handler) => `  public/${file}: ${handler}`));
    if (/^404(\/index)?\.html$/.test(file)) {
      const policy = metaContentSecurityPolicy({ tagManager, scriptHashes: hashes });
      await fs.writeFile(path.join(publicDir, file), withMetaPolicy(html, policy));
    }
  }
  if (problems.length > 0) {
    reporter.panicOnBuild(
      "Inline event handlers or javascript: URLs, which the Content-Security-Policy blocks\n" +
        `(attach the handler in a component or a script file instead):\n${problems.join("\n")}`,
    );
    return;
  }
  const routes = [
    { path: "/*", headers: SITE_HEADERS },
    ...[...hashesByPath].map(([pagePath, hashes]) => ({
      path: pagePath,
      headers: [
        { key: "content-security-policy", value: contentSecurityPolicy({ tagManager, scriptHashes: [...hashes] }) },
        ...PAGE_HEADERS,
      ],
    })),
    // The editor's page: one rule matches /admin and /admin/.
    ...["/admin", "/admin/index.html"].map((editorPath) => ({ path: editorPath, headers: adminHeaders })),
  ];
  const comment =
    "The site's headers; each page's Content-Security-Policy allows its own inline scripts by hash (src/headers/post-build.ts)";
  await fs.writeFile(path.join(publicDir, "_headers"), formatHeaders(comment, routes));
  const allowed = new Set([...hashesByPath.values()].flatMap((hashes) => [...hashes]));
  reporter.info(
    `security: ${files.length} pages read, ${allowed.size} inline scripts allowed by hash, each on its own pages, in public/_headers`,
  );
}
