import { chunkOf, refreshInlinedCss } from "../inlined-css";

const style = (href: string, css: string) =>
  `<style data-href="${href}" data-identity="gatsby-global-css">${css}</style>`;
const current = new Map([
  ["app", { href: "/app.1a2b3c.css", css: "@layer base, primitives;.a{margin:0 0 1rem}" }],
  [
    "component---src-templates-about-tsx",
    { href: "/component---src-templates-about-tsx.4d5e6f.css", css: ".b{color:red}" },
  ],
]);

test("names a stylesheet's chunk by its file name without the content hash", () => {
  expect(chunkOf("/app.1a2b3c.css")).toBe("app");
  expect(chunkOf("/component---src-templates-about-tsx.4d5e6f.css")).toBe("component---src-templates-about-tsx");
});

test("gives a page kept from an earlier build the current stylesheet of each of its chunks", () => {
  const old = `<head>${style("/component---src-templates-about-tsx.999999.css", ".b{}")}${style("/app.000000.css", ".a{}")}<style>.x{}</style></head>`;
  expect(refreshInlinedCss(old, current)).toBe(
    `<head>${style("/component---src-templates-about-tsx.4d5e6f.css", ".b{color:red}")}${style("/app.1a2b3c.css", "@layer base, primitives;.a{margin:0 0 1rem}")}<style>.x{}</style></head>`,
  );
});

test("leaves current stylesheets, unknown chunks and pages without any as they are", () => {
  const fresh = `<head>${style("/app.1a2b3c.css", "@layer base, primitives;.a{margin:0 0 1rem}")}</head>`;
  expect(refreshInlinedCss(fresh, current)).toBe(fresh);
  const unknown = `<head>${style("/gone.123456.css", ".z{}")}</head>`;
  expect(refreshInlinedCss(unknown, current)).toBe(unknown);
  expect(refreshInlinedCss("<head></head>", current)).toBe("<head></head>");
});
