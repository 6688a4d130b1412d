import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { HEAD_AFTER_PAINT_ID } from "../bundles-after-load";
import { linkManifestAfterPaint } from "../manifest-after-paint";

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
  test("holds gatsby-plugin-manifest's link back in a template, with a copy for pages read without scripts", () => {
    const link = '<link rel="manifest" href="/manifest.webmanifest" crossorigin="use-credentials"/>';
    expect(renderHead({ crossOrigin: "use-credentials" })).toContain(
      `<noscript>${link}</noscript><template id="${HEAD_AFTER_PAINT_ID}">${link}</template>`,
    );
  });

  test("leaves a head without a manifest link alone", () => {
    expect(renderHead(null)).toBe('<meta name="generator" content="x"/>');
  });
});
