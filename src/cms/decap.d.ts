// Types the editor's packages do not ship.
declare module "decap-cms-locales" {
  /** Decap's Norwegian (bokmål) interface texts. */
  export const nb_no: Record<string, unknown>;
}

/** What differs between the editor on Netlify and locally, defined at build time (gatsby-config). */
declare const __CMS_ENVIRONMENT__: import("./config").CmsEnvironment;

declare module "gatsby-plugin-decap-cms/gatsby-node" {
  import type { GatsbyNode } from "gatsby";
  type Args<K extends keyof GatsbyNode> = Parameters<NonNullable<GatsbyNode[K]>>[0];
  export function onCreateWebpackConfig(args: Args<"onCreateWebpackConfig">, options: object): Promise<void>;
  export function onCreateDevServer(args: Args<"onCreateDevServer">, options: object): void;
}
