import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { IAdapter } from "gatsby";
import createNetlifyAdapter from "gatsby-adapter-netlify";
import { formatHeaders, headersFor, parseHeaders, pathPattern, type HeaderRoute } from "../netlify-headers";
import { STATIC_SECURITY_HEADERS } from "../policy";
import { headersFileText } from "../post-build";

// What the adapter is given for this site: Gatsby's defaults and, per file, gatsby-config's headers.
const gatsbyDefaults = [
  { key: "cache-control", value: "public, max-age=0, must-revalidate" },
  { key: "x-xss-protection", value: "1; mode=block" },
  { key: "x-content-type-options", value: "nosniff" },
  { key: "referrer-policy", value: "same-origin" },
  { key: "x-frame-options", value: "DENY" },
];
const adapterRoutes: HeaderRoute[] = [
  { path: "/*", headers: gatsbyDefaults },
  { path: "/static/*", headers: [{ key: "cache-control", value: "public, max-age=31536000, immutable" }] },
  { path: "/kontakt", headers: STATIC_SECURITY_HEADERS },
];

describe("on Netlify, after gatsby-adapter-netlify has added its block", () => {
  let dir: string;
  let file: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "fjellsyn-headers-"));
    file = path.join(dir, "public", "_headers");
    await mkdir(path.dirname(file));
    await writeFile(
      file,
      headersFileText("default-src 'none'; script-src 'self' 'sha256-abc='", ["/", "/kontakt", "/404.html"]),
    );
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  // The adapter's own step, as Gatsby runs it after onPostBuild: it writes public/_headers in the site's folder.
  type AdaptContext = Parameters<NonNullable<IAdapter["adapt"]>>[0];
  const addAdapterBlock = async () => {
    const site = process.cwd();
    process.chdir(dir);
    try {
      const context = { routesManifest: [], functionsManifest: [], headerRoutes: adapterRoutes, pathPrefix: "" };
      await createNetlifyAdapter().adapt?.(context as unknown as AdaptContext);
    } finally {
      process.chdir(site);
    }
  };

  test("_headers still holds our CSP, and no header is set both by our block and by the adapter's", async () => {
    await addAdapterBlock();
    const text = await readFile(file, "utf8");
    const adapterStart = text.indexOf("# gatsby-adapter-netlify start");
    expect(adapterStart).toBeGreaterThan(0);
    const ours = parseHeaders(text.slice(0, adapterStart));
    const theirs = parseHeaders(text.slice(adapterStart));
    const ourKeys = new Set(ours.flatMap((rule) => rule.headers.map((h) => h.key)));
    const theirKeys = new Set(theirs.flatMap((rule) => rule.headers.map((h) => h.key)));
    expect([...ourKeys]).toEqual(["content-security-policy"]);
    expect([...theirKeys].filter((key) => ourKeys.has(key))).toEqual([]);
    for (const route of ["/", "/kontakt", "/kontakt/", "/404.html"]) {
      expect(headersFor(parseHeaders(text), route).get("content-security-policy")).toContain("'sha256-abc='");
    }
    // The editor's own policy comes from gatsby-config's headers; ours must not stack on it.
    expect(headersFor(parseHeaders(text), "/admin/").get("content-security-policy")).toBeUndefined();
  });

  test("a second run of the adapter replaces its block and keeps ours", async () => {
    await addAdapterBlock();
    await addAdapterBlock();
    const text = await readFile(file, "utf8");
    expect(text.match(/# gatsby-adapter-netlify start/g)).toHaveLength(1);
    // One CSP line per page path of ours (/, /kontakt, /kontakt/, /404.html), none from the adapter.
    expect(text.match(/content-security-policy/g)).toHaveLength(4);
  });
});

test("reads back what it writes", () => {
  const rules = parseHeaders(
    formatHeaders("test", [{ path: "/om-fjellsyn", headers: [{ key: "x-test", value: "a: b" }] }]),
  );
  expect(rules.map((rule) => rule.path)).toEqual(["/om-fjellsyn"]);
  expect(rules[0]?.headers).toEqual([{ key: "x-test", value: "a: b" }]);
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
  const rules = parseHeaders(formatHeaders("test", adapterRoutes));
  const contact = headersFor(rules, "/kontakt");
  expect(contact.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(contact.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  expect(headersFor(rules, "/static/a.png").get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(headersFor(rules, "/finnes-ikke").get("referrer-policy")).toBe("same-origin");
});

test("matches percent-encoded request paths against the decoded rule", () => {
  const rules = parseHeaders(
    formatHeaders("test", [{ path: "/tjenester/rådgivning", headers: [{ key: "x", value: "1" }] }]),
  );
  expect(headersFor(rules, "/tjenester/r%C3%A5dgivning").get("x")).toBe("1");
  expect(headersFor(rules, "/%E0%A4%A").size).toBe(0);
});
