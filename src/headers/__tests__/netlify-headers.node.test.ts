import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { IAdapter } from "gatsby";
import createNetlifyAdapter from "gatsby-adapter-netlify";
import { adminContentSecurityPolicy } from "../policy";
import {
  formatHeaders,
  headersFor,
  matchingRules,
  readHeaderRules,
  type HeaderRoute,
  type HeaderRule,
} from "../netlify-headers";
import { headersFileText } from "../post-build";

// What the adapter is given for this site: Gatsby's defaults for every path, its caching rules,
// and no gatsby-config headers.
const gatsbyDefaults = [
  { key: "cache-control", value: "public, max-age=0, must-revalidate" },
  { key: "x-xss-protection", value: "1; mode=block" },
  { key: "x-content-type-options", value: "nosniff" },
  { key: "referrer-policy", value: "same-origin" },
  { key: "x-frame-options", value: "DENY" },
];
const immutable = [{ key: "cache-control", value: "public, max-age=31536000, immutable" }];
const adapterRoutes: HeaderRoute[] = [
  { path: "/*", headers: gatsbyDefaults },
  { path: "/static/*", headers: immutable },
  { path: "/app-0123456789abcdef0123.js", headers: immutable },
];
const CSP = "default-src 'none'; script-src 'self' 'sha256-abc='";

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "fjellsyn-headers-"));
  file = path.join(dir, "public", "_headers");
  await mkdir(path.dirname(file));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Rules from the text of a _headers file, read by Netlify's parser. */
async function rulesOf(text: string): Promise<HeaderRule[]> {
  await writeFile(file, text);
  return readHeaderRules(file);
}

/** Every header that two rules matching the path give different values (caching is the adapter's own). */
function conflicts(rules: readonly HeaderRule[], pathname: string): string[] {
  const values = new Map<string, Set<string>>();
  for (const rule of matchingRules(rules, pathname)) {
    for (const [key, value] of Object.entries(rule.values)) {
      values.set(key.toLowerCase(), (values.get(key.toLowerCase()) ?? new Set()).add(value));
    }
  }
  return [...values].filter(([key, set]) => key !== "cache-control" && set.size > 1).map(([key]) => key);
}

describe("on Netlify, after gatsby-adapter-netlify has added its block", () => {
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

  test("every path gets one value per header, a page its policy and the editor its own", async () => {
    await writeFile(
      file,
      headersFileText(
        ["/", "/kontakt", "/404.html"].map((route) => ({ route, scriptHashes: [] })),
        () => CSP,
      ),
    );
    await addAdapterBlock();
    const rules = await readHeaderRules(file);
    const paths = ["/", "/kontakt", "/kontakt/", "/404.html", "/admin", "/admin/", "/finnes-ikke", "/static/a.png"];
    for (const route of paths) expect([route, conflicts(rules, route)]).toEqual([route, []]);
    for (const route of ["/", "/kontakt", "/kontakt/", "/404.html"]) {
      expect(headersFor(rules, route).get("content-security-policy")).toBe(CSP);
    }
    expect(headersFor(rules, "/admin/").get("content-security-policy")).toBe(adminContentSecurityPolicy);
    expect(headersFor(rules, "/app-0123456789abcdef0123.js").get("content-security-policy")).toBeUndefined();
    expect(headersFor(rules, "/finnes-ikke").get("strict-transport-security")).toMatch(/^max-age=/);
  });

  test("a second run of the adapter replaces its block and keeps ours", async () => {
    await writeFile(
      file,
      headersFileText(
        ["/", "/kontakt", "/404.html"].map((route) => ({ route, scriptHashes: [] })),
        () => CSP,
      ),
    );
    await addAdapterBlock();
    await addAdapterBlock();
    const text = await readFile(file, "utf8");
    expect(text.match(/# gatsby-adapter-netlify start/g)).toHaveLength(1);
    // One CSP line per page path of ours (/, /index.html, /kontakt, /kontakt.html, /404,
    // /404.html) and two for the editor, none from the adapter.
    expect(text.match(/content-security-policy/g)).toHaveLength(8);
  });
});

test("reads back what it writes, a colon in a value included", async () => {
  const rules = await rulesOf(
    formatHeaders("test", [{ path: "/om-fjellsyn", headers: [{ key: "x-test", value: "a: b" }] }]),
  );
  expect(rules.map((rule) => [rule.for, rule.values])).toEqual([["/om-fjellsyn", { "x-test": "a: b" }]]);
});

test("matches paths as Netlify does: * spans slashes, :name one segment, a trailing slash is optional", async () => {
  const rules = await rulesOf(
    formatHeaders(
      "test",
      ["/*", "/static/*", "/kontakt", "/blog/:slug", "/", "/a.b"].map((route) => ({
        path: route,
        headers: [{ key: "x-rule", value: route }],
      })),
    ),
  );
  const matched = (pathname: string) => matchingRules(rules, pathname).map((rule) => rule.for);
  expect(matched("/")).toEqual(["/*", "/"]);
  expect(matched("/a/b.js")).toEqual(["/*"]);
  expect(matched("/static/x/y.png")).toEqual(["/*", "/static/*"]);
  // Netlify's own pattern: the slash before a trailing * is optional.
  expect(matched("/statics")).toEqual(["/*", "/static/*"]);
  expect(matched("/kontakt/")).toEqual(["/*", "/kontakt"]);
  expect(matched("/kontakt/x")).toEqual(["/*"]);
  expect(matched("/blog/a")).toEqual(["/*", "/blog/:slug"]);
  expect(matched("/blog/a/b")).toEqual(["/*"]);
  expect(matched("/aXb")).toEqual(["/*"]);
});

test("matches a path percent-encoded as browsers send it", async () => {
  const rules = await rulesOf(
    formatHeaders("test", [{ path: "/tjenester/rådgivning", headers: [{ key: "x", value: "1" }] }]),
  );
  expect(headersFor(rules, "/tjenester/r%C3%A5dgivning").get("x")).toBe("1");
  expect(headersFor(rules, "/%E0%A4%A").size).toBe(0);
});

test("refuses a file Netlify could not read", async () => {
  await expect(rulesOf("  x-orphan: 1\n/kontakt\n  x: 1\n")).rejects.toThrow(/Path should come before header/);
});
