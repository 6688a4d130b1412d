// Types the editor's packages do not ship.
declare module "decap-cms-locales" {
  /** Decap's Norwegian (bokmål) interface texts. */
  export const nb_no: Record<string, unknown>;
}

/** What differs between the editor on Netlify and locally, defined at build time (gatsby-config). */
declare const __CMS_ENVIRONMENT__: import("./config").CmsEnvironment;
