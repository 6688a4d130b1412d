// Cookie banner, Consent Mode v2 and the gated Tag Manager, against a build made with
// GATSBY_GTM_ID=$GTM_ID. Requests to Google's hosts never leave the machine: the shared
// fixture (fixtures.ts) answers them locally and records them in `googleTraffic`.
import type { Page } from "@playwright/test";
import { dataLayer, expect, test, waitForHydration } from "./fixtures";
import { site } from "../test/support/site-content";
import { routes } from "./site-map";

const GTM_ID = process.env.GTM_ID ?? "GTM-TEST123";
const GTM_SRC = `https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`;

const consent = (state: "denied" | "granted") => ({
  ad_storage: state,
  ad_user_data: state,
  ad_personalization: state,
  analytics_storage: state,
});
const DEFAULT = ["consent", "default", consent("denied")];
const UPDATE_GRANTED = ["consent", "update", consent("granted")];

const BANNER = { name: site.consent.heading } as const;
const banner = (page: Page) => page.getByRole("region", BANNER);

const isGtmEvent = (entry: unknown) =>
  typeof entry === "object" && entry !== null && (entry as { event?: unknown }).event === "gtm.js";

/** Only the entries this site pushes (route-change events come and go with timing). */
async function consentEntries(page: Page): Promise<unknown[]> {
  return (await dataLayer(page))
    .filter((entry) => Array.isArray(entry) || isGtmEvent(entry))
    .map((entry) => (isGtmEvent(entry) ? "gtm.js" : entry));
}

async function visit(page: Page, path: string, stored: "accepted" | "declined" | null) {
  if (stored) {
    await page.addInitScript((value) => {
      // Only on the first document, so a reload shows what the page itself stored.
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("cookie-consent", value);
        sessionStorage.setItem("seeded", "1");
      }
    }, stored);
  }
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Records whether the banner was ever painted: checked before every frame from the first one.
 * (Its hidden server-rendered copy is in every page's HTML; only a visible one counts.)
 */
async function watchForBanner(page: Page) {
  await page.addInitScript((heading) => {
    const check = () => {
      for (const section of document.querySelectorAll("section")) {
        if (section.textContent?.includes(heading) && section.getClientRects().length > 0) {
          (window as Window & { bannerSeen?: boolean }).bannerSeen = true;
        }
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, site.consent.heading);
  return () => page.evaluate(() => Boolean((window as Window & { bannerSeen?: boolean }).bannerSeen));
}

const gtmRequests = (traffic: { requests: string[] }) => traffic.requests.filter((url) => url.startsWith(GTM_SRC));

test.describe("first visit", () => {
  test("shows the banner and makes no request to any Google host", async ({ page, googleTraffic }) => {
    const response = await page.goto("/");
    const html = (await response?.text()) ?? "";
    // The Tag Manager plugin's snippet and <noscript> frame point at this site, never at Google.
    expect(html).not.toContain("googletagmanager.com");
    expect(html).not.toMatch(/<iframe[^>]*\ssrc="(https?:)?\/\//);
    await waitForHydration(page);

    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("link", { name: site.consent.privacyLink })).toHaveAttribute(
      "href",
      "/personvern",
    );
    await expect(banner(page).getByRole("button", { name: site.consent.accept })).toBeVisible();
    await expect(banner(page).getByRole("button", { name: site.consent.decline })).toBeVisible();
    await expect(banner(page).getByRole("button", { name: site.consent.close })).toBeVisible();
    // Not modal: focus stays where it was.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    await page.waitForLoadState("networkidle");
    expect(googleTraffic.requests).toEqual([]);
    // The Tag Manager plugin's gtm.js event waits in the data layer; no container is there to read
    // it until a choice has been made, and any consent update then goes in ahead of it.
    expect((await consentEntries(page)).filter((entry) => entry !== "gtm.js")).toEqual([DEFAULT]);
    expect(await page.evaluate(() => "__fakeGtmLoaded" in window)).toBe(false);
    await expect(page.locator("script[src*='googletagmanager']")).toHaveCount(0);
  });

  test("the banner overlays the page: fixed, below the header, and nothing moves when it goes", async ({ page }) => {
    await visit(page, "/", null);
    await expect(banner(page)).toBeVisible();
    expect(await banner(page).evaluate((element) => getComputedStyle(element).position)).toBe("fixed");
    const headerBox = await page.getByRole("banner").boundingBox();
    const bannerBox = await banner(page).boundingBox();
    expect(bannerBox && headerBox && bannerBox.y >= headerBox.y + headerBox.height).toBe(true);

    const layout = () =>
      page.evaluate(() => ({
        height: document.documentElement.scrollHeight,
        mainTop: document.querySelector("main")?.getBoundingClientRect().top,
        footerTop: document.querySelector("footer")?.getBoundingClientRect().top,
      }));
    const withBanner = await layout();
    await banner(page).getByRole("button", { name: site.consent.decline }).click();
    await expect(banner(page)).toBeHidden();
    expect(await layout()).toEqual(withBanner);
  });
});

test.describe("making a choice", () => {
  test("accepting stores accepted, grants consent and then loads Tag Manager", async ({ page, googleTraffic }) => {
    await visit(page, "/", null);
    await banner(page).getByRole("button", { name: site.consent.accept }).click();
    await expect(banner(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("accepted");
    await expect.poll(() => gtmRequests(googleTraffic).length).toBe(1);
    expect(await consentEntries(page)).toEqual([DEFAULT, UPDATE_GRANTED, "gtm.js"]);
  });

  for (const name of [site.consent.decline, site.consent.close]) {
    test(`${name} stores declined and loads Tag Manager with consent still denied`, async ({ page, googleTraffic }) => {
      await visit(page, "/", null);
      await banner(page).getByRole("button", { name }).click();
      await expect(banner(page)).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("declined");
      await expect.poll(() => gtmRequests(googleTraffic).length).toBe(1);
      expect(await consentEntries(page)).toEqual([DEFAULT, "gtm.js"]);
    });
  }
});

test.describe("returning visitor", () => {
  for (const [stored, entries] of [
    ["accepted", [DEFAULT, UPDATE_GRANTED, "gtm.js"]],
    ["declined", [DEFAULT, "gtm.js"]],
  ] as const) {
    test(`with ${stored}: no banner at any moment, the default first, then the choice, then Tag Manager`, async ({
      page,
      googleTraffic,
    }) => {
      const bannerSeen = await watchForBanner(page);
      await visit(page, "/", stored);
      await expect.poll(() => gtmRequests(googleTraffic).length).toBe(1);
      expect((await dataLayer(page))[0]).toEqual(DEFAULT);
      expect(await consentEntries(page)).toEqual(entries);
      await page.waitForLoadState("networkidle");
      expect(await bannerSeen()).toBe(false);
    });
  }

  test("the plugin's route-change event still reaches the data layer on client-side navigation", async ({ page }) => {
    await visit(page, "/", "accepted");
    const routeChanges = async () =>
      (await dataLayer(page)).filter((entry) => (entry as { event?: unknown }).event === "gatsby-route-change").length;
    await expect.poll(routeChanges).toBe(1);
    await page.getByRole("contentinfo").locator('a[href="/prosjekter"]').click();
    await expect(page).toHaveURL(/\/prosjekter$/);
    await expect.poll(routeChanges).toBe(2);
  });
});

test.describe("changing one's mind", () => {
  test("the privacy page explains the choice and can reopen the banner", async ({ page }) => {
    await visit(page, "/personvern", "declined");
    await expect(page.getByRole("heading", { level: 1, name: site.privacyPage.title })).toBeVisible();
    await expect(page.getByText(site.privacyPage.choice.declined)).toBeVisible();
    await page.getByRole("button", { name: site.privacyPage.choice.button }).click();
    await banner(page).getByRole("button", { name: site.consent.accept }).click();
    await expect(page.getByText(site.privacyPage.choice.accepted)).toBeVisible();
  });
});

test("on every path the page's first script, inline in the head, sets the Consent Mode default", async ({
  request,
}) => {
  // Before Gatsby's own scripts and the Tag Manager plugin's (which inserts its loader before it once it runs).
  for (const path of [...routes.map((route) => route.path), "/finnes-ikke"]) {
    const html = await (await request.get(path)).text();
    const firstScript = /<script\b[^>]*>([^<]*)<\/script>/.exec(html.slice(0, html.indexOf("</head>")));
    expect(firstScript?.[0], path).not.toMatch(/\ssrc=/);
    expect(firstScript?.[1], path).toContain('gtag("consent","default"');
  }
});
