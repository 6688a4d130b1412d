// The settings of gatsby-plugin-google-tagmanager. Its snippet would load gtm.js before the visitor
// has chosen, so it loads our static/gtm-consent.js instead, which loads the container only after a
// choice (consent-mode.ts announces it); plain JavaScript in static/ for the plugin's fixed URL.
import { isPreviewContext } from "../environment/deploy-context";

// The consent-default snippet names the data layer literally (constant text, one CSP hash); the plugin uses the same.
export const DATA_LAYER_NAME = "dataLayer";

/** The plugin options for a container id, or null when there is none (no Tag Manager at all). */
export function gtmOptionsFor(rawId: string | undefined) {
  const id = rawId?.trim();
  if (!id) return null;
  if (!/^GTM-[A-Z0-9]+$/.test(id)) throw new Error(`GATSBY_GTM_ID must look like "GTM-XXXXXXX", got "${id}".`);
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

/** The plugin's own switch: it renders only in production unless told otherwise. */
export const isTagManagerActive = (
  options: GtmOptions | null = gtmOptions,
  nodeEnv: string | undefined = process.env.NODE_ENV,
): options is GtmOptions => options !== null && (nodeEnv === "production" || options.includeInDevelopment);
