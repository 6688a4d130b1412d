// The Content-Security-Policy as a browser applies it to the served production build (built with
// GATSBY_GTM_ID, as `npm test` does): no page, before or after the cookie choice, with a stand-in
// Tag Manager container that makes a GA4 tag's requests, reports a violation or an error. The
// header values themselves are tested in jest (test/built/headers.test.ts).
import fs from "node:fs";
import path from "node:path";
import { pageRoutes } from "../scripts/chromium";
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
import { routes } from "./site-map";
import { site } from "../test/support/site-content";

const publicDir = path.resolve("public");
// Every page of the build the route list leaves out (the form answers, the 404 page), so a new page
// is covered without editing a list; the routes' own pages are checked with their content (routes.spec.ts).
const otherPages = (fs.existsSync(publicDir) ? pageRoutes(publicDir) : []).filter(
  (page) => !routes.some((route) => route.path === page),
);

for (const route of otherPages) {
  test(`${route} runs without a violation or error, before and after the cookies are accepted`, async ({ page }) => {
    const hits = await answerGoogleLocally(page);
    const problems = await recordProblems(page);
    await page.goto(route);
    await waitForHydration(page);
    await scrollThrough(page);
    await page
      .getByRole("region", { name: site.consent.heading })
      .getByRole("button", { name: site.consent.accept })
      .click();
    // The container ran under the policy and its tag sent its hits.
    await expect.poll(() => hits.length).toBeGreaterThanOrEqual(3);
    expect(await problems()).toEqual([]);
  });
}

test("Gatsby navigates client-side under the policy", async ({ page }) => {
  const problems = await recordProblems(page);
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.locator('main a[href^="/tjenester/"]').first().click();
  await expect(page).toHaveURL(/\/tjenester\//);
  await page.getByRole("banner").locator('a[href="/prosjekter"]').first().click();
  await expect(page.getByRole("heading", { level: 1, name: site.projectsPage.heading })).toBeVisible();
  // No full page load happened: the marker set on the first page is still there.
  expect(await page.evaluate(() => "samePage" in window)).toBe(true);
  expect(await problems()).toEqual([]);
});

// Netlify answers a path that is no file with 404.html and no policy header, so the header is taken
// off here: the page's own <meta> policy alone holds.
test("an unknown path runs the 404 page's scripts, refuses an injected one, passes axe and fits every width", async ({
  page,
}) => {
  await page.route("**/finnes-ikke", async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers["content-security-policy"];
    await route.fulfill({ response, headers });
  });
  const problems = await recordProblems(page);
  expect((await page.goto("/finnes-ikke"))?.status()).toBe(404);
  await waitForHydration(page);
  await scrollThrough(page);
  expect(await problems()).toEqual([]);

  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.injected = true;";
    document.body.append(script);
    return "injected" in window;
  });

  expect(ran).toBe(false);
  await expect.poll(problems).toContainEqual(expect.stringContaining("CSP script-src-elem"));
  expect(await seriousViolations(page), "accessibility").toEqual([]);
  expect(await overflowAtEveryWidth(page), "layout").toEqual([]);
  // The page still works: the site's navigation takes the visitor home.
  await page.getByRole("banner").locator('a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
});
