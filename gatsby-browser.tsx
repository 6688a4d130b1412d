import type { GatsbyBrowser } from "gatsby";
import { listenForContactClicks } from "./src/analytics/contact-links";
import { hydrateInSlices } from "./src/components/layout/hydrate";
import { scrollToHash } from "./src/components/layout/scroll";
import { createTagManagerLoader } from "./src/consent/consent-mode";
import { consentStore } from "./src/consent/consent-store";
import { gtmOptions, isTagManagerActive } from "./src/consent/gtm-options";

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

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  // A hash link to the page already shown does not change the route, so scroll here too.
  if (window.location.hash) scrollToHash(window.location.hash, "auto");
  // A public sign that React has taken over the page (the browser tests wait for it).
  document.documentElement.setAttribute("data-hydrated", "");
};

// The stored cookie choice is applied before the page renders, so Tag Manager never runs ahead of it.
// Phone and e-mail links report from the start too; without a container nothing is recorded.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if (!isTagManagerActive(gtmOptions)) return;
  createTagManagerLoader().start(consentStore);
  listenForContactClicks();
};

// Gatsby's type for this hook still describes React 17's ReactDOM.render, hence no annotation.
export const replaceHydrateFunction = () => hydrateInSlices;
