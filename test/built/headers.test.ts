// The headers Netlify serves, checked on the build itself: public/_headers as a build with
// gatsby-adapter-netlify on leaves it (our block and the adapter's) and netlify.toml, read with
// Netlify's parser and matched to every request path as Netlify matches them.
//   NETLIFY=true npx gatsby build, then this test; `npm run headers:table` prints the table.
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  adminContentSecurityPolicy,
  cspHash,
  HEADER_ONLY_DIRECTIVES,
  metaContentSecurityPolicy,
  PAGE_HEADERS,
  SITE_HEADERS,
} from "../../src/headers/policy";
import { readHeaderRules, type HeaderRule } from "../../src/headers/netlify-headers";
import { inlineCode, metaPolicy } from "../../src/headers/post-build";
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

/** A policy's directives, each with its sources. */
const directives = (policy: string): Map<string, string[]> =>
  new Map(
    policy.split(/;\s*/).map((directive): [string, string[]] => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );

test("every page, with and without its slash, gets one policy allowing exactly its own inline scripts, HSTS, nosniff and frame protection", () => {
  for (const pathname of paths.pages) {
    const policies = headerValues(rules, pathname).get("content-security-policy") ?? [];
    expect([pathname, policies.length]).toEqual([pathname, 1]);
    const policy = policies[0] ?? "";
    expect(policy).toMatch(/^default-src 'self'; script-src 'self'[ ;]/);
    const file = readFileSync(path.join(publicDir, paths.pageFiles.get(pathname) ?? ""), "utf8");
    const own = [...new Set(inlineCode(file).scripts.map(cspHash))].sort();
    const allowed = (directives(policy).get("script-src") ?? [])
      .filter((source) => source.startsWith("'sha256-"))
      .sort();
    if (/^\/404(\.html|\/)?$/.test(pathname)) {
      // Two files answered at /404 when the policy was written (404.html, and 404/index.html, which
      // the adapter then moved onto it): their scripts differ only in the page's own path.
      expect([pathname, allowed]).toEqual([pathname, expect.arrayContaining(own)]);
      expect(allowed.length).toBeLessThanOrEqual(own.length + 1);
    } else {
      expect([pathname, allowed]).toEqual([pathname, own]);
      // Only the 404 page, which Netlify serves at any path, carries its policy in a <meta>.
      expect([pathname, metaPolicy(file)]).toEqual([pathname, undefined]);
    }
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

test("the editor's published policy names only what production uses: no http: source, no local backend", () => {
  for (const pathname of paths.editor) {
    const sources = (single(pathname, "content-security-policy") ?? "").split(/[;\s]+/);
    expect([pathname, sources.filter((source) => /^http:|localhost|127\.0\.0\.1/.test(source))]).toEqual([
      pathname,
      [],
    ]);
  }
});

test("a path that is no file gets the headers of every answer", () => {
  for (const pathname of paths.unknown) {
    for (const { key, value } of SITE_HEADERS) {
      expect([pathname, key, single(pathname, key)]).toEqual([pathname, key, value]);
    }
  }
});

test("a path that is no file is answered with the 404 page, whose own policy allows exactly its inline scripts", () => {
  // Netlify answers these with 404.html and the header rules of the path asked for, which name
  // no policy (one that reached them would reach the editor too): the page's own <meta> holds.
  for (const pathname of paths.unknown) {
    expect([pathname, single(pathname, "content-security-policy")]).toEqual([pathname, undefined]);
  }
  const html = readFileSync(path.join(publicDir, "404.html"), "utf8");
  const policy = metaPolicy(html) ?? "";
  const scripts = inlineCode(html).scripts;
  expect(scripts.length).toBeGreaterThanOrEqual(3);
  // Before every script, so it governs them all.
  expect(html.search(/<meta http-equiv="Content-Security-Policy"/i)).toBeLessThan(html.indexOf("<script"));
  expect(html.search(/<meta http-equiv="Content-Security-Policy"/i)).toBeGreaterThan(-1);
  const pagePolicy = single("/404.html", "content-security-policy") ?? "";
  const tagManager = pagePolicy.includes("https://www.googletagmanager.com");
  expect(policy).toBe(metaContentSecurityPolicy({ tagManager, scriptHashes: scripts.map(cspHash) }));
  // The page policy without what a <meta> cannot carry, and with only this page's hashes.
  const meta = directives(policy);
  const page = directives(pagePolicy);
  expect([...meta.keys()]).toEqual([...page.keys()].filter((name) => !HEADER_ONLY_DIRECTIVES.includes(name)));
  for (const [name, sources] of meta) {
    if (name === "script-src") expect(page.get(name)).toEqual(expect.arrayContaining(sources));
    else expect([name, sources]).toEqual([name, page.get(name)]);
  }
  expect(
    meta
      .get("script-src")
      ?.filter((source) => source.startsWith("'sha256-"))
      .sort(),
  ).toEqual([...new Set(scripts.map(cspHash))].sort());
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
