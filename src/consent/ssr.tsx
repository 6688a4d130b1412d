// Server-rendering hooks for consent: gatsby-ssr.tsx calls these.
import * as React from "react";
import type { PreRenderHTMLArgs, RenderBodyArgs } from "gatsby";
import { CONSENT_DEFAULT_SNIPPET } from "./consent-mode";
import { gtmOptions, isTagManagerActive, type GtmOptions } from "./gtm-options";

export const CONSENT_DEFAULT_KEY = "consent-mode-default";

const keyOf = (node: React.ReactNode): string | null =>
  React.isValidElement(node) && node.key !== null ? String(node.key) : null;

const isMeta = (node: React.ReactNode): boolean => React.isValidElement(node) && node.type === "meta";

/** The Consent Mode default (all four keys denied), when there is a container to gate. */
export function renderConsentHead(
  { setHeadComponents }: Pick<RenderBodyArgs, "setHeadComponents">,
  options: GtmOptions | null = gtmOptions,
  nodeEnv: string | undefined = process.env.NODE_ENV,
): void {
  if (!isTagManagerActive(options, nodeEnv)) return;
  setHeadComponents([
    <script key={CONSENT_DEFAULT_KEY} dangerouslySetInnerHTML={{ __html: CONSENT_DEFAULT_SNIPPET }} />,
  ]);
}

/**
 * Moves our Consent Mode default ahead of every other script in the head (plugins' head
 * components come before the site's own), so the default is in the data layer before the Tag
 * Manager plugin's snippet runs. Nothing is removed.
 */
export function putConsentDefaultFirst({
  getHeadComponents,
  replaceHeadComponents,
}: Pick<PreRenderHTMLArgs, "getHeadComponents" | "replaceHeadComponents">): void {
  const head = getHeadComponents();
  const consentDefault = head.filter((node) => keyOf(node) === CONSENT_DEFAULT_KEY);
  if (consentDefault.length === 0) return;
  const rest = head.filter((node) => keyOf(node) !== CONSENT_DEFAULT_KEY);
  // After the meta tags Gatsby keeps on top for crawlers.
  const firstNonMeta = rest.findIndex((node) => !isMeta(node));
  const at = firstNonMeta === -1 ? rest.length : firstNonMeta;
  replaceHeadComponents([...rest.slice(0, at), ...consentDefault, ...rest.slice(at)]);
}
