// The moment work that is not needed for the first screen may start, as browser JavaScript for
// the site's constant inline scripts (their CSP hashes are computed from this text).

/**
 * The source of `function afterLoadAndPaint(run)`: calls `run` once, after the page's `load`
 * event and its first contentful paint (a load can come before it), so the first screen is
 * on it before anything else competes with it; without paint timing, after the next frame.
 * A stalled image must not hold the rest back: 3 s at most.
 */
export const AFTER_LOAD_AND_PAINT =
  "function afterLoadAndPaint(run){var started=false;" +
  "function go(){if(started)return;started=true;run()}" +
  "function soon(){var P=window.PerformanceObserver;" +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){' +
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}})' +
  '.observe({type:"paint",buffered:true})}else requestAnimationFrame(function(){setTimeout(go,0)})}' +
  'if(document.readyState==="complete")soon();else{addEventListener("load",soon);setTimeout(go,3000)}}';

/** A <template> in the head whose content is added to the head after the first paint (by the bundle loader). */
export const HEAD_AFTER_PAINT_ID = "head-after-paint";
