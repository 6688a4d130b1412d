// Images below the first screen start loading after it has painted. gatsby-plugin-image
// server-renders a lazy image with `data-src`/`data-srcset` and writes, beside every image, the
// same module script that moves them to `src`/`srcset` as soon as the page is parsed; the
// browser's lazy loading then fetches every lazy image within its margin (more than a screen)
// at the first layout. On the home page that is the three project cards, about 250 px below a
// phone's first screen, fetched while the hero and the font were still arriving and the first
// paint was still to come. Lighthouse replays every request that ended before the largest
// paint, so whether the cards won that race decided home's LCP: in 100 saved runs, 1.06–1.18 s
// when they lost and 1.21–1.38 s when they won.
//
// This post-build rewrite (run with the others in src/security/post-build.ts) replaces those
// per-image scripts by one constant module script. An image that is already there (the eager
// hero, from the cache) is shown at once, as the plugin's script does; the lazy ones get their
// sources after the page's `load` event and first contentful paint, one per frame, and the
// browser's lazy loading takes over from there as before. Eager images never had `data-src`,
// so the first screen is unchanged; without native lazy loading Gatsby's runtime swaps the
// sources after hydration, as it always did; without JavaScript the <noscript> copy shows.
import { scriptElements } from "../security/script-elements";
import { AFTER_LOAD_AND_PAINT } from "./after-load-and-paint";

export const IMAGE_LOADER_ID = "images-after-paint";

/**
 * Runs as a module, where and when the plugin's per-image scripts ran: after the document is
 * parsed and after the plugin's head script, which fades each image in on its `load` event.
 */
export const IMAGE_LOADER =
  '(function(){if(typeof HTMLImageElement==="undefined"||!("loading" in HTMLImageElement.prototype))return;' +
  'var images=Array.prototype.slice.call(document.querySelectorAll("img[data-main-image]"));' +
  'function waiting(e){return e.hasAttribute("data-src")||e.hasAttribute("data-srcset")}' +
  // An image that finished before the head script listened gets no `load` event: show it now.
  "function showIfLoaded(e){if(!e.complete)return;e.style.opacity=1;" +
  'var p=e.parentNode&&e.parentNode.parentNode&&e.parentNode.parentNode.querySelector("[data-placeholder-image]");' +
  "if(p)p.style.opacity=0}" +
  "function move(e,from,to){if(e.hasAttribute(from)){e.setAttribute(to,e.getAttribute(from));e.removeAttribute(from)}}" +
  // `complete` is also true for an image without a source yet, so only the ones that have one.
  "images.forEach(function(e){if(!waiting(e))showIfLoaded(e)});" +
  "var lazy=images.filter(waiting);" +
  // One image per frame: the frame that lays out an image with its new source, paints it and
  // lets the browser's lazy loading request it stays a short task, not one long one for all.
  "function next(){var e=lazy.shift();if(!e)return;" +
  'e.parentNode.querySelectorAll("source[data-srcset]").forEach(function(s){move(s,"data-srcset","srcset")});' +
  'move(e,"data-srcset","srcset");move(e,"data-src","src");showIfLoaded(e);' +
  "requestAnimationFrame(function(){setTimeout(next,0)})}" +
  AFTER_LOAD_AND_PAINT +
  "afterLoadAndPaint(next)" +
  "})()";

const loaderElement = `<script type="module" id="${IMAGE_LOADER_ID}">${IMAGE_LOADER}</script>`;

/**
 * Replaces gatsby-plugin-image's per-image scripts (`perImageScripts`, rendered from the
 * installed plugin) by IMAGE_LOADER, placed where the last of them stood. Idempotent; a page
 * an earlier build rewrote and Gatsby kept gets the current loader.
 */
export function loadImagesAfterPaint(html: string, perImageScripts: readonly string[]): string {
  const scripts = scriptElements(html);
  const existing = scripts.find((script) => script.attributes.get("id") === IMAGE_LOADER_ID);
  const plugin = scripts.filter(
    (script) => !script.attributes.has("src") && perImageScripts.includes(script.text) && script !== existing,
  );
  let result = html;
  if (existing && existing.text !== IMAGE_LOADER) result = result.replace(existing.outer, () => loaderElement);
  const last = plugin.at(-1);
  if (!last) return result;
  for (const script of plugin.slice(0, -1)) result = result.replace(script.outer, "");
  return result.replace(last.outer, () => (existing ? "" : loaderElement));
}
