import type { GatsbySSR } from "gatsby";
import * as React from "react";
import { AT_FRAGMENT_SCRIPT } from "./src/components/layout/at-fragment";
import { linkManifestAfterPaint } from "./src/hydration/manifest-after-paint";
import { declareCascadeLayersFirst } from "./src/theme/cascade-layers";
import { preloadedFontFile } from "./src/theme/tokens";
// --- consent ---
import { CONSENT_PENDING_SCRIPT } from "./src/consent/pending";
import { gateTagManagerSnippet, renderConsentHead } from "./src/consent/ssr";
// --- end consent ---

export { wrapPageElement } from "./src/components/layout/wrap";

// The header stops being fixed so the wrapped links cannot cover the page.
const noScriptNavCss = [
  "header{position:static!important}",
  "header>div{flex-wrap:wrap}",
  "main{padding-top:0!important}",
  ".menu-button{display:none!important}",
  ".site-nav{display:block!important;position:static!important;box-shadow:none!important;padding:0!important}",
  ".site-nav ul{flex-direction:row!important;flex-wrap:wrap;column-gap:1rem}",
].join("");

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "nb" });
  renderConsentHead({ setHeadComponents }); // consent: Consent Mode default, before any tag
  setHeadComponents([
    // The text face, fetched with the HTML so it is usually there before the first paint: no
    // swap, so no shift where Inter breaks a heading differently from its fallback.
    <link
      key="font-inter"
      rel="preload"
      href={preloadedFontFile}
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
    />,
    // The home-screen icon for iOS (other browsers read the manifest's icons).
    <link key="apple-touch-icon" rel="apple-touch-icon" href="/icons/icon-192x192.png" />,
    // Before the body is parsed: a visit that starts at a #fragment lays out every band at once.
    <script key="at-fragment" dangerouslySetInnerHTML={{ __html: AT_FRAGMENT_SCRIPT }} />,
    // Before the first paint: show the server-rendered cookie banner to visitors who have not chosen.
    <script key="consent-pending" dangerouslySetInnerHTML={{ __html: CONSENT_PENDING_SCRIPT }} />,
    // Without JavaScript the menu button cannot open the menu, so show the links instead.
    <noscript key="no-js-nav">
      <style>{noScriptNavCss}</style>
    </noscript>,
  ]);
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = (args) => {
  // --- consent: Consent Mode default first in the head; the Tag Manager plugin's unconditional
  // snippet and <noscript> iframe removed (src/consent loads gtm.js after a choice) ---
  gateTagManagerSnippet(args);
  // --- end consent ---
  // The cascade layers' order ahead of the page's stylesheets (the app's and its template's).
  declareCascadeLayersFirst(args);
  // The web manifest (and the install icon Chrome fetches from it) after the first paint.
  linkManifestAfterPaint(args);
};
