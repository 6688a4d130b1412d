import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { formatHeaders, headersFor, parseHeaders, pathPattern, type HeaderRoute } from "../netlify-headers";
import { STATIC_SECURITY_HEADERS } from "../policy";
import { headersFileText } from "../post-build";

// The adapter only exports its entry point; its package.json is exported, and the file beside
// it is what runs on Netlify after onPostBuild.
const requireFromSite = createRequire(path.join(process.cwd(), "package.json"));
const adapterDir = path.dirname(requireFromSite.resolve("gatsby-adapter-netlify/package.json"));
const adapter = requireFromSite(path.join(adapterDir, "dist/route-handler.js")) as {
  processRoutesManifest(manifest: unknown[], headerRoutes: HeaderRoute[]): { headers: string };
  injectEntries(fileName: string, content: string): Promise<void>;
};

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
    file = path.join(dir, "_headers");
    await writeFile(
      file,
      headersFileText("default-src 'none'; script-src 'self' 'sha256-abc='", ["/", "/kontakt", "/404.html"]),
    );
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const addAdapterBlock = () => adapter.injectEntries(file, adapter.processRoutesManifest([], adapterRoutes).headers);

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
