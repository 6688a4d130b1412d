// Shared test fixture: every page in every spec runs with requests to Google's hosts
// answered locally, so no test ever sends anything off this machine.
import { test as base, expect, type Locator, type Page, type Route } from "@playwright/test";
import { AT_FRAGMENT_ATTRIBUTE } from "../src/components/layout/at-fragment";

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

/**
 * Waits until the whole page is in the scripts' hands, so client-side behaviour is testable:
 * gatsby-browser marks <html> once every part of the page has hydrated (the parts hydrate one
 * task at a time, src/hydration/hydrate-later.tsx). The forms are not part of that: they load
 * when the visitor comes near them (waitForFormEnhancement).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Waits until a form's script has taken over. The forms load as their own chunks when the
 * visitor comes near them, so the form is scrolled into view first (until then it posts without
 * JavaScript); a test of their client-side states waits for them, as a visitor would.
 */
export async function waitForFormEnhancement(form: Locator): Promise<void> {
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute("data-enhanced", "");
}

/**
 * Lays out the bands below the first screen, which content-visibility leaves unrendered until
 * the visitor comes near them (src/components/ui/section.module.css), by the site's own mark for
 * that: for checks that read what is not on screen yet (contrast, the fonts its text needs).
 */
export async function layOutEverything(page: Page): Promise<void> {
  await page.evaluate((name) => document.documentElement.setAttribute(name, ""), AT_FRAGMENT_ATTRIBUTE);
}

/** Collects the layout shifts no tap or key press explains (the ones CLS counts). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/**
 * Keeps the web font out, so the page stays in its size-adjusted fallback: for checks of layout
 * shifts with another cause, which Inter's swap (its own shift is bounded in performance.spec.ts,
 * "held back 1.5 s") would otherwise mix into whenever it arrives after the first paint.
 */
export async function keepWebFontOut(page: Page): Promise<void> {
  await page.route("**/fonts/*.woff2", (route) => route.abort());
}

export const totalShift = (shifts: number[]) => shifts.reduce((sum, value) => sum + value, 0);

export const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as Window & { layoutShifts?: number[] }).layoutShifts ?? []);
