// The web manifest is linked once the page is on screen. Chrome reads a page's manifest as soon
// as the document is parsed, to see whether the site can be installed, and then fetches an
// icon of 144 px or more from it: two requests at `load`, before the first paint on a page that
// loads faster than it paints (the home page), competing with the hero on a slow connection.
// Nothing on the first screen needs either. Lighthouse counted both towards home's LCP whenever
// they finished before its paint (about 75 ms each, measured on saved runs). Installing the
// site is a menu action in a browser that runs scripts, so it loses nothing by waiting.
//
// The link goes into an inert <template> in the head, which the bundle loader, already waiting
// for the paint on every page, adds to the head then (src/hydration/bundles-after-load.ts): no
// script and no CSP hash of its own. Without JavaScript a <noscript> copy is the link.
import type { PreRenderHTMLArgs } from "gatsby";
import * as React from "react";
import { HEAD_AFTER_PAINT_ID } from "./bundles-after-load";

interface LinkProps {
  rel?: unknown;
}

function isManifestLink(node: React.ReactNode): node is React.ReactElement<LinkProps> {
  return React.isValidElement<LinkProps>(node) && node.type === "link" && node.props.rel === "manifest";
}

/** onPreRenderHTML: gatsby-plugin-manifest's link held back until the first paint. */
export function linkManifestAfterPaint({
  getHeadComponents,
  replaceHeadComponents,
}: Pick<PreRenderHTMLArgs, "getHeadComponents" | "replaceHeadComponents">): void {
  const head = getHeadComponents();
  const at = head.findIndex(isManifestLink);
  const link = head[at];
  if (!isManifestLink(link)) return;
  const replacement = [
    <noscript key="manifest-without-scripts">{link}</noscript>,
    <template key="manifest-after-paint" id={HEAD_AFTER_PAINT_ID}>
      {link}
    </template>,
  ];
  replaceHeadComponents([...head.slice(0, at), ...replacement, ...head.slice(at + 1)]);
}
