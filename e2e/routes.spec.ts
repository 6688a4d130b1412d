import { chromium, type Page } from "@playwright/test";
import {
  answerGoogleLocally,
  expect,
  overflowAtEveryWidth,
  recordProblems,
  scrollThrough,
  seriousViolations,
  test,
  waitForHydration,
} from "./fixtures";
import { homeTitle, routes, siteUrl } from "./site-map";
import { site } from "../test/support/site-content";
import { fontWeightRange } from "../src/theme/tokens";

/** The weights and styles of every text set in Inter on the page, once the fonts are in. */
const interTexts = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const loaded = [...document.fonts].some((face) => face.family === "Inter Variable" && face.status === "loaded");
    const styles = [...document.body.querySelectorAll("*")]
      .filter((element) => [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim()))
      .map((element) => getComputedStyle(element))
      .filter((style) => style.fontFamily.startsWith('"Inter Variable"'));
    return { loaded, styles: [...new Set(styles.map((style) => `${style.fontWeight} ${style.fontStyle}`))] };
  });

/** Texts at a weight Inter's files do not carry (npm run fonts keeps only the design's), or slanted. */
const outsideTheFiles = (styles: string[]) =>
  styles.filter((style) => {
    const [weight = 0, slant] = style.split(" ");
    return Number(weight) < fontWeightRange.min || Number(weight) > fontWeightRange.max || slant !== "normal";
  });

for (const route of routes) {
  test(`${route.path} answers 200 with its heading, menu, footer, title, description and canonical, its texts in Inter, runs without a policy violation or error before and after the cookies are accepted, passes axe and fits every width`, async ({
    page,
  }) => {
    const hits = await answerGoogleLocally(page);
    const problems = await recordProblems(page);
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.h1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    // The header's menu and the footer on every page (all they hold: navigation.spec.ts).
    for (const href of ["/#tjenester", "/#om", "/prosjekter", "/kontakt"])
      await expect(page.locator(`#hovedmeny a[href="${href}"]`)).toHaveCount(1);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: /Instagram/ })).toBeAttached();
    await expect(page).toHaveTitle(route.title);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0).toBeGreaterThan(50);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}${route.path}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "nb");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https:\/\/.+\.(jpg|png)$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    const texts = await interTexts(page);
    expect(texts.loaded).toBe(true);
    expect(texts.styles.length).toBeGreaterThan(1);
    expect(outsideTheFiles(texts.styles)).toEqual([]);

    await waitForHydration(page);
    await scrollThrough(page);
    await page
      .getByRole("region", { name: site.consent.heading })
      .getByRole("button", { name: site.consent.accept })
      .click();
    // The stand-in container ran under the page's policy and its tag sent its hits.
    await expect.poll(() => hits.length).toBeGreaterThanOrEqual(3);
    expect(await problems()).toEqual([]);
    expect(await seriousViolations(page), "accessibility").toEqual([]);
    expect(await overflowAtEveryWidth(page), "layout").toEqual([]);
  });
}

test("the home page describes the agency as a ProfessionalService, a service page its Service", async ({ page }) => {
  const jsonLd = async (path: string) => {
    await page.goto(path);
    return JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  };
  expect(await jsonLd("/")).toMatchObject({
    "@type": "ProfessionalService",
    name: "Fjellsyn Media",
    email: "post@fjellsynmedia.no",
  });
  expect(await jsonLd("/tjenester/dronefoto")).toMatchObject({ "@type": "Service", name: "Dronefoto og -video" });
});

test("every page is served with its styled-components sheet, so it is styled before any script runs", async ({
  request,
}) => {
  for (const path of [...routes.map((route) => route.path), "/finnes-ikke"]) {
    const html = await (await request.get(path)).text();
    const sheet = /<style data-styled[^>]*>([^<]*)<\/style>/.exec(html)?.[1];
    expect(sheet, path).toMatch(/\{[^}]+\}/);
    // The global style too (the reset): without it the page moves when scripts arrive.
    expect(sheet, path).toMatch(/(^|[}\s])body\{[^}]*margin:0/);
    // Inter's faces are in a plain style of their own, which styled-components never rewrites.
    expect(sheet, path).not.toContain("@font-face");
    expect(html, path).toMatch(/<style>@font-face\{font-family:"Inter Variable";[^<]*\.woff2\)/);
  }
});

test("the font faces stay in place while the scripts start, so the page is laid out once", async ({ page }) => {
  // Records every @font-face rule that leaves or enters the document from the first byte on: a
  // rule that goes and comes back makes the browser drop the face and lay out every text again.
  await page.addInitScript(() => {
    const log: string[] = ((window as unknown as { fontFaceChanges: string[] }).fontFaceChanges = []);
    const hasFaces = (node: Node) => node instanceof HTMLStyleElement && /@font-face/.test(node.textContent ?? "");
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) if (hasFaces(node)) log.push("a style with font faces removed");
        for (const node of record.addedNodes)
          if (hasFaces(node) && document.readyState !== "loading") log.push("added");
      }
    }).observe(document, { childList: true, subtree: true });
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      if (rule.trim().startsWith("@font-face")) log.push(`inserted: ${rule.slice(0, 40)}`);
      return insertRule.call(this, rule, index);
    };
  });
  await page.goto("/tjenester/dronefoto");
  await waitForHydration(page);
  const state = await page.evaluate(() => ({
    changes: (window as unknown as { fontFaceChanges: string[] }).fontFaceChanges,
    // Inter's two faces; the local stand-ins are faces of a family of their own.
    faces: [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((r) => r instanceof CSSFontFaceRule && r.style.getPropertyValue("font-family") === '"Inter Variable"')
      .length,
  }));
  expect(state).toEqual({ changes: [], faces: 2 });
});

test.describe("unknown paths", () => {
  test("answer 404 with the not-found page, the home title, noindex, and log the path", async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    const response = await page.goto("/finnes-ikke");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: site.notFound.title })).toBeVisible();
    expect(outsideTheFiles((await interTexts(page)).styles)).toEqual([]);
    await expect(page).toHaveTitle(homeTitle);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect.poll(() => messages.some((text) => text.includes("/finnes-ikke"))).toBe(true);
    await page.getByRole("link", { name: site.notFound.link }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.hero.headline);
  });
});

test.describe("crawlers", () => {
  test("robots.txt points to the sitemap, which lists every public route and not the 404 page", async ({ request }) => {
    expect(await (await request.get("/robots.txt")).text()).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`);
    const index = await (await request.get("/sitemap-index.xml")).text();
    const sitemapUrl = /<loc>([^<]+)<\/loc>/.exec(index)?.[1] ?? "";
    const sitemap = await (await request.get(new URL(sitemapUrl, siteUrl).pathname)).text();
    for (const route of routes) expect(sitemap).toContain(`<loc>${siteUrl}${route.path}</loc>`);
    expect(sitemap).not.toContain("404");
  });

  test("the web manifest is Norwegian and names the agency", async ({ page, request }) => {
    await page.goto("/");
    const link = page.locator('link[rel="manifest"]');
    await expect(link).toHaveAttribute("href", /.+/);
    const href = await link.getAttribute("href");
    const manifest = await (await request.get(href ?? "/manifest.webmanifest")).json();
    expect(manifest).toMatchObject({ name: "Fjellsyn Media", lang: "nb", display: "browser" });
    await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute("href", /.+/);
  });

  test("the site is not offered as an app to install", async ({ baseURL }, testInfo) => {
    // Chrome checks whether a page it may promote for installation has a large enough icon
    // (144 px or more) right after reading its manifest; a page with display "browser" is not
    // promotable, so the icon is never asked for (and no install button animates in). Only a
    // profile that may install apps reads the manifest at all, so not Playwright's usual
    // incognito-like context: a browser of its own on a profile folder.
    const profile = testInfo.outputPath("profile");
    const context = await chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const iconRequests: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname.startsWith("/icons/")) iconRequests.push(request.url());
      });
      const manifestRead = page.waitForResponse((response) => response.url().endsWith("/manifest.webmanifest"));
      await page.goto("/kontakt");
      await manifestRead;
      await page.waitForLoadState("networkidle");
      expect(iconRequests).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
