// Gatsby's bundles start once the page has loaded. Every page is complete HTML: its text, images
// and links work, its forms post, before any script runs. Started with the HTML, the bundles
// compete with the hero image and the font for a phone's bandwidth and CPU, and the largest
// paint waits for them; started after the page's `load` event and its next frame, they follow
// it instead. Until they
// have run, links are plain links and the forms post without JavaScript, as they do anyway.
//
// Gatsby writes `<script src async>` for its bundles from a slice stitched in after rendering,
// where no SSR API reaches, so this is a post-build rewrite (run with the other rewrites in
// src/security/post-build.ts). The list of bundles, which changes with every build, goes into
// a JSON data block; one constant script (its CSP hash is known before the build) loads them.
import { scriptElements } from "../security/script-elements";

export const BUNDLES_ID = "gatsby-bundles";

/** Loads the bundles listed in the JSON block before it, in order, once the page has loaded and painted. */
export const BUNDLE_LOADER =
  "(function(s){var d=s&&s.previousElementSibling;" +
  `if(!d||d.id!==${JSON.stringify(BUNDLES_ID)})return;` +
  "var b=JSON.parse(d.textContent),started=false;" +
  "function go(){if(started)return;started=true;b.forEach(function(u){" +
  'var e=document.createElement("script");e.src=u;e.async=false;document.body.appendChild(e)})}' +
  // After the frame that follows the load event, so the page is painted before any script runs.
  "function soon(){requestAnimationFrame(function(){setTimeout(go,0)})}" +
  // A stalled image must not keep the page from its scripts: 3 s at most.
  'if(document.readyState==="complete")soon();else{addEventListener("load",soon);setTimeout(go,3000)}' +
  "})(document.currentScript)";

/** A same-site bundle Gatsby loads with the page: `<script src="/…js" async>`. */
function isGatsbyBundle(attributes: Map<string, string>): boolean {
  const src = attributes.get("src") ?? "";
  return attributes.has("async") && src.startsWith("/") && !src.startsWith("//") && src.endsWith(".js");
}

/**
 * Replaces Gatsby's bundle tags by the JSON list and the constant loader, placed where the
 * first of them stood. Idempotent: a page already rewritten has no bundle tags left.
 */
export function loadBundlesAfterLoad(html: string): string {
  const bundles = scriptElements(html).filter((script) => isGatsbyBundle(script.attributes));
  const [first, ...others] = bundles;
  if (!first) return html;
  const urls = bundles.map((script) => script.attributes.get("src") ?? "");
  const markup =
    `<script type="application/json" id="${BUNDLES_ID}">${JSON.stringify(urls).replace(/</g, "\\u003c")}</script>` +
    `<script>${BUNDLE_LOADER}</script>`;
  let result = html.replace(first.outer, () => markup);
  for (const script of others) result = result.replace(script.outer, "");
  return result;
}

/** The bundles a rewritten page loads (for the size benchmark and budgets). */
export function bundlesOf(html: string): string[] {
  const block = scriptElements(html).find((script) => script.attributes.get("id") === BUNDLES_ID);
  return block ? (JSON.parse(block.text) as string[]) : [];
}
