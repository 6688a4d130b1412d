import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { CONSENT_DEFAULT_SNIPPET } from "../consent-mode";
import { gtmOptionsFor, type GtmOptions } from "../gtm-options";
import { putConsentDefaultFirst, renderConsentHead } from "../ssr";

// The real plugin, so the test sees exactly what it renders.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS plugin file without types
const plugin = require("gatsby-plugin-google-tagmanager/gatsby-ssr") as {
  onRenderBody: (api: object, options: GtmOptions) => void;
};

const options = gtmOptionsFor("GTM-TEST123") as GtmOptions;

/** One page render as Gatsby does it: every onRenderBody, then every onPreRenderHTML. */
function renderPage(withPlugin: boolean, nodeEnv = "production") {
  let head: React.ReactNode[] = [
    React.createElement("meta", { key: "generator", name: "generator", content: "Gatsby" }),
  ];
  let preBody: React.ReactNode[] = [];
  const api = {
    setHeadComponents: (components: React.ReactNode[]) => {
      head = head.concat(components);
    },
    setPreBodyComponents: (components: React.ReactNode[]) => {
      preBody = preBody.concat(components);
    },
    reporter: { panic: (message: string) => new Error(message) },
  };
  const previousEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = nodeEnv;
  try {
    if (withPlugin) plugin.onRenderBody(api, options);
    renderConsentHead(api, withPlugin ? options : null, nodeEnv);
    head.push(React.createElement("style", { key: "css" }, "body{}"));
    putConsentDefaultFirst({
      getHeadComponents: () => head,
      replaceHeadComponents: (components: React.ReactNode[]) => {
        head = components;
      },
    });
  } finally {
    process.env.NODE_ENV = previousEnv;
  }
  const markup = (nodes: React.ReactNode[]) =>
    renderToStaticMarkup(React.createElement(React.Fragment, null, ...nodes));
  return { head: markup(head), preBody: markup(preBody) };
}

describe("server-rendered head", () => {
  it("puts the Consent Mode default first after the meta tags, before the plugin's snippet", () => {
    const { head } = renderPage(true);
    expect(
      head.startsWith(`<meta name="generator" content="Gatsby"/><script>${CONSENT_DEFAULT_SNIPPET}</script>`),
    ).toBe(true);
    expect(head.indexOf("consent")).toBeLessThan(head.indexOf("gtm-consent.js"));
  });

  it("points the plugin's snippet and noscript frame at this site, so no request reaches Google before a choice", () => {
    const { head, preBody } = renderPage(true);
    expect(head).toContain("/gtm-consent.js?id=");
    expect(head).not.toContain("googletagmanager");
    expect(preBody).toContain('src="/ns.html?id=GTM-TEST123"');
    expect(preBody).not.toContain("googletagmanager");
  });

  it("renders the same snippet text on every page", () => {
    expect(renderPage(true).head).toBe(renderPage(true).head);
  });

  it("renders nothing for consent without a container id", () => {
    const { head, preBody } = renderPage(false);
    expect(head).toBe(`<meta name="generator" content="Gatsby"/><style>body{}</style>`);
    expect(preBody).toBe("");
  });

  it("renders nothing for consent in development, where the plugin is off too", () => {
    const { head } = renderPage(true, "development");
    expect(head).not.toContain("consent");
    expect(head).not.toContain("googletagmanager");
  });
});
