// The 404 page carries its own Content-Security-Policy in a <meta>: Netlify serves it at paths only
// `/*` reaches, and a page policy under `/*` would also reach the editor and break it.
import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { PreRenderHTMLArgs } from "gatsby";
import { cspHash, metaContentSecurityPolicy, tagManagerConfigured } from "./policy";
import { inlineCode } from "./inline-code";
import type { SliceScripts } from "./slice-scripts";

// The inline scripts of the slices Gatsby has written before the pages are rendered (slice-scripts.ts),
// handed to the renderer by gatsby-node's webpack settings; absent outside a build.
declare const __SLICE_SCRIPTS__: SliceScripts | undefined;
const builtSliceScripts: SliceScripts = typeof __SLICE_SCRIPTS__ === "undefined" ? {} : __SLICE_SCRIPTS__;

export const NOT_FOUND_POLICY_KEY = "not-found-content-security-policy";

/** The paths Gatsby renders the 404 page at: /404 (or /404/) and /404.html. */
export const isNotFoundPage = (pathname: string): boolean => /^\/404(\/|\.html)?$/.test(pathname);

const isScript = (node: React.ReactNode): node is React.ReactElement =>
  React.isValidElement(node) && node.type === "script";

/** The slices placed among the components, by name (Gatsby's own scripts come as one). */
const sliceIds = (nodes: readonly React.ReactNode[]): string[] =>
  nodes.flatMap((node) => {
    const sliceId: unknown = React.isValidElement(node) ? (node.props as { sliceId?: unknown }).sliceId : undefined;
    return typeof sliceId === "string" ? [sliceId] : [];
  });

/**
 * The text of every inline script the page will hold: its components' and its slices'. The slices'
 * come with the renderer, since a page that reads files while it renders makes Gatsby render every
 * page again on the next build; post-build.ts catches a slice missed here.
 */
export function pageScripts(nodes: readonly React.ReactNode[], sliceScripts: SliceScripts): string[] {
  const markup = renderToStaticMarkup(<>{nodes.filter(isScript)}</>);
  const slices = sliceIds(nodes).flatMap((id) =>
    Object.entries(sliceScripts).flatMap(([file, scripts]) => (file.startsWith(`${id}-`) ? scripts : [])),
  );
  return [...inlineCode(markup).scripts, ...slices];
}

/**
 * Puts the 404 page's policy first in its head, ahead of every script, allowing exactly that
 * page's inline scripts by hash. The page's body (its React tree) renders none; the build checks
 * the written page against the policy and fails on any script it does not allow (post-build.ts).
 */
export function addNotFoundPolicy(
  {
    pathname,
    getHeadComponents,
    replaceHeadComponents,
    getPreBodyComponents,
    getPostBodyComponents,
  }: Pick<
    PreRenderHTMLArgs,
    "pathname" | "getHeadComponents" | "replaceHeadComponents" | "getPreBodyComponents" | "getPostBodyComponents"
  >,
  {
    sliceScripts = builtSliceScripts,
    tagManager = tagManagerConfigured(),
    nodeEnv = process.env.NODE_ENV,
  }: { sliceScripts?: SliceScripts; tagManager?: boolean; nodeEnv?: string } = {},
): void {
  // The development server runs code a policy would refuse; the policy is for the build.
  if (nodeEnv !== "production" || !isNotFoundPage(pathname)) return;
  const head = getHeadComponents();
  const scripts = pageScripts([...head, ...getPreBodyComponents(), ...getPostBodyComponents()], sliceScripts);
  const policy = metaContentSecurityPolicy({ tagManager, scriptHashes: scripts.map(cspHash) });
  replaceHeadComponents([
    <meta key={NOT_FOUND_POLICY_KEY} httpEquiv="Content-Security-Policy" content={policy} />,
    ...head.filter((node) => !(React.isValidElement(node) && node.key === NOT_FOUND_POLICY_KEY)),
  ]);
}
