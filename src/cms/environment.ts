// How /admin/ is built: gatsby-plugin-decap-cms's options, and the settings src/cms/cms.tsx
// receives. gatsby-node calls the plugin's build steps itself rather than listing the plugin in
// gatsby-config: a listed plugin's gatsby-browser.js (a Netlify Identity redirect this site does
// not use) would join every page's bundle.
import fs from "node:fs";
import path from "node:path";
import webpack from "gatsby/webpack";
import { siteUrl } from "../environment/site-url";
import type { CmsEnvironment } from "./config";

/** "owner/name" from a GitHub address, as Netlify's REPOSITORY_URL gives it. */
function repoFromUrl(url: string | undefined): string | undefined {
  return url?.match(/github\.com[/:]([^/\s]+\/[^/\s]+?)(?:\.git)?\/?$/)?.[1];
}

const environment: CmsEnvironment = {
  // CMS_REPO wins; on Netlify the build knows its repository anyway.
  repo: process.env.CMS_REPO?.trim() || repoFromUrl(process.env.REPOSITORY_URL) || "fjellsyn-media/nettsted",
  siteUrl,
  // The editor cannot upload to static/, so a video field offers the videos already there.
  videos: fs
    .readdirSync(path.resolve("static/video"))
    .filter((name) => /\.(webm|mp4)$/.test(name))
    .sort()
    .map((name) => `/video/${name}`),
};

/**
 * Hands the settings to the bundle, keeps the site's browser hooks out of it, and leaves out
 * source maps, which would publish the editor module's source and copy Decap's 20 MB map into public/.
 */
function customizeWebpackConfig(config: webpack.Configuration): void {
  config.devtool = false;
  for (const plugin of config.plugins ?? []) {
    const copy = plugin as { constructor: { name: string }; patterns?: { to?: string }[] };
    if (copy?.constructor.name === "CopyPlugin" && copy.patterns) {
      copy.patterns = copy.patterns.filter((pattern) => !pattern.to?.endsWith(".map"));
    }
  }
  config.plugins?.push(
    new webpack.DefinePlugin({ __CMS_ENVIRONMENT__: JSON.stringify(environment) }),
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
  customizeWebpackConfig,
};
