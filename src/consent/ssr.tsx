// Server-rendering hooks for consent: gatsby-ssr.tsx calls these.
import * as React from "react";
import type { PreRenderHTMLArgs, RenderBodyArgs } from "gatsby";
import { CONSENT_DEFAULT_SNIPPET } from "./consent-mode";
import { gtmOptions, isTagManagerActive, type GtmOptions } from "./gtm-options";

const KEY = "consent-mode-default";
const isDefault = (node: React.ReactNode) => React.isValidElement(node) && node.key === KEY;

/** The Consent Mode default (all four keys denied), when there is a container to gate. */
export function renderConsentHead(
  { setHeadComponents }: Pick<RenderBodyArgs, "setHeadComponents">,
  options: GtmOptions | null = gtmOptions,
  nodeEnv: string | undefined = process.env.NODE_ENV,
): void {
  if (!isTagManagerActive(options, nodeEnv)) return;
  setHeadComponents([<script key={KEY} dangerouslySetInnerHTML={{ __html: CONSENT_DEFAULT_SNIPPET }} />]);
}

/**
 * Moves the Consent Mode default ahead of every other head script (plugins' come before the site's),
 * after the meta tags Gatsby keeps on top for crawlers, so the default is there before Tag Manager's.
 */
export function putConsentDefaultFirst({
  getHeadComponents,
  replaceHeadComponents,
}: Pick<PreRenderHTMLArgs, "getHeadComponents" | "replaceHeadComponents">): void {
  const head = getHeadComponents();
  const consentDefault = head.filter(isDefault);
  if (consentDefault.length === 0) return;
  const rest = head.filter((node) => !isDefault(node));
  const firstNonMeta = rest.findIndex((node) => !(React.isValidElement(node) && node.type === "meta"));
  const at = firstNonMeta === -1 ? rest.length : firstNonMeta;
  replaceHeadComponents([...rest.slice(0, at), ...consentDefault, ...rest.slice(at)]);
}
