// The web manifest is linked once the page is on screen. Chrome reads a page's manifest as soon
// as the document is parsed, to see whether the site can be installed, and then fetches an
// icon of 144 px or more from it: two requests at `load`, before the first paint on a page that
// loads faster than it paints (the home page), competing with the hero on a slow connection.
// Nothing on the first screen needs either. Lighthouse counted both towards home's LCP whenever
// they finished before its paint (about 75 ms each, measured on saved runs). Installing the
// site is a menu action in a browser that runs scripts, so it loses nothing by waiting; without
// JavaScript, a <noscript> copy of the link stays in the head.
import type { PreRenderHTMLArgs } from "gatsby";
import * as React from "react";
import { AFTER_LOAD_AND_PAINT } from "./after-load-and-paint";

/** Adds `<link rel="manifest">` (href and crossorigin from its own data attributes) after the first paint. */
export const MANIFEST_LOADER =
  '(function(s){var h=s&&s.getAttribute("data-href");if(!h)return;var c=s.getAttribute("data-crossorigin");' +
  AFTER_LOAD_AND_PAINT +
  'afterLoadAndPaint(function(){var l=document.createElement("link");l.rel="manifest";l.href=h;' +
  'if(c)l.setAttribute("crossorigin",c);document.head.appendChild(l)})' +
  "})(document.currentScript)";

interface LinkProps {
  rel?: unknown;
  href?: unknown;
  crossOrigin?: unknown;
}

function isManifestLink(node: React.ReactNode): node is React.ReactElement<LinkProps> {
  return React.isValidElement<LinkProps>(node) && node.type === "link" && node.props.rel === "manifest";
}

/** onPreRenderHTML: gatsby-plugin-manifest's link becomes the loader, with the link itself for pages read without scripts. */
export function linkManifestAfterPaint({
  getHeadComponents,
  replaceHeadComponents,
}: Pick<PreRenderHTMLArgs, "getHeadComponents" | "replaceHeadComponents">): void {
  const head = getHeadComponents();
  const at = head.findIndex(isManifestLink);
  const link = head[at];
  if (!isManifestLink(link) || typeof link.props.href !== "string") return;
  const crossOrigin = typeof link.props.crossOrigin === "string" ? link.props.crossOrigin : undefined;
  const replacement = [
    <noscript key="manifest-without-scripts">{link}</noscript>,
    <script
      key="manifest-after-paint"
      data-href={link.props.href}
      data-crossorigin={crossOrigin}
      dangerouslySetInnerHTML={{ __html: MANIFEST_LOADER }}
    />,
  ];
  replaceHeadComponents([...head.slice(0, at), ...replacement, ...head.slice(at + 1)]);
}
