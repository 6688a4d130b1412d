import type { GatsbySSR } from "gatsby";
import * as React from "react";

export { wrapPageElement, wrapRootElement } from "./src/components/layout/wrap";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "nb" });
  setHeadComponents([
    // Without JavaScript the menu button cannot open the menu, so show the links instead.
    <noscript key="no-js-nav">
      <style>{`.site-nav{display:block!important;position:static!important;box-shadow:none!important;padding:0!important}.menu-button{display:none!important}header .site-nav ul{flex-direction:row!important;flex-wrap:wrap;gap:0 1rem}`}</style>
    </noscript>,
  ]);
};
