import { createRequire } from "node:module";
import path from "node:path";
import { formatHeaders, headersFor, parseHeaders, pathPattern, type HeaderRoute } from "../netlify-headers";

const routes: HeaderRoute[] = [
  {
    path: "/*",
    headers: [
      { key: "cache-control", value: "public, max-age=0, must-revalidate" },
      { key: "referrer-policy", value: "same-origin" },
    ],
  },
  { path: "/static/*", headers: [{ key: "cache-control", value: "public, max-age=31536000, immutable" }] },
  {
    path: "/kontakt",
    headers: [
      { key: "referrer-policy", value: "strict-origin-when-cross-origin" },
      { key: "content-security-policy", value: "default-src 'none'" },
    ],
  },
  { path: "/om-fjellsyn", headers: [{ key: "x-test", value: "a: b" }] },
];

test("writes _headers exactly as gatsby-adapter-netlify writes the same header routes", () => {
  // The adapter only exports its entry point; its package.json is exported, and the file beside it is what runs on Netlify.
  const requireFromSite = createRequire(path.join(process.cwd(), "package.json"));
  const adapterDir = path.dirname(requireFromSite.resolve("gatsby-adapter-netlify/package.json"));
  const { processRoutesManifest, ADAPTER_MARKER_START, ADAPTER_MARKER_END } = requireFromSite(
    path.join(adapterDir, "dist/route-handler.js"),
  ) as {
    processRoutesManifest(manifest: unknown[], headerRoutes: HeaderRoute[]): { headers: string };
    ADAPTER_MARKER_START: string;
    ADAPTER_MARKER_END: string;
  };
  const adapter = processRoutesManifest([], routes).headers;
  expect(formatHeaders(routes)).toBe(`${ADAPTER_MARKER_START}\n${adapter}\n${ADAPTER_MARKER_END}\n`);
});

test("reads back what it writes", () => {
  const rules = parseHeaders(formatHeaders(routes));
  expect(rules.map((rule) => rule.path)).toEqual(["/*", "/static/*", "/kontakt", "/om-fjellsyn"]);
  expect(rules[3]?.headers).toEqual([{ key: "x-test", value: "a: b" }]);
});

test("matches paths as Netlify does: * spans slashes, :name one segment, a trailing slash is optional", () => {
  expect(pathPattern("/*").test("/")).toBe(true);
  expect(pathPattern("/*").test("/a/b.js")).toBe(true);
  expect(pathPattern("/static/*").test("/static/x/y.png")).toBe(true);
  expect(pathPattern("/static/*").test("/statics")).toBe(false);
  expect(pathPattern("/kontakt").test("/kontakt/")).toBe(true);
  expect(pathPattern("/kontakt").test("/kontakt/x")).toBe(false);
  expect(pathPattern("/blog/:slug").test("/blog/a")).toBe(true);
  expect(pathPattern("/blog/:slug").test("/blog/a/b")).toBe(false);
  expect(pathPattern("/").test("/")).toBe(true);
  expect(pathPattern("/").test("/a")).toBe(false);
  expect(pathPattern("/a.b").test("/aXb")).toBe(false);
});

test("gives a route its own values over the site-wide ones, and unknown paths only the site-wide ones", () => {
  const rules = parseHeaders(formatHeaders(routes));
  const contact = headersFor(rules, "/kontakt");
  expect(contact.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(contact.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  expect(contact.get("content-security-policy")).toBe("default-src 'none'");
  expect(headersFor(rules, "/static/a.png").get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(headersFor(rules, "/finnes-ikke").get("content-security-policy")).toBeUndefined();
});

test("matches percent-encoded request paths against the decoded rule", () => {
  const rules = parseHeaders(formatHeaders([{ path: "/tjenester/rådgivning", headers: [{ key: "x", value: "1" }] }]));
  expect(headersFor(rules, "/tjenester/r%C3%A5dgivning").get("x")).toBe("1");
  expect(headersFor(rules, "/%E0%A4%A").size).toBe(0);
});
