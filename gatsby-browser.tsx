import "./src/theme/global.css";
import "./src/theme/tokens.css";
import "./src/theme/fonts.css";
import type { GatsbyBrowser } from "gatsby";
import { scrollToHash } from "./src/components/layout/scroll";
import { whenHydrated } from "./src/hydration/hydrate-later";
// --- consent ---
import { startConsentMode } from "./src/consent/browser";
// --- end consent ---

export { wrapPageElement } from "./src/components/layout/wrap";

// A URL with a hash scrolls smoothly to its target (also after arriving from another
// page); any other new path starts at the top, and back/forward restore the position.
// Scrolling is done here with behavior "instant": the smooth scrolling that html sets for
// in-page anchors would otherwise be cut short when the new, shorter page replaces the old.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, getSavedScrollPosition }) => {
  const { hash } = routerProps.location;
  if (hash && scrollToHash(hash)) return false;
  const saved = getSavedScrollPosition(routerProps.location) as [number, number] | null;
  window.scrollTo({ left: 0, top: saved?.[1] ?? 0, behavior: "instant" });
  return false;
};

// A hash link to the page already shown does not change the route, so scroll here too.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  if (window.location.hash) scrollToHash(window.location.hash, "auto");
  // A public sign that the page's scripts have taken over, every part of it hydrated (the
  // end-to-end tests wait for it).
  void whenHydrated().then(() => document.documentElement.setAttribute("data-hydrated", ""));
};

// --- consent: apply the stored choice (and load Tag Manager if there is one) before hydration ---
// Then yield: Gatsby waits for the promise before it asks for the page's data, so evaluating the
// app bundle and starting the page are two tasks on the main thread instead of one long one.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  startConsentMode();
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
};
// --- end consent ---
