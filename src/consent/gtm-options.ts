// The Tag Manager settings for gatsby-plugin-google-tagmanager. The plugin's snippet would load
// gtm.js on every page before the visitor has chosen, so it is pointed at our own
// /gtm-consent.js instead (static/gtm-consent.js), which loads the real container from
// Google only after a choice (src/consent/consent-mode.ts announces it). That file is plain
// JavaScript in static/ because the plugin needs a fixed public URL, and it carries one line of
// comment only: every page load downloads it, comments included.
import { isPreviewContext } from "../environment/deploy-context";

// The consent-default snippet in the head names the data layer literally (its text must
// never vary, so a CSP hash can allow it); the plugin has to use the same name.
export const DATA_LAYER_NAME = "dataLayer";

const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;

/** The plugin options for a container id, or null when there is none (no Tag Manager at all). */
export function gtmOptionsFor(rawId: string | undefined) {
  const id = rawId?.trim();
  if (!id) return null;
  if (!GTM_ID_PATTERN.test(id)) {
    throw new Error(`GATSBY_GTM_ID must look like "GTM-XXXXXXX", got "${id}".`);
  }
  return {
    id,
    includeInDevelopment: false,
    dataLayerName: DATA_LAYER_NAME,
    routeChangeEventName: "gatsby-route-change",
    // web-vitals would add its own inline polyfill and a third-party bundle before any choice.
    enableWebVitalsTracking: false,
    // "/" becomes a same-origin path: the plugin strips the trailing slash.
    selfHostedOrigin: "/",
    selfHostedPath: "gtm-consent.js",
  };
}

export type GtmOptions = NonNullable<ReturnType<typeof gtmOptionsFor>>;

/** Netlify's deploy previews and branch deploys never load Tag Manager. */
export const gtmOptions: GtmOptions | null = isPreviewContext() ? null : gtmOptionsFor(process.env.GATSBY_GTM_ID);

/** Mirrors the plugin's own switch: it only renders in production unless told otherwise. */
export function isTagManagerActive(
  options: GtmOptions | null = gtmOptions,
  nodeEnv: string | undefined = process.env.NODE_ENV,
): options is GtmOptions {
  return options !== null && (nodeEnv === "production" || options.includeInDevelopment);
}
