// On a slow connection the browser asks first for what comes first in the head: the preloads, not the inline styles.
import * as React from "react";
import type { PreRenderHTMLArgs } from "gatsby";

const isMeta = (node: React.ReactNode): boolean => React.isValidElement(node) && node.type === "meta";

/** A `<link rel="preload">`, written by the site (font) or by a page's `Head` (largest image). */
export const isPreload = (node: React.ReactNode): boolean =>
  React.isValidElement(node) && node.type === "link" && (node.props as { rel?: unknown }).rel === "preload";

/** Moves every preload right after the meta tags, ahead of the styles and scripts, in their own order. */
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
