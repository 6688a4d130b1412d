// The Tag Manager settings, defined once: gatsby-config hands this object to
// gatsby-plugin-google-tagmanager, and the consent-aware loader reads the same object,
// so the container id, data layer and route-change event cannot drift apart.

// The consent-default snippet in the head names the data layer literally (its text must
// never vary, so a CSP hash can allow it); the plugin has to use the same name.
export const DATA_LAYER_NAME = "dataLayer";

const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;

export type GtmOptions = {
  id: string;
  includeInDevelopment: boolean;
  dataLayerName: typeof DATA_LAYER_NAME;
  routeChangeEventName: string;
  enableWebVitalsTracking: boolean;
  selfHostedOrigin: string;
  selfHostedPath: string;
};

/** The plugin options for a container id, or null when there is none (no Tag Manager at all). */
export function gtmOptionsFor(rawId: string | undefined): GtmOptions | null {
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
    selfHostedOrigin: "https://www.googletagmanager.com",
    selfHostedPath: "gtm.js",
  };
}

// Read through a plain member expression so webpack's DefinePlugin inlines it in the browser.
const configuredId = process.env.GATSBY_GTM_ID;

export const gtmOptions: GtmOptions | null = gtmOptionsFor(configuredId);

/** Mirrors the plugin's own switch: it only renders in production unless told otherwise. */
export function isTagManagerActive(
  options: GtmOptions | null = gtmOptions,
  nodeEnv: string | undefined = process.env.NODE_ENV,
): options is GtmOptions {
  return options !== null && (nodeEnv === "production" || options.includeInDevelopment);
}

export function gtmScriptUrl(options: GtmOptions): string {
  // The plugin adds "&l=<name>" only for a data layer not called "dataLayer", which ours always is.
  const origin = options.selfHostedOrigin.replace(/\/$/, "");
  return `${origin}/${options.selfHostedPath}?id=${encodeURIComponent(options.id)}`;
}
