// The head's order decides what a browser asks for first on a slow connection: the preload scanner
// reads the head as its bytes arrive, and the page's styles (every rule the page uses, inline) come
// before the font's and the largest image's preloads unless they are moved ahead of them.
import * as React from "react";
import type { PreRenderHTMLArgs } from "gatsby";

const isMeta = (node: React.ReactNode): boolean => React.isValidElement(node) && node.type === "meta";

/** A `<link rel="preload">`, written by the site (font) or by a page's `Head` (largest image). */
export const isPreload = (node: React.ReactNode): boolean =>
  React.isValidElement(node) && node.type === "link" && (node.props as { rel?: unknown }).rel === "preload";

/**
 * Moves every preload right after the meta tags at the top of the head (which crawlers read
 * first), ahead of the styles and every script, keeping their own order. Nothing is removed.
 */
export function putPreloadsFirst({
  getHeadComponents,
  replaceHeadComponents,
}: Pick<PreRenderHTMLArgs, "getHeadComponents" | "replaceHeadComponents">): void {
  const head = getHeadComponents();
  const preloads = head.filter(isPreload);
  if (preloads.length === 0) return;
  const rest = head.filter((node) => !isPreload(node));
  const firstNonMeta = rest.findIndex((node) => !isMeta(node));
  const at = firstNonMeta === -1 ? rest.length : firstNonMeta;
  replaceHeadComponents([...rest.slice(0, at), ...preloads, ...rest.slice(at)]);
}
