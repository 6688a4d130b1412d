// Hash scrolling that clears the fixed header (html's scroll-padding-top) and moves focus
// to the target, so keyboard and screen-reader users land where sighted users do.
import { mediaQueries } from "../../theme/tokens";

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === "function" && window.matchMedia(mediaQueries.reducedMotion).matches;

/** Scrolls to the element a `#hash` names; returns false if there is none. */
export function scrollToHash(hash: string, behavior: ScrollBehavior = "smooth"): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  if (!id) return false;
  const target = document.getElementById(id);
  if (!target) return false;
  // Wait a frame so the new page has laid out before measuring.
  window.requestAnimationFrame(() => {
    target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : behavior, block: "start" });
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  });
  return true;
}
