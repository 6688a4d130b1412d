import "@fontsource-variable/inter";
import type { GatsbyBrowser } from "gatsby";
import { scrollToHash } from "./src/components/layout/scroll";

export { wrapPageElement, wrapRootElement } from "./src/components/layout/wrap";

// A URL with a hash scrolls smoothly to its target (also after arriving from another
// page); any other new path starts at the top, and back/forward restore the position.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => {
  const { hash } = routerProps.location;
  if (hash && scrollToHash(hash)) return false;
  return true;
};

// A hash link to the page already shown does not change the route, so scroll here too.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  if (window.location.hash) scrollToHash(window.location.hash, "auto");
};
