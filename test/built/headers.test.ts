// The headers Netlify serves, checked on the build itself: public/_headers as a build with
// gatsby-adapter-netlify on leaves it (our block and the adapter's) and netlify.toml, read with
// Netlify's parser and matched to every request path as Netlify matches them.
//   NETLIFY=true npx gatsby build, then this test; `npm run headers:table` prints the table.
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { adminContentSecurityPolicy } from "../../src/cms/admin-headers";
import { readHeaderRules, type HeaderRule } from "../../src/security/netlify-headers";
import { PAGE_HEADERS, SITE_HEADERS } from "../../src/security/policy";
import { builtPaths, headerValues } from "../support/netlify-paths";

const publicDir = path.resolve("public");
const headersFile = path.join(publicDir, "_headers");
const ADAPTER_START = "# gatsby-adapter-netlify start";
const paths = builtPaths(publicDir);
const html = [...paths.pages, ...paths.editor];
let rules: HeaderRule[];
let ours: HeaderRule[];

beforeAll(async () => {
  const text = readFileSync(headersFile, "utf8");
  if (!text.includes(ADAPTER_START)) {
    throw new Error("public/_headers has no block of gatsby-adapter-netlify: build with NETLIFY=true first");
  }
  rules = await readHeaderRules(headersFile, path.resolve("netlify.toml"));
  // Our block alone: what stands before the adapter's markers.
  const dir = await mkdtemp(path.join(tmpdir(), "fjellsyn-our-headers-"));
  try {
    await writeFile(path.join(dir, "_headers"), text.slice(0, text.indexOf(ADAPTER_START)));
    ours = await readHeaderRules(path.join(dir, "_headers"));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

/** The one value the path gets for the header (fails on two different values). */
function single(pathname: string, key: string): string | undefined {
  const values = [...new Set(headerValues(rules, pathname).get(key) ?? [])];
  expect([pathname, key, values.length <= 1]).toEqual([pathname, key, true]);
  return values[0];
}

test("the build has the pages, the editor and the files the check walks", () => {
  expect(paths.pages).toEqual(expect.arrayContaining(["/", "/kontakt", "/kontakt/", "/404.html"]));
  expect(paths.pages.length).toBeGreaterThan(40);
  expect(paths.assets.filter((file) => file.endsWith(".js")).length).toBeGreaterThan(10);
  expect(paths.assets).toEqual(expect.arrayContaining(["/admin/cms.js"]));
});

test("no path gets two different values for one header from two rules", () => {
  for (const pathname of [...html, ...paths.unknown, ...paths.assets]) {
    const twice = [...headerValues(rules, pathname)]
      // Caching is Gatsby's own: the adapter sets must-revalidate for /* and a year for the
      // files named by their content, and our block sets no caching (checked below).
      .filter(([key, values]) => key !== "cache-control" && new Set(values).size > 1)
      .map(([key, values]) => `${key}: ${values.join(" | ")}`);
    expect([pathname, twice]).toEqual([pathname, []]);
  }
  expect(ours.filter((rule) => Object.keys(rule.values).some((key) => /^cache-control$/i.test(key)))).toEqual([]);
});

test("every page, with and without its slash, gets exactly one policy, HSTS, nosniff and frame protection", () => {
  const pagePolicy = single("/", "content-security-policy");
  expect(pagePolicy).toMatch(/^default-src 'none'; script-src 'self' 'sha256-/);
  for (const pathname of paths.pages) {
    expect([pathname, headerValues(rules, pathname).get("content-security-policy")]).toEqual([pathname, [pagePolicy]]);
    for (const { key, value } of [...SITE_HEADERS, ...PAGE_HEADERS]) {
      expect([pathname, key, single(pathname, key)]).toEqual([pathname, key, value]);
    }
    expect(single(pathname, "x-robots-tag")).toBeUndefined();
  }
});

test("the editor, at /admin and /admin/, gets its own policy, noindex and the opener policy its sign-in needs", () => {
  for (const pathname of paths.editor) {
    expect([pathname, headerValues(rules, pathname).get("content-security-policy")]).toEqual([
      pathname,
      [adminContentSecurityPolicy],
    ]);
    expect(single(pathname, "x-robots-tag")).toBe("noindex");
    expect(single(pathname, "cross-origin-opener-policy")).toBe("same-origin-allow-popups");
    expect(single(pathname, "strict-transport-security")).toMatch(/^max-age=63072000/);
    expect(single(pathname, "x-content-type-options")).toBe("nosniff");
    expect(single(pathname, "x-frame-options")).toBe("DENY");
  }
});

test("a path that is no file gets the headers of every answer", () => {
  for (const pathname of paths.unknown) {
    for (const { key, value } of SITE_HEADERS) {
      expect([pathname, key, single(pathname, key)]).toEqual([pathname, key, value]);
    }
  }
});

test("scripts, styles, images, fonts and data get the headers of every answer and no page policy", () => {
  for (const pathname of paths.assets) {
    for (const { key, value } of SITE_HEADERS) {
      expect([pathname, key, single(pathname, key)]).toEqual([pathname, key, value]);
    }
    expect([pathname, single(pathname, "content-security-policy")]).toEqual([pathname, undefined]);
    expect([pathname, single(pathname, "cross-origin-opener-policy")]).toEqual([pathname, undefined]);
  }
});
