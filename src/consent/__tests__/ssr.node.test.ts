import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { CONSENT_DEFAULT_SNIPPET } from "../consent-mode";
import { gtmOptionsFor, type GtmOptions } from "../gtm-options";
import { gateTagManagerSnippet, renderConsentHead } from "../ssr";

// The real plugin, so the test breaks if a new version renames the keys we filter on.
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
    gateTagManagerSnippet({
      getHeadComponents: () => head,
      replaceHeadComponents: (components) => {
        head = components;
      },
      getPreBodyComponents: () => preBody,
      replacePreBodyComponents: (components) => {
        preBody = components;
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
  it("gets the plugin's head snippet and noscript iframe from the real plugin (so the filter is tested)", () => {
    let head: React.ReactNode[] = [];
    let preBody: React.ReactNode[] = [];
    plugin.onRenderBody(
      {
        setHeadComponents: (components: React.ReactNode[]) => (head = components),
        setPreBodyComponents: (components: React.ReactNode[]) => (preBody = components),
        reporter: {},
      },
      { ...options, includeInDevelopment: true },
    );
    const markup = (nodes: React.ReactNode[]) =>
      renderToStaticMarkup(React.createElement(React.Fragment, null, ...nodes));
    expect(markup(head)).toContain("googletagmanager.com/gtm.js");
    expect(markup(preBody)).toContain("<noscript>");
  });

  it("removes the plugin's web-vitals polyfill too, should anyone switch it on", () => {
    let head: React.ReactNode[] = [];
    plugin.onRenderBody(
      {
        setHeadComponents: (components: React.ReactNode[]) => (head = components),
        setPreBodyComponents: () => undefined,
        reporter: {},
      },
      { ...options, includeInDevelopment: true, enableWebVitalsTracking: true },
    );
    expect(head).toHaveLength(2);
    gateTagManagerSnippet({
      getHeadComponents: () => head,
      replaceHeadComponents: (components) => (head = components),
      getPreBodyComponents: () => [],
      replacePreBodyComponents: () => undefined,
    });
    expect(head).toHaveLength(0);
  });

  it("puts the Consent Mode default first after the meta tags, and no Tag Manager code at all", () => {
    const { head, preBody } = renderPage(true);
    expect(head).toBe(
      `<meta name="generator" content="Gatsby"/><script>${CONSENT_DEFAULT_SNIPPET}</script><style>body{}</style>`,
    );
    expect(preBody).toBe("");
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
