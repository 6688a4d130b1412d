// The inline scripts a built page may contain, and the post-build step that makes Gatsby's
// own ones constant so that one CSP hash per script, known before the build, allows them.
import { createRequire } from "node:module";
import path from "node:path";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { CONSENT_DEFAULT_SNIPPET } from "../consent/consent-mode";
import {
  SCRIPT,
  dataBlock,
  jsonForScriptElement,
  parseAttributes,
  scriptElements,
  type ScriptElement,
} from "./script-elements";

export { scriptElements, type ScriptElement };

/*
 * Gatsby writes three inline scripts into every page: `window.pagePath=…` (different on
 * every page), and `window.___chunkMapping=…` and `window.___webpackCompilationHash=…`
 * (different in every build, stitched in from the `_gatsby-scripts` slice after the
 * page is rendered, where no SSR API reaches). gatsby-config's `headers` are read before
 * the build, so no hash of those texts can be in them. After the build, their values move
 * into a JSON data block (not executed, so not subject to script-src) and one constant
 * script, PAGE_GLOBALS_BOOTSTRAP, copies them onto window before Gatsby's bundles run.
 */
export const PAGE_GLOBALS_ID = "gatsby-page-globals";

/** The globals Gatsby's runtime reads, in the form Gatsby itself assigns them. */
const PAGE_GLOBALS = ["pagePath", "___chunkMapping", "___webpackCompilationHash"] as const;

export const PAGE_GLOBALS_BOOTSTRAP =
  "(function(s){var d=s&&s.previousElementSibling;" +
  `if(!d||d.id!==${JSON.stringify(PAGE_GLOBALS_ID)})return;` +
  "var g=JSON.parse(d.textContent);" +
  `${JSON.stringify(PAGE_GLOBALS)}.forEach(function(k){if(k in g)window[k]=g[k]})` +
  "})(document.currentScript)";

// The types a browser runs as script (HTML's "JavaScript MIME type essence match", plus module).
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

/** A script the browser executes from the page's own text (JSON-LD and JSON data blocks are not). */
export function isExecutableInline(script: ScriptElement): boolean {
  if (script.attributes.has("src")) return false;
  const type = (script.attributes.get("type") ?? "").trim().toLowerCase();
  return SCRIPT_TYPES.has(type);
}

export function executableInlineScripts(html: string): string[] {
  return scriptElements(html)
    .filter(isExecutableInline)
    .map((script) => script.text);
}

const TAG = /<([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

/** Inline event-handler attributes and javascript: URLs: no hash can allow them under this CSP. */
export function inlineHandlers(html: string): string[] {
  const found: string[] = [];
  const withoutScripts = html.replace(SCRIPT, "");
  for (const tag of withoutScripts.matchAll(TAG)) {
    for (const [name, value] of parseAttributes(tag[2] ?? "")) {
      if (/^on[a-z]+$/.test(name) || /^\s*javascript:/i.test(value)) found.push(`<${tag[1]} ${name}="${value}">`);
    }
  }
  return found;
}

const CDATA = /^\/\*<!\[CDATA\[\*\/([\s\S]*)\/\*\]\]>\*\/$/;
const ASSIGNMENT = /^window\.([A-Za-z_$][\w$]*)=("(?:[^"\\\n]|\\.)*");/;

/**
 * The globals a Gatsby inline script assigns, when it consists of nothing but
 * `window.<known global>="<JSON string>";` statements (optionally in a CDATA comment);
 * null for any other script, which is then left as it is.
 */
export function parsePageGlobals(text: string): Record<string, string> | null {
  let rest = text.trim();
  rest = (CDATA.exec(rest)?.[1] ?? rest).trim();
  const globals: Record<string, string> = {};
  while (rest) {
    const match = ASSIGNMENT.exec(rest);
    const name = match?.[1];
    if (!match || !name || !(PAGE_GLOBALS as readonly string[]).includes(name)) return null;
    globals[name] = JSON.parse(match[2] ?? '""') as string;
    rest = rest.slice(match[0].length).trim();
  }
  return Object.keys(globals).length > 0 ? globals : null;
}

export function pageGlobalsMarkup(globals: Record<string, string>): string {
  return dataBlock(PAGE_GLOBALS_ID, globals) + `<script>${PAGE_GLOBALS_BOOTSTRAP}</script>`;
}

/**
 * Replaces Gatsby's per-page and per-build inline scripts by the data block and the
 * constant bootstrap, placed where the first of them stood (before the async bundles).
 * Idempotent: a page already rewritten has none of them left and comes back unchanged.
 */
export function rewritePageGlobals(html: string): string {
  const globals: Record<string, string> = {};
  const moved: ScriptElement[] = [];
  for (const script of scriptElements(html)) {
    if (!isExecutableInline(script)) continue;
    const assigned = parsePageGlobals(script.text);
    if (assigned) {
      Object.assign(globals, assigned);
      moved.push(script);
    }
  }
  const [first, ...others] = moved;
  if (!first) return html;
  let result = html.replace(first.outer, () => pageGlobalsMarkup(globals));
  for (const script of others) result = result.replace(script.outer, "");
  return result;
}

/** Gatsby's global that names every template's chunk files: the same on every page of a build. */
export const CHUNK_MAPPING = "___chunkMapping";

/**
 * Takes Gatsby's chunk mapping out of a page's globals blocks: 3 KB of HTML on every page (0.7 KB
 * compressed), needed only once Gatsby's runtime loads a template, which happens after the page
 * has loaded (src/hydration/bundles-after-load.ts). The post-build step writes the returned
 * script to a file of its own that runs first among the bundles. Returns the page without the
 * mapping and the script that assigns it (null when the page has none left, as on a page
 * rewritten by an earlier build). With several blocks (a page an incremental build re-stitched),
 * the last one's mapping is the current one, as it would be when the blocks run in order.
 */
export function takeChunkMapping(html: string): { html: string; script: string | null } {
  let result = html;
  let mapping: string | undefined;
  for (const block of scriptElements(html).filter((script) => script.attributes.get("id") === PAGE_GLOBALS_ID)) {
    const globals = JSON.parse(block.text) as Record<string, string>;
    if (!(CHUNK_MAPPING in globals)) continue;
    mapping = globals[CHUNK_MAPPING];
    delete globals[CHUNK_MAPPING];
    result = result.replace(block.outer, () => dataBlock(PAGE_GLOBALS_ID, globals));
  }
  return {
    html: result,
    script: mapping === undefined ? null : `window.${CHUNK_MAPPING}=${jsonForScriptElement(mapping)};`,
  };
}

const tinyImage: IGatsbyImageData = {
  layout: "constrained",
  width: 1,
  height: 1,
  images: { fallback: { src: "/x.png", srcSet: "/x.png 1w", sizes: "1px" }, sources: [] },
};

interface HeadComponentsArgs {
  setHeadComponents(components: ReactNode[]): void;
}

/**
 * The inline scripts gatsby-plugin-image puts on pages: one in the head (from its
 * gatsby-ssr) and one beside every image (removed after the build, its work done by the
 * bundle loader, see src/hydration/images-after-paint.ts). Both are constant for a given plugin version;
 * rendering them here, from the installed plugin, keeps them right after an upgrade.
 */
export function gatsbyPluginImageScripts(): { head: string[]; perImage: string[] } {
  const requireFromSite = createRequire(path.join(process.cwd(), "package.json"));
  const ssr = requireFromSite("gatsby-plugin-image/gatsby-ssr") as { onRenderBody(args: HeadComponentsArgs): void };
  let head: ReactNode[] = [];
  ssr.onRenderBody({ setHeadComponents: (components) => (head = components) });
  const headMarkup = renderToStaticMarkup(createElement("div", null, ...head));
  const imageMarkup = renderToStaticMarkup(createElement(GatsbyImage, { image: tinyImage, alt: "" }));
  return { head: executableInlineScripts(headMarkup), perImage: executableInlineScripts(imageMarkup) };
}

/** Every inline script a page of this site may contain; anything else fails the build. */
export function allowedInlineScripts({ tagManager }: { tagManager: boolean }): string[] {
  return [
    PAGE_GLOBALS_BOOTSTRAP,
    ...gatsbyPluginImageScripts().head,
    ...(tagManager ? [CONSENT_DEFAULT_SNIPPET] : []),
  ];
}
