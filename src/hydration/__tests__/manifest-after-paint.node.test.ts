import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MANIFEST_LOADER, linkManifestAfterPaint } from "../manifest-after-paint";

// The real plugin, so the test breaks if a new version renders its link differently.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS plugin file without types
const plugin = require("gatsby-plugin-manifest/gatsby-ssr") as {
  onRenderBody: (api: object, options: object) => void;
};

/** The head the plugin gives a page, then this rewrite, rendered. */
function renderHead(pluginOptions: object | null): string {
  let head: React.ReactNode[] = [React.createElement("meta", { key: "generator", name: "generator", content: "x" })];
  if (pluginOptions) {
    plugin.onRenderBody(
      { pathname: "/", setHeadComponents: (components: React.ReactNode[]) => (head = [...head, ...components]) },
      {
        icon: "content/images/icon.png",
        include_favicon: false,
        legacy: false,
        cache_busting_mode: "none",
        ...pluginOptions,
      },
    );
  }
  linkManifestAfterPaint({ getHeadComponents: () => head, replaceHeadComponents: (next) => (head = next) });
  return renderToStaticMarkup(React.createElement(React.Fragment, null, ...head));
}

describe("linking the web manifest after the first paint", () => {
  test("replaces gatsby-plugin-manifest's link by the loader, keeping the link for pages read without scripts", () => {
    const html = renderHead({ crossOrigin: "use-credentials" });
    expect(html).toContain(
      '<noscript><link rel="manifest" href="/manifest.webmanifest" crossorigin="use-credentials"/></noscript>' +
        `<script data-href="/manifest.webmanifest" data-crossorigin="use-credentials">${MANIFEST_LOADER}</script>`,
    );
    expect(html.match(/<link rel="manifest"/g)).toHaveLength(1);
  });

  test("leaves a head without a manifest link alone", () => {
    expect(renderHead(null)).toBe('<meta name="generator" content="x"/>');
  });
});
