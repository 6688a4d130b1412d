import type { GatsbySSR } from "gatsby";
import { fontFaceCss, interLatinUrl } from "./src/theme/font-faces";
import { CONSENT_PENDING_SCRIPT } from "./src/consent/pending";
import { putConsentDefaultFirst, renderConsentHead } from "./src/consent/ssr";
import { putPreloadsFirst } from "./src/components/seo/head-order";
import { noScriptMenuCss } from "./src/components/layout/header";

export { wrapPageElement } from "./src/components/layout/wrap";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "nb" });
  renderConsentHead({ setHeadComponents });
  setHeadComponents([
    // The text face, fetched with the HTML so it is usually there before the first paint.
    <link key="font-inter" rel="preload" href={interLatinUrl} as="font" type="font/woff2" crossOrigin="anonymous" />,
    // Its faces, outside styled-components' sheet, which is rebuilt when the scripts start.
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: fontFaceCss }} />,
    // Shows the server-rendered cookie banner before the first paint to visitors who have not chosen.
    <script key="consent-pending" dangerouslySetInnerHTML={{ __html: CONSENT_PENDING_SCRIPT }} />,
    // The header's links laid out for a visitor without JavaScript. Inner HTML: React would escape ">".
    <noscript key="no-script-menu">
      <style dangerouslySetInnerHTML={{ __html: noScriptMenuCss }} />
    </noscript>,
    // The home-screen icon for iOS (other browsers read the manifest's icons).
    <link key="apple-touch-icon" rel="apple-touch-icon" href="/icons/icon-192x192.png" />,
  ]);
};

// The consent default first among the scripts, the font's and the largest image's preloads ahead
// of it and of the styles.
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = (args) => {
  putConsentDefaultFirst(args);
  putPreloadsFirst(args);
};
