// Checks a finished build for what its Netlify context promises: run it after a build with
// the same CONTEXT, e.g. `CONTEXT=deploy-preview npx gatsby build && CONTEXT=deploy-preview
// PUBLIC_DIR=public npx jest test/node/preview-build`. Skipped when PUBLIC_DIR is not set.
import fs from "node:fs";
import path from "node:path";
import { isPreviewContext } from "../../src/environment/deploy-context";

const publicDir = process.env.PUBLIC_DIR ? path.resolve(process.env.PUBLIC_DIR) : undefined;
const preview = isPreviewContext(process.env.CONTEXT);
const tagManagerConfigured = Boolean(process.env.GATSBY_GTM_ID?.trim());

function pages(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // The editor's page is not the site's; _gatsby holds fragments stitched into the pages.
    if (entry.isDirectory()) return entry.name === "admin" || entry.name === "_gatsby" ? [] : pages(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

const robots = (html: string): string[] =>
  [...html.matchAll(/<meta\b[^>]*\bname="robots"[^>]*>/g)].map((tag) => /content="([^"]*)"/.exec(tag[0])?.[1] ?? "");
const ribbon = (html: string): string | undefined => /<p\b[^>]*data-preview-ribbon[^>]*>([^<]*)<\/p>/.exec(html)?.[1];
const tagManager = (html: string): boolean => /googletagmanager|gtm-consent/.test(html);

const describeBuild = publicDir ? describe : describe.skip;

describeBuild(`the build in ${publicDir ?? "PUBLIC_DIR"} (${preview ? "a preview" : "production"})`, () => {
  const files = publicDir ? pages(publicDir) : [];
  const cases = files.map((file) => [path.relative(publicDir ?? "", file), fs.readFileSync(file, "utf8")] as const);

  it("has pages", () => {
    expect(files.length).toBeGreaterThan(10);
  });

  if (preview) {
    it.each(cases)("%s: robots noindex, the ribbon, no Tag Manager", (_file, html) => {
      expect(robots(html)).toEqual(["noindex"]);
      expect(ribbon(html)).toBe("Forhåndsvisning");
      expect(tagManager(html)).toBe(false);
    });
  } else {
    it.each(cases)("%s: no preview noindex, no ribbon; Tag Manager as configured", (_file, html) => {
      expect(robots(html)).not.toContain("noindex");
      expect(ribbon(html)).toBeUndefined();
      expect(tagManager(html)).toBe(tagManagerConfigured);
    });
  }
});
