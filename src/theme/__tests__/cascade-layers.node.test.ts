import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { CASCADE_LAYERS, declareCascadeLayersFirst } from "../cascade-layers";

const h = React.createElement;

/** The head after onPreRenderHTML, as markup. */
function headAfter(components: React.ReactNode[]): string {
  let head = components;
  declareCascadeLayersFirst({
    getHeadComponents: () => head,
    replaceHeadComponents: (next) => {
      head = next;
    },
  });
  return renderToStaticMarkup(h(React.Fragment, null, ...head));
}

test("declares the layer order right before the page's first stylesheet", () => {
  const head = [
    h("meta", { key: "charset", charSet: "utf-8" }),
    h("style", { key: "template", "data-href": "/component---x.1.css" }, "@layer primitives{.a{margin:0}}"),
    h("style", { key: "app", "data-href": "/app.2.css" }, "@layer base, primitives;"),
  ];
  expect(headAfter(head)).toBe(
    `<meta charSet="utf-8"/><style>${CASCADE_LAYERS}</style>` +
      `<style data-href="/component---x.1.css">@layer primitives{.a{margin:0}}</style>` +
      `<style data-href="/app.2.css">@layer base, primitives;</style>`,
  );
});

test("leaves a head without stylesheets as it is", () => {
  expect(headAfter([h("title", { key: "t" }, "Fjellsyn")])).toBe("<title>Fjellsyn</title>");
});
