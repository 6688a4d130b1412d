// Builds /admin/ with gatsby-plugin-decap-cms's own build steps, called from gatsby-node rather
// than listing the plugin in gatsby-config: a listed plugin's gatsby-browser.js (a Netlify
// Identity redirect this site does not use) would join every page's bundle.
import type { GatsbyNode } from "gatsby";
import * as decapCmsPlugin from "gatsby-plugin-decap-cms/gatsby-node";
import { cmsPluginOptions } from "./environment";

type CreateWebpackConfigArgs = Parameters<NonNullable<GatsbyNode["onCreateWebpackConfig"]>>[0];
type CreateDevServerArgs = Parameters<NonNullable<GatsbyNode["onCreateDevServer"]>>[0];

/** The editor's bundle, beside the site's (build-javascript) or watched (develop). */
export async function buildEditor(args: CreateWebpackConfigArgs): Promise<void> {
  if (args.stage !== "build-javascript" && args.stage !== "develop") return;
  const started = performance.now();
  await decapCmsPlugin.onCreateWebpackConfig(args, cmsPluginOptions);
  if (args.stage === "build-javascript") {
    args.reporter.info(`editor: /admin/ built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

/** `gatsby develop` answers /admin (without the slash) with the editor's page too. */
export function serveEditor(args: CreateDevServerArgs): void {
  decapCmsPlugin.onCreateDevServer(args, cmsPluginOptions);
}
