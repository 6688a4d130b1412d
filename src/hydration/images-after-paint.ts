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
// The post-build rewrite here (run with the others in src/security/post-build.ts) removes
// those per-image scripts; the bundle loader, on every page and already waiting for the paint,
// does their work instead (LAZY_IMAGES, src/hydration/bundles-after-load.ts). An image that is
// already there (the eager hero, from the cache) is shown once the document is parsed, as the
// plugin's script did; the lazy ones get their sources after the page's `load` event and first
// contentful paint, one per frame (one in a band not laid out yet, when the band is), and the
// browser's lazy loading takes over from there as before. Eager images never had `data-src`, so
// the first screen is unchanged; without native lazy loading Gatsby's runtime swaps the sources
// after hydration, as it always did; without JavaScript the <noscript> copy shows. One script
// for all this rather than one of its own keeps the other pages' HTML and CSP header within the
// first round trip (docs/performance.md, "The document in the first round trip").
import { AT_FRAGMENT_ATTRIBUTE } from "../components/layout/at-fragment";
import { scriptElements } from "../security/script-elements";

/**
 * Browser JavaScript for the bundle loader: defines `lazyImages()`, which returns the function
 * to call after the first paint. Once the document is parsed (after the plugin's head module
 * script, which fades each image in on its `load` event) it shows the images already loaded.
 */
export const LAZY_IMAGES =
  'function lazyImages(){if(!("loading"in HTMLImageElement.prototype))return function(){};' +
  'var a=[],l=[];function w(e){return e.hasAttribute("data-src")||e.hasAttribute("data-srcset")}' +
  // An image that finished before the head script listened gets no `load` event: show it now.
  "function show(e){if(!e.complete)return;e.style.opacity=1;" +
  'var p=e.parentNode.parentNode.querySelector("[data-placeholder-image]");if(p)p.style.opacity=0}' +
  "function m(e,f,t){if(e.hasAttribute(f)){e.setAttribute(t,e.getAttribute(f));e.removeAttribute(f)}}" +
  // `complete` is also true for an image without a source yet, so only the ones that have one.
  'document.addEventListener("DOMContentLoaded",function(){a=[].slice.call(document.querySelectorAll("img[data-main-image]"));' +
  "a.forEach(function(e){if(!w(e))show(e)});l=a.filter(w)},{once:true});" +
  // One image per frame: the frame that lays out an image with its new source, paints it and
  // lets the browser's lazy loading request it stays a short task, not one long one for all.
  // Each is shown on its own `load`: the plugin's head script only fades in an image that still
  // carries `data-gatsby-image-ssr`, and the hydrated GatsbyImage removes that attribute at once
  // from an image without a source (`complete` is true for it), so an image whose source comes
  // after the hydration would otherwise stay transparent.
  "function g(e){" +
  'e.parentNode.querySelectorAll("source[data-srcset]").forEach(function(s){m(s,"data-srcset","srcset")});' +
  'm(e,"data-srcset","srcset");m(e,"data-src","src");' +
  'if(e.complete)show(e);else e.addEventListener("load",function(){show(e)},{once:true})}' +
  // An image in a band that is not laid out (content-visibility: auto, off screen) gets its
  // sources once the band is. It could not load before that anyway (no box for the lazy loading
  // to see), and an image whose sources change while its band is skipped was sometimes left
  // without a box for good when the band came on screen (Chromium 156: a team portrait stayed
  // an empty circle). b(e) is the band skipping e, if any; k() gives the waiting images whose
  // band is laid out now their sources: on the band's own event, or when a #fragment visit lays
  // every band out (AT_FRAGMENT_ATTRIBUTE), which ends the skipping without that event.
  "function b(e){if(!e.checkVisibility||e.checkVisibility({contentVisibilityAuto:true}))return null;" +
  "for(var p=e.parentElement;p;p=p.parentElement)if(p.checkVisibility({contentVisibilityAuto:true}))" +
  'return getComputedStyle(p).contentVisibility=="auto"?p:null;return null}' +
  "var d=[],o;function k(){d=d.filter(function(e){if(b(e))return true;g(e);return false})}" +
  "function n(){var e=l.shift();if(!e)return;var p=b(e);" +
  'if(p){d.push(e);p.addEventListener("contentvisibilityautostatechange",k);' +
  `if(!o)(o=new MutationObserver(k)).observe(document.documentElement,{attributeFilter:["${AT_FRAGMENT_ATTRIBUTE}"]})}` +
  "else g(e);" +
  "requestAnimationFrame(function(){setTimeout(n,0)})}" +
  "return n}";

/**
 * Removes gatsby-plugin-image's per-image scripts (`perImageScripts`, rendered from the
 * installed plugin). Idempotent.
 */
export function removePerImageScripts(html: string, perImageScripts: readonly string[]): string {
  let result = html;
  for (const script of scriptElements(html)) {
    if (!script.attributes.has("src") && perImageScripts.includes(script.text))
      result = result.replace(script.outer, "");
  }
  return result;
}
