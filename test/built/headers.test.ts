// The headers Netlify serves, checked on the build itself: public/_headers as a build with
// gatsby-adapter-netlify on leaves it (our block and the adapter's) and netlify.toml, read with
// Netlify's parser and matched to every request path as Netlify matches them.
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { adminContentSecurityPolicy, cspHash, PAGE_HEADERS, SITE_HEADERS } from "../../src/headers/policy";
import { matchingRules, readHeaderRules, type HeaderRule } from "../../src/headers/netlify-headers";
import { inlineCode, metaPolicy } from "../../src/headers/post-build";

const publicDir = path.resolve("public");
const headersFile = path.join(publicDir, "_headers");
const ADAPTER_START = "# gatsby-adapter-netlify start";
const files = readdirSync(publicDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
  .filter((file) => file !== "_headers" && file !== "_redirects");
// Every page, with and without its slash and by its file (the adapter serves /kontakt from kontakt.html).
const pageFiles = new Map(
  files
    .filter((file) => file.endsWith(".html") && !/^(admin|_gatsby|page-data)\//.test(file))
    .flatMap((file) => {
      const route = `/${file.replace(/(\/?index)?\.html$/, "")}`;
      return [route, `${route}/`.replace("//", "/"), `/${file}`].map((pathname): [string, string] => [pathname, file]);
    }),
);
const editor = ["/admin", "/admin/", "/admin/index.html"];
const unknown = ["/finnes-ikke", "/tjenester/finnes-ikke", "/a/b/c.html", "/admin-gammel"];
const assets = files.filter((file) => !file.endsWith(".html")).map((file) => `/${encodeURI(file)}`);
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
  await writeFile(path.join(dir, "_headers"), text.slice(0, text.indexOf(ADAPTER_START)));
  ours = await readHeaderRules(path.join(dir, "_headers"));
  await rm(dir, { recursive: true, force: true });
});

/** For each header (lower case) the values of every rule that matches the path and sets it. */
function headerValues(pathname: string): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const rule of matchingRules(rules, pathname)) {
    for (const [key, value] of Object.entries(rule.values)) {
      values.set(key.toLowerCase(), [...(values.get(key.toLowerCase()) ?? []), value]);
    }
  }
  return values;
}

/** The one value the path gets for the header (fails on two different values). */
function single(pathname: string, key: string): string | undefined {
  const values = [...new Set(headerValues(pathname).get(key) ?? [])];
  expect([pathname, key, values.length <= 1]).toEqual([pathname, key, true]);
  return values[0];
}

const hashesIn = (policy: string) => policy.split(/[;\s]+/).filter((source) => source.startsWith("'sha256-"));

test("the build has the pages, the editor and the files the check walks", () => {
  expect([...pageFiles.keys()]).toEqual(expect.arrayContaining(["/", "/kontakt", "/kontakt/", "/404.html"]));
  expect(pageFiles.size).toBeGreaterThan(40);
  expect(assets).toEqual(expect.arrayContaining(["/admin/cms.js"]));
});

test("no path gets two different values for one header from two rules, and our block sets no caching", () => {
  for (const pathname of [...pageFiles.keys(), ...editor, ...unknown, ...assets]) {
    const twice = [...headerValues(pathname)]
      // Caching is Gatsby's own: the adapter sets must-revalidate for /* and a year for the files named by their content.
      .filter(([key, values]) => key !== "cache-control" && new Set(values).size > 1)
      .map(([key, values]) => `${key}: ${values.join(" | ")}`);
    expect([pathname, twice]).toEqual([pathname, []]);
  }
  expect(ours.filter((rule) => Object.keys(rule.values).some((key) => /^cache-control$/i.test(key)))).toEqual([]);
});

test("every page, with and without its slash, gets one policy allowing exactly its own inline scripts, and the site's headers", () => {
  for (const [pathname, file] of pageFiles) {
    const policies = headerValues(pathname).get("content-security-policy") ?? [];
    expect([pathname, policies.length]).toEqual([pathname, 1]);
    expect(policies[0]).toMatch(/^default-src 'self'; script-src 'self'[ ;]/);
    const html = readFileSync(path.join(publicDir, file), "utf8");
    const own = [...new Set(inlineCode(html).scripts.map(cspHash))].sort();
    if (file === "404.html") {
      // Two files answered at /404 when the policy was written (404.html, and 404/index.html, which
      // the adapter then moved onto it): their scripts differ only in the page's own path.
      expect(hashesIn(policies[0] ?? "")).toEqual(expect.arrayContaining(own));
      // Netlify answers a path that is no file with this page and no policy header: its <meta> holds, before every script.
      expect([...hashesIn(metaPolicy(html) ?? "")].sort()).toEqual(own);
      expect(html.search(/<meta http-equiv="Content-Security-Policy"/i)).toBeLessThan(html.indexOf("<script"));
    } else {
      expect([pathname, hashesIn(policies[0] ?? "").sort()]).toEqual([pathname, own]);
      expect([pathname, metaPolicy(html)]).toEqual([pathname, undefined]);
    }
    for (const { key, value } of [...SITE_HEADERS, ...PAGE_HEADERS]) {
      expect([pathname, key, single(pathname, key)]).toEqual([pathname, key, value]);
    }
    expect(single(pathname, "x-robots-tag")).toBeUndefined();
  }
});

test("the editor, at /admin and /admin/, gets its own policy without the local backend, noindex and the opener policy its sign-in needs", () => {
  expect(adminContentSecurityPolicy).not.toMatch(/http:|localhost|127\.0\.0\.1/);
  for (const pathname of editor) {
    expect([pathname, headerValues(pathname).get("content-security-policy")]).toEqual([
      pathname,
      [adminContentSecurityPolicy],
    ]);
    expect(single(pathname, "x-robots-tag")).toBe("noindex");
    expect(single(pathname, "cross-origin-opener-policy")).toBe("same-origin-allow-popups");
    for (const { key, value } of SITE_HEADERS) {
      expect([pathname, key, single(pathname, key)]).toEqual([pathname, key, value]);
    }
  }
});

test("a path that is no file, and every script, style, image, font and data file, gets the headers of every answer and no page policy", () => {
  for (const pathname of [...unknown, ...assets]) {
    for (const { key, value } of SITE_HEADERS) {
      expect([pathname, key, single(pathname, key)]).toEqual([pathname, key, value]);
    }
    expect([pathname, single(pathname, "content-security-policy")]).toEqual([pathname, undefined]);
    expect([pathname, single(pathname, "cross-origin-opener-policy")]).toEqual([pathname, undefined]);
  }
});
