// Gatsby's bundles start once the page has loaded. Every page is complete HTML: its text, images
// and links work, its forms post, before any script runs. Started with the HTML, the bundles
// compete with the hero image and the font for a phone's bandwidth and CPU, and the largest
// paint waits for them; started after the page's `load` event and its first contentful paint,
// they follow it instead. Until they
// have run, links are plain links and the forms post without JavaScript, as they do anyway.
//
// Gatsby writes `<script src async>` for its bundles from a slice stitched in after rendering,
// where no SSR API reaches, so this is a post-build rewrite (run with the other rewrites in
// src/security/post-build.ts). The list of bundles, which changes with every build, goes into
// a JSON data block; one constant script (its CSP hash is known before the build) loads them.
import { dataBlock, scriptElements } from "../security/script-elements";
import { LAZY_IMAGES } from "./images-after-paint";

export const BUNDLES_ID = "gatsby-bundles";

/** A <template> in the head whose content the loader adds to the head after the first paint. */
export const HEAD_AFTER_PAINT_ID = "head-after-paint";

/**
 * The source of `function afterLoadAndPaint(run)`: calls `run` once, after the page's `load`
 * event and its first contentful paint (a load can come before it), so the first screen is
 * on it before anything else competes with it; without paint timing, after the next frame.
 * A stalled image must not hold the rest back: 3 s at most.
 */
const AFTER_LOAD_AND_PAINT =
  "function afterLoadAndPaint(run){var started=false;" +
  "function go(){if(started)return;started=true;run()}" +
  "function soon(){var P=window.PerformanceObserver;" +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){' +
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}})' +
  '.observe({type:"paint",buffered:true})}else requestAnimationFrame(function(){setTimeout(go,0)})}' +
  'if(document.readyState==="complete")soon();else{addEventListener("load",soon);setTimeout(go,3000)}}';

/**
 * Loads the bundles listed in the JSON block before it, in order, once the page has loaded and
 * painted; then adds what the head held back until then (the web manifest link, see
 * src/hydration/manifest-after-paint.tsx) and gives the lazy images their sources, one per
 * frame (src/hydration/images-after-paint.ts). One script for all three rather than three
 * keeps the pages' HTML and their CSP header small.
 */
export const BUNDLE_LOADER =
  "(function(s){var d=s&&s.previousElementSibling;" +
  `if(!d||d.id!==${JSON.stringify(BUNDLES_ID)})return;` +
  "var b=JSON.parse(d.textContent);" +
  LAZY_IMAGES +
  "var images=lazyImages();" +
  AFTER_LOAD_AND_PAINT +
  "afterLoadAndPaint(function(){b.forEach(function(u){" +
  'var e=document.createElement("script");e.src=u;e.async=false;document.body.appendChild(e)});' +
  `var t=document.getElementById(${JSON.stringify(HEAD_AFTER_PAINT_ID)});if(t&&t.content)document.head.appendChild(t.content);` +
  "images()})" +
  "})(document.currentScript)";

/** A same-site bundle Gatsby loads with the page: `<script src="/…js" async>`. */
function isGatsbyBundle(attributes: Map<string, string>): boolean {
  const src = attributes.get("src") ?? "";
  return attributes.has("async") && src.startsWith("/") && !src.startsWith("//") && src.endsWith(".js");
}

/**
 * Replaces Gatsby's bundle tags by the JSON list and the constant loader, placed where the
 * first of them stood; `before` goes ahead of the bundles in the list (the chunk mapping, which
 * the runtime needs when it starts). Idempotent. A page rewritten by an earlier build (Gatsby
 * keeps the HTML of unchanged pages) gets the current loader, so its hash is the one the policy
 * allows, and whatever of `before` its list lacks.
 */
export function loadBundlesAfterLoad(html: string, before: readonly string[] = []): string {
  const scripts = scriptElements(html);
  const listed = scripts.findIndex((script) => script.attributes.get("id") === BUNDLES_ID);
  if (listed >= 0) {
    let result = html;
    const list = scripts[listed];
    const urls = list ? (JSON.parse(list.text) as string[]) : [];
    const missing = before.filter((url) => !urls.includes(url));
    if (list && missing.length > 0)
      result = result.replace(list.outer, () => dataBlock(BUNDLES_ID, [...missing, ...urls]));
    const loader = scripts[listed + 1];
    const stale = loader && !loader.attributes.has("src") && loader.text !== BUNDLE_LOADER;
    return stale ? result.replace(loader.outer, () => `<script>${BUNDLE_LOADER}</script>`) : result;
  }
  const bundles = scripts.filter((script) => isGatsbyBundle(script.attributes));
  const [first, ...others] = bundles;
  if (!first) return html;
  const urls = [...before, ...bundles.map((script) => script.attributes.get("src") ?? "")];
  let result = html.replace(first.outer, () => `${dataBlock(BUNDLES_ID, urls)}<script>${BUNDLE_LOADER}</script>`);
  for (const script of others) result = result.replace(script.outer, "");
  return result;
}

/** The bundles a rewritten page loads (for the size benchmark and budgets). */
export function bundlesOf(html: string): string[] {
  const block = scriptElements(html).find((script) => script.attributes.get("id") === BUNDLES_ID);
  return block ? (JSON.parse(block.text) as string[]) : [];
}
