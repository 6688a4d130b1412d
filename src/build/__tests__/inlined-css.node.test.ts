import { refreshInlinedCss } from "../inlined-css";

const head = (href: string, css: string) =>
  `<head><style data-href="${href}" data-identity="gatsby-global-css">${css}</style><style>.x{}</style></head>`;
const current = { href: "/styles.new.css", css: "@layer base, primitives;.a{margin:0 0 1rem}" };

test("gives a page kept from an earlier build the current stylesheet", () => {
  expect(refreshInlinedCss(head("/styles.old.css", ".a{margin:0}"), current)).toBe(head(current.href, current.css));
});

test("leaves a page with the current stylesheet, or none, as it is", () => {
  const fresh = head(current.href, current.css);
  expect(refreshInlinedCss(fresh, current)).toBe(fresh);
  expect(refreshInlinedCss("<head></head>", current)).toBe("<head></head>");
});
