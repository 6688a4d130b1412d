// How a request path finds its header rules, as Netlify matches them; what the build's own rules
// give every path is tested on the build (test/built/headers.test.ts).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { formatHeaders, headersFor, matchingRules, readHeaderRules, type HeaderRule } from "../netlify-headers";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "fjellsyn-headers-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Rules that set x-rule to their own path, read back by Netlify's parser. */
async function rulesFor(paths: string[]): Promise<HeaderRule[]> {
  const file = path.join(dir, "_headers");
  const routes = paths.map((route) => ({ path: route, headers: [{ key: "x-rule", value: route }] }));
  await writeFile(file, formatHeaders("test", routes));
  return readHeaderRules(file);
}

test("matches paths as Netlify does: * spans slashes, :name one segment, a trailing slash is optional", async () => {
  const rules = await rulesFor(["/*", "/static/*", "/kontakt", "/blog/:slug", "/", "/a.b"]);
  const matched = (pathname: string) => matchingRules(rules, pathname).map((rule) => rule.for);
  expect(matched("/")).toEqual(["/*", "/"]);
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
  const rules = await rulesFor(["/tjenester/rådgivning"]);
  expect(headersFor(rules, "/tjenester/r%C3%A5dgivning").get("x-rule")).toBe("/tjenester/rådgivning");
  expect(headersFor(rules, "/%E0%A4%A").size).toBe(0);
});
