// The Content-Security-Policy as a browser applies it to the served production build (built with
// GATSBY_GTM_ID, as `npm test` does): no page, before or after the cookie choice, with a stand-in
// Tag Manager container that makes a GA4 tag's requests, reports a violation or an error. The
// header values themselves are tested in jest (test/built/headers.test.ts).
import fs from "node:fs";
import path from "node:path";
import type { Page, Request } from "@playwright/test";
import { pageRoutes } from "../scripts/chromium";
import { expect, googleHosts, scrollThrough, test, waitForHydration } from "./fixtures";
import { site } from "../test/support/site-content";

const publicDir = path.resolve("public");
// Every page of the build, so a new page is covered without editing this list.
const routes = fs.existsSync(publicDir) ? pageRoutes(publicDir) : ["/"];

// A container that loads a GA4 tag, which sends its hits the three ways a real one does.
const fakeContainer = `(function(){var s=document.createElement("script");s.async=true;
  s.src="https://www.googletagmanager.com/gtag/js?id=G-TEST123";document.head.appendChild(s);})();`;
const fakeGtag = `(function(){
  fetch("https://region1.google-analytics.com/g/collect?v=2&tid=G-TEST123&en=page_view",{method:"POST",mode:"no-cors",keepalive:true});
  new Image().src="https://www.google-analytics.com/g/collect?v=2&tid=G-TEST123&en=page_view";
  new Image().src="https://www.googletagmanager.com/a?id=G-TEST123";
})();`;

/** Answers Google's hosts with the stand-in; returns the hits the tag sent. */
async function answerGoogleLocally(page: Page): Promise<string[]> {
  const hits: string[] = [];
  await page.route(googleHosts, async (route) => {
    const url = route.request().url();
    if (url.startsWith("https://www.googletagmanager.com/gtm.js"))
      return route.fulfill({ contentType: "application/javascript", body: fakeContainer });
    if (url.startsWith("https://www.googletagmanager.com/gtag/js"))
      return route.fulfill({ contentType: "application/javascript", body: fakeGtag });
    hits.push(url);
    return route.fulfill({ contentType: "image/gif", body: Buffer.from("R0lGODlhAQABAAAAACw=", "base64") });
  });
  return hits;
}

/**
 * Every violation the page reports and every uncaught error, read once no
 * request of the page is on its way any more (a violation is reported as a blocked request starts).
 */
async function recordProblems(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  const pending = new Set<Request>();
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (/^CSP |Content Security Policy/.test(message.text())) problems.push(message.text());
  });
  // A looping film is streamed as long as it plays.
  page.on("request", (request) => void (request.resourceType() !== "media" && pending.add(request)));
  page.on("requestfinished", (request) => void pending.delete(request));
  page.on("requestfailed", (request) => void pending.delete(request));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP ${event.effectiveDirective} blocked ${event.blockedURI}`),
    );
  });
  return async () => {
    await expect.poll(() => pending.size).toBe(0);
    return problems;
  };
}

for (const route of routes) {
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
test("an unknown path runs the 404 page's scripts and refuses an injected one", async ({ page }) => {
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
  // The page still works: the site's navigation takes the visitor home.
  await page.getByRole("banner").locator('a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
});
