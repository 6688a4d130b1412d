// How /admin/ is built: gatsby-plugin-decap-cms's options and the settings src/cms/cms.tsx
// receives. gatsby-node calls the plugin's build steps itself (src/cms/build-editor.ts).
import path from "node:path";
import webpack from "gatsby/webpack";
import { siteUrl } from "../content-model/site-url";
import type { CmsEnvironment } from "./config";

/** "owner/name" from a GitHub address, as Netlify's REPOSITORY_URL gives it. */
export function repoFromUrl(url: string | undefined): string | undefined {
  const match = url?.match(/github\.com[/:]([^/\s]+\/[^/\s]+?)(?:\.git)?\/?$/);
  return match?.[1];
}

export function cmsEnvironment(siteUrl: string, env: NodeJS.ProcessEnv = process.env): CmsEnvironment {
  return {
    // CMS_REPO wins; on Netlify the build knows its repository anyway.
    repo: env.CMS_REPO?.trim() || repoFromUrl(env.REPOSITORY_URL) || "fjellsyn-media/nettsted",
    siteUrl,
  };
}

/** The shape of the plugin's customizeWebpackConfig hook, as far as it is used here. */
interface WebpackConfigLike {
  devtool?: string | false;
  plugins: Array<{ constructor: { name: string }; patterns?: Array<{ to?: string }> } | unknown>;
}
interface CustomizeArgs {
  plugins: { define: (definitions: Record<string, string>) => unknown };
}

/**
 * For gatsby-plugin-decap-cms: hands the settings to the bundle, and leaves out source maps,
 * which would publish the editor module's source and copy Decap's 20 MB map into public/.
 */
export function customizeCmsWebpack(environment: CmsEnvironment) {
  return (config: WebpackConfigLike, { plugins }: CustomizeArgs): void => {
    config.devtool = false;
    for (const plugin of config.plugins) {
      const copy = plugin as { constructor: { name: string }; patterns?: Array<{ to?: string }> };
      if (copy?.constructor?.name === "CopyPlugin" && copy.patterns) {
        copy.patterns = copy.patterns.filter((pattern) => !pattern.to?.endsWith(".map"));
      }
    }
    config.plugins.push(
      plugins.define({ __CMS_ENVIRONMENT__: JSON.stringify(environment) }),
      new webpack.NormalModuleReplacementPlugin(
        /api-runner-browser-plugins/,
        path.resolve("src/cms/no-browser-plugins.js"),
      ),
    );
  };
}

export const cmsPluginOptions = {
  // From the project root, as gatsby-node resolves its templates (this file is bundled into .cache).
  modulePath: path.resolve("src/cms/cms.tsx"),
  // src/cms/cms.tsx calls init with the configuration written in code.
  manualInit: true,
  // Logins go through GitHub (Netlify's OAuth provider), not Netlify Identity.
  enableIdentityWidget: false,
  htmlTitle: "Redigering – Fjellsyn Media",
  customizeWebpackConfig: customizeCmsWebpack(cmsEnvironment(siteUrl)),
};
