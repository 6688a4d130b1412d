// Server-rendering hooks for consent: gatsby-ssr.tsx calls these.
import * as React from "react";
import type { PreRenderHTMLArgs, RenderBodyArgs } from "gatsby";
import { CONSENT_DEFAULT_SNIPPET } from "./consent-mode";
import { gtmOptions, isTagManagerActive, type GtmOptions } from "./gtm-options";

export const CONSENT_DEFAULT_KEY = "consent-mode-default";

// The React keys gatsby-plugin-google-tagmanager gives its head script, its web-vitals
// polyfill and its <noscript> iframe. Its snippet loads gtm.js unconditionally, so it goes;
// the consent-aware loader in the browser loads the same container after a choice.
export const TAG_MANAGER_PLUGIN_KEYS: ReadonlySet<string> = new Set([
  "plugin-google-tagmanager",
  "gatsby-plugin-google-tagmanager-web-vitals",
]);

function keyOf(node: React.ReactNode): string | null {
  return React.isValidElement(node) && node.key !== null ? String(node.key) : null;
}

const isPluginComponent = (node: React.ReactNode): boolean => TAG_MANAGER_PLUGIN_KEYS.has(keyOf(node) ?? "");

const isConsentDefault = (node: React.ReactNode): boolean => keyOf(node) === CONSENT_DEFAULT_KEY;

const isMeta = (node: React.ReactNode): boolean => React.isValidElement(node) && node.type === "meta";

export function renderConsentHead(
  { setHeadComponents }: Pick<RenderBodyArgs, "setHeadComponents">,
  options: GtmOptions | null = gtmOptions,
  nodeEnv: string | undefined = process.env.NODE_ENV,
): void {
  // With no container (or in development) there is no tag to gate, so no script either.
  if (!isTagManagerActive(options, nodeEnv)) return;
  setHeadComponents([
    <script key={CONSENT_DEFAULT_KEY} dangerouslySetInnerHTML={{ __html: CONSENT_DEFAULT_SNIPPET }} />,
  ]);
}

export function gateTagManagerSnippet({
  getHeadComponents,
  replaceHeadComponents,
  getPreBodyComponents,
  replacePreBodyComponents,
}: Pick<
  PreRenderHTMLArgs,
  "getHeadComponents" | "replaceHeadComponents" | "getPreBodyComponents" | "replacePreBodyComponents"
>): void {
  const head = getHeadComponents();
  const consentDefault = head.filter(isConsentDefault);
  const rest = head.filter((node) => !isConsentDefault(node) && !isPluginComponent(node));
  // First script in the head, after the meta tags Gatsby keeps on top for crawlers.
  const firstNonMeta = rest.findIndex((node) => !isMeta(node));
  const at = firstNonMeta === -1 ? rest.length : firstNonMeta;
  replaceHeadComponents([...rest.slice(0, at), ...consentDefault, ...rest.slice(at)]);

  const preBody = getPreBodyComponents();
  // No <noscript> iframe: it would track visitors without JavaScript, who can never choose.
  if (preBody.some(isPluginComponent)) replacePreBodyComponents(preBody.filter((node) => !isPluginComponent(node)));
}
