// The 404 page carries its own Content-Security-Policy as a <meta> element. Netlify answers a
// path that is no file with 404.html, but gives it the headers of the path asked for, and the
// only rule that reaches every such path is `/*`, which reaches the editor at /admin/ too: a page
// policy there would be enforced beside the editor's and break it. A policy in the page itself
// holds wherever the page is served, whatever header rules match.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { PreRenderHTMLArgs } from "gatsby";
import { cspHash, metaContentSecurityPolicy, tagManagerConfigured } from "./policy";
import { inlineCode } from "./inline-code";

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
 * The text of every inline script the page will hold: those among its components, rendered as
 * Gatsby renders them, and those of the slices Gatsby stitches into it after rendering (their
 * HTML is written to public/_gatsby/slices before the pages are rendered). Gatsby notes the file
 * read ("Unsafe builtin usage") and so renders every page again on the next build, which for a
 * site of this size costs seconds; the build's check (post-build.ts) catches a slice missed here.
 */
export function pageScripts(nodes: readonly React.ReactNode[], publicDir: string): string[] {
  const markup = renderToStaticMarkup(<>{nodes.filter(isScript)}</>);
  const slicesDir = path.join(publicDir, "_gatsby", "slices");
  const slices = sliceIds(nodes).flatMap((id) => {
    let files: string[];
    try {
      files = readdirSync(slicesDir).filter((file) => file.startsWith(`${id}-`) && file.endsWith(".html"));
    } catch {
      files = [];
    }
    return files.map((file) => readFileSync(path.join(slicesDir, file), "utf8"));
  });
  return inlineCode([markup, ...slices].join("\n")).scripts;
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
    publicDir = path.resolve("public"),
    tagManager = tagManagerConfigured(),
    nodeEnv = process.env.NODE_ENV,
  }: { publicDir?: string; tagManager?: boolean; nodeEnv?: string } = {},
): void {
  // The development server runs code a policy would refuse; the policy is for the build.
  if (nodeEnv !== "production" || !isNotFoundPage(pathname)) return;
  const head = getHeadComponents();
  const scripts = pageScripts([...head, ...getPreBodyComponents(), ...getPostBodyComponents()], publicDir);
  const policy = metaContentSecurityPolicy({ tagManager, scriptHashes: scripts.map(cspHash) });
  replaceHeadComponents([
    <meta key={NOT_FOUND_POLICY_KEY} httpEquiv="Content-Security-Policy" content={policy} />,
    ...head.filter((node) => !(React.isValidElement(node) && node.key === NOT_FOUND_POLICY_KEY)),
  ]);
}
