// Shared test fixture: every page in every spec runs with requests to Google's hosts
// answered locally, so no test ever sends anything off this machine.
import { test as base, expect, type Locator, type Page, type Route } from "@playwright/test";

export const googleHosts = /^https?:\/\/([^/]+\.)?(googletagmanager|google-analytics|doubleclick|google)\.(com|net)\//;

export interface GoogleTraffic {
  requests: string[];
}

export const test = base.extend<{ googleTraffic: GoogleTraffic }>({
  googleTraffic: [
    async ({ context }, use) => {
      const traffic: GoogleTraffic = { requests: [] };
      await context.route(googleHosts, async (route: Route) => {
        traffic.requests.push(route.request().url());
        const isScript = route.request().resourceType() === "script";
        await route.fulfill({
          status: 200,
          contentType: isScript ? "application/javascript" : "text/plain",
          body: isScript ? "window.__fakeGtmLoaded = true;" : "",
        });
      });
      await use(traffic);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until Gatsby has hydrated the page, so client-side behaviour is testable. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById("___gatsby");
    return Boolean(root && Object.keys(root).some((key) => key.startsWith("__reactContainer")));
  });
}

/**
 * Waits until React has hydrated this element. The forms and the footer load as their own
 * chunks and hydrate after the page (until then they post without JavaScript), so a test of
 * their client-side states waits for them, as a visitor's click a moment later would.
 */
export async function waitForElementHydration(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
}
