// The pictures are the browser's own <picture> elements, drawn from gatsby-plugin-image's data: they
// show without any script, in the format and size the browser picks, on the first load and after a
// client-side navigation, and no page fetches code to draw them.
import type { Page } from "@playwright/test";
import { expect, scriptRequests, scrollThrough, test, waitForHydration } from "./fixtures";
import { routes } from "./site-map";
import { site } from "../test/support/site-content";

/** Each picture's state: the file the browser chose, whether it arrived, and whether it is seen. */
const pictures = (page: Page) =>
  page.locator("picture img").evaluateAll((images: HTMLImageElement[]) =>
    images.map((image) => {
      const box = image.getBoundingClientRect();
      return {
        alt: image.alt,
        // Empty until the browser has chosen a file.
        file: image.currentSrc ? new URL(image.currentSrc).pathname.replace(/^.*\./, "") : "",
        loaded: image.complete && image.naturalWidth > 0,
        shown:
          image.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && box.width > 0 && box.height > 0,
      };
    }),
  );

// /kontakt and /personvern have no pictures.
const imageRoutes = routes.filter((route) => !["/kontakt", "/personvern"].includes(route.path));

// Without scripts, as the server sends them; after a client-side navigation below, as React draws them.
test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("every page shows its heading, menu and footer, and every picture arrives as AVIF and is seen", async ({
    page,
  }) => {
    test.setTimeout(routes.length * 6_000);
    for (const { path } of routes) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
      for (const href of ["/#tjenester", "/#om", "/prosjekter", "/kontakt"]) {
        await expect(page.locator(`#hovedmeny a[href="${href}"]`), path).toBeVisible();
      }
      await expect(page.getByRole("contentinfo").getByRole("link", { name: site.name, exact: true })).toBeVisible();
      await scrollThrough(page);
      await expect.poll(async () => (await pictures(page)).filter((picture) => !picture.loaded), path).toEqual([]);
      const found = await pictures(page);
      expect(found.length > 0, path).toBe(imageRoutes.some((route) => route.path === path));
      for (const picture of found) {
        expect(picture, path).toEqual({ alt: picture.alt, file: "avif", loaded: true, shown: true });
        expect(picture.alt, path).not.toBe("");
      }
    }
  });
});

test("a page reached by a link draws its pictures, as one loaded from the server does", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("link", { name: site.home.projectsButton }).click();
  await expect(page).toHaveURL(/\/prosjekter$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => "sameDocument" in window), "Gatsby's router, not a new document").toBe(true);
  await scrollThrough(page);
  await expect.poll(async () => (await pictures(page)).filter((picture) => !picture.loaded)).toEqual([]);
  const found = await pictures(page);
  expect(found.length).toBeGreaterThan(2);
  for (const picture of found) expect(picture).toEqual({ alt: picture.alt, file: "avif", loaded: true, shown: true });
});

test("a page with pictures fetches no code beyond the app's, its own and the Tag Manager's", async ({
  page,
  request,
}) => {
  // Webpack's chunk groups as the build wrote them: each group's files, the shared ones included.
  const { namedChunkGroups } = (await (await request.get("/webpack.stats.json")).json()) as {
    namedChunkGroups: Record<string, { assets: { name: string }[] }>;
  };
  const files = (group: string) => namedChunkGroups[group]?.assets.map((asset) => `/${asset.name}`) ?? [];
  const scripts = scriptRequests(page);
  // /kontakt is left out: its form's code loads at once, on purpose (e2e/on-intent.spec.ts).
  for (const { path } of imageRoutes) {
    const dataPath = path === "/" ? "index" : path.slice(1);
    const { componentChunkName } = (await (await request.get(`/page-data/${dataPath}/page-data.json`)).json()) as {
      componentChunkName: string;
    };
    const own = [...files("app"), ...files(componentChunkName)];
    scripts.length = 0;
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const other = scripts.filter((script) => !own.includes(script) && !/^\/gtm(-consent)?\.js$/.test(script));
    expect(other, path).toEqual([]);
  }
});
