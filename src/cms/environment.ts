// How /admin/ is built: gatsby-plugin-decap-cms's options, and the settings src/cms/cms.tsx
// receives. gatsby-node calls the plugin's build steps itself rather than listing the plugin in
// gatsby-config: a listed plugin's gatsby-browser.js (a Netlify Identity redirect this site does
// not use) would join every page's bundle.
import path from "node:path";
import webpack from "gatsby/webpack";
import { siteUrl } from "../environment/site-url";
import { SITE_ICON } from "../content-model/routes";
import type { CmsEnvironment } from "./config";

/** "owner/name" from a GitHub address, as Netlify's REPOSITORY_URL gives it. */
function repoFromUrl(url: string | undefined): string | undefined {
  return url?.match(/github\.com[/:]([^/\s]+\/[^/\s]+?)(?:\.git)?\/?$/)?.[1];
}

const environment: Omit<CmsEnvironment, "localBackend"> = {
  // CMS_REPO wins; on Netlify the build knows its repository anyway.
  repo: process.env.CMS_REPO?.trim() || repoFromUrl(process.env.REPOSITORY_URL) || "fjellsyn-media/nettsted",
  siteUrl,
};

/** decap-server's API, on its default port unless a second one runs beside it (the browser tests of `gatsby develop`). */
const localBackend = process.env.CMS_LOCAL_BACKEND_URL?.trim() || "http://localhost:8081/api/v1";

/**
 * Hands the settings to the bundle, keeps the site's browser hooks out of it, and leaves out
 * source maps, which would publish the editor module's source and copy Decap's 20 MB map into public/.
 * React is its production build under `gatsby develop` too, as the plugin ships it: its
 * development build reports Decap 3.6's own components to the console (function components'
 * defaultProps, legacy context, findDOMNode; Decap's React 19 work removed them in later
 * versions, decaporg/decap-cms#7463), which a maintainer could do nothing about. Fast Refresh's
 * socket is left out there; the editor's bundle is compiled by a watcher of its own that no socket reaches.
 */
function customizeWebpackConfig(config: webpack.Configuration, { stage }: { stage: string }): void {
  // Only the editor `gatsby develop` serves (`npm run cms`, `npm run develop`) works on this machine's files.
  const settings: CmsEnvironment = stage === "develop" ? { ...environment, localBackend } : environment;
  config.devtool = false;
  for (const plugin of config.plugins ?? []) {
    const named = plugin as { constructor: { name: string } };
    const copy = plugin as { patterns?: { from: string; to?: string }[] };
    if (named.constructor.name === "CopyPlugin" && copy.patterns) {
      copy.patterns = copy.patterns.filter((pattern) => !pattern.to?.endsWith(".map"));
    }
    const refresh = plugin as { options?: { overlay?: unknown } };
    if (named.constructor.name === "ReactRefreshPlugin" && refresh.options) refresh.options.overlay = false;
  }
  config.plugins?.push(
    new webpack.DefinePlugin({ __CMS_ENVIRONMENT__: JSON.stringify(settings) }),
    new webpack.NormalModuleReplacementPlugin(
      /api-runner-browser-plugins/,
      path.resolve("src/cms/no-browser-plugins.js"),
    ),
  );
}

export const cmsPluginOptions = {
  // From the project root, as gatsby-node resolves its templates (this file is bundled into .cache).
  modulePath: path.resolve("src/cms/cms.tsx"),
  // src/cms/cms.tsx calls init with the configuration written in code.
  manualInit: true,
  // Logins go through GitHub (Netlify's OAuth provider), not Netlify Identity.
  enableIdentityWidget: false,
  htmlTitle: "Redigering – Fjellsyn Media",
  // The site's own icon, so the editor's tab has it and the browser asks for no /favicon.ico.
  htmlFavicon: path.resolve(SITE_ICON),
  customizeWebpackConfig,
};
