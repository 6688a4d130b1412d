// What each Netlify context promises of a finished build: a deploy preview's pages say noindex,
// show the ribbon and load no Tag Manager; the production build's pages do none of the first two.
// `npm test` builds the preview first (CONTEXT=deploy-preview) and sets its public/ aside in
// test-results/preview-deploy/public, then builds production into public/.
import fs from "node:fs";
import path from "node:path";
import { headersFor, readHeaderRules } from "../../src/headers/netlify-headers";

const root = path.resolve(__dirname, "..", "..");
const previewDir = path.resolve(root, process.env.PREVIEW_PUBLIC_DIR ?? "test-results/preview-deploy/public");
const productionDir = path.join(root, "public");

function pages(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // The editor's page is not the site's; _gatsby holds fragments stitched into the pages; ns.html
    // is the frame Tag Manager's <noscript> names, a static file of its own.
    if (entry.isDirectory()) return entry.name === "admin" || entry.name === "_gatsby" ? [] : pages(full);
    return entry.name.endsWith(".html") && entry.name !== "ns.html" ? [full] : [];
  });
}

/** Every page of a build as [its path under the build, its HTML]; a missing build is an error. */
function builtPages(dir: string, howToBuild: string): [string, string][] {
  if (!fs.existsSync(path.join(dir, "index.html"))) throw new Error(`no build in ${dir}: ${howToBuild}`);
  return pages(dir).map((file) => [path.relative(dir, file), fs.readFileSync(file, "utf8")]);
}

const robots = (html: string): string[] =>
  [...html.matchAll(/<meta\b[^>]*\bname="robots"[^>]*>/g)].map((tag) => /content="([^"]*)"/.exec(tag[0])?.[1] ?? "");
const ribbon = (html: string): string | undefined => /<p\b[^>]*data-preview-ribbon[^>]*>([^<]*)<\/p>/.exec(html)?.[1];
const tagManager = (html: string): boolean => /googletagmanager|gtm-consent/.test(html);
/** The X-Robots-Tag a page of the build is served with. */
const robotsHeader = async (dir: string): Promise<string | undefined> =>
  headersFor(await readHeaderRules(path.join(dir, "_headers")), "/").get("x-robots-tag");
/** The 404 page asks not to be indexed in every context. */
const isNotFoundPage = (file: string): boolean => /^404(\.html|\/)/.test(file);

describe("a deploy preview's build", () => {
  const preview = builtPages(
    previewDir,
    "run CONTEXT=deploy-preview npx gatsby build, then copy public/ there (npm test does both)",
  );

  it("has every page", () => {
    expect(preview.length).toBeGreaterThan(10);
  });

  it.each(preview)("%s: robots noindex, the ribbon, no Tag Manager", (_file, html) => {
    expect(robots(html)).toEqual(["noindex"]);
    expect(ribbon(html)).toBe("Forhåndsvisning");
    expect(tagManager(html)).toBe(false);
  });

  it("tells search engines noindex in the pages' headers too", async () => {
    expect(await robotsHeader(previewDir)).toBe("noindex");
  });
});

describe("the production build", () => {
  const production = builtPages(productionDir, "run NETLIFY=true NETLIFY_LOCAL=true npx gatsby build");

  it.each(production.filter(([file]) => !isNotFoundPage(file)))("%s: no noindex, no ribbon", (_file, html) => {
    expect(robots(html)).not.toContain("noindex");
    expect(ribbon(html)).toBeUndefined();
  });

  it("serves its pages without a noindex header", async () => {
    expect(await robotsHeader(productionDir)).toBeUndefined();
  });
});
