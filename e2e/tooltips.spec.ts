// Tooltips on the icon-only links: the footer's Instagram and Facebook links and the team
// cards' e-mail and phone links. Requests to Google's hosts are answered locally by the
// shared fixture (fixtures.ts); the visitor has already declined, so no banner is in the way.
import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

const tooltip = (page: Page) => page.getByRole("tooltip");

async function open(page: Page, path: string) {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "declined"));
  await page.goto(path);
  await waitForHydration(page);
}

/** Moves the mouse straight onto the middle of an element, with no scrolling or waiting. */
async function pointAt(page: Page, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error("target is not visible");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}

async function pointAway(page: Page) {
  await page.mouse.move(2, 300);
}

interface Timing {
  /** When the pointer or focus reached the next element. */
  start?: number;
  /** When a tooltip became visible. */
  opened?: number;
  /** Whether one was visible 400 ms after the start. */
  openAt400?: boolean;
}

/**
 * Times the next tooltip inside the page, so a busy test runner cannot blur the
 * 700 ms / 300 ms boundaries: start = the next pointerover or focusin.
 */
async function startStopwatch(page: Page): Promise<() => Promise<Timing>> {
  await page.evaluate(() => {
    const w = window as Window & { tipTiming?: Timing };
    const timing: Timing = {};
    w.tipTiming = timing;
    const visible = () => document.querySelector('[role="tooltip"]:not([hidden])') !== null;
    const start = () => {
      if (timing.start !== undefined) return;
      timing.start = performance.now();
      setTimeout(() => (timing.openAt400 = visible()), 400);
      if (visible()) timing.opened = timing.start;
    };
    document.addEventListener("pointerover", start, { capture: true, once: true });
    document.addEventListener("focusin", start, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (timing.start !== undefined && timing.opened === undefined && visible()) {
        timing.opened = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["hidden"] });
  });
  return () => page.evaluate(() => (window as Window & { tipTiming?: Timing }).tipTiming ?? {});
}

const elapsed = (timing: Timing) => (timing.opened ?? Number.NaN) - (timing.start ?? Number.NaN);

test.describe("footer social links", () => {
  let instagram: Locator;
  let facebook: Locator;

  test.beforeEach(async ({ page }) => {
    await open(page, "/");
    const footer = page.getByRole("contentinfo");
    instagram = footer.getByRole("link", { name: /Instagram/ });
    facebook = footer.getByRole("link", { name: /Facebook/ });
    await instagram.scrollIntoViewIfNeeded();
    await pointAway(page);
  });

  test("a hover opens the tooltip after the delay: not at 400 ms, open by 1 s", async ({ page }) => {
    const timing = await startStopwatch(page);
    await pointAt(page, instagram);
    await expect(tooltip(page)).toHaveText(/Instagram/);
    await expect.poll(async () => (await timing()).openAt400).toBe(false);
    expect(elapsed(await timing())).toBeGreaterThanOrEqual(695);
    expect(elapsed(await timing())).toBeLessThanOrEqual(1000);
    const id = await tooltip(page).getAttribute("id");
    await expect(instagram).toHaveAttribute("aria-describedby", id ?? "missing");
    await expect(instagram).toHaveAccessibleDescription(/Instagram/);
  });

  test("sits above its trigger and moves nothing", async ({ page }) => {
    const before = await instagram.boundingBox();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await pointAt(page, instagram);
    await expect(tooltip(page)).toBeVisible();
    const tip = await tooltip(page).boundingBox();
    expect(tip && before && tip.y + tip.height <= before.y + 1).toBe(true);
    expect(await instagram.boundingBox()).toEqual(before);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
  });

  test("closes when the pointer leaves", async ({ page }) => {
    await pointAt(page, instagram);
    await expect(tooltip(page)).toBeVisible();
    await pointAway(page);
    await expect(tooltip(page)).toHaveCount(0);
  });

  test("skip delay: the next trigger within 300 ms opens at once", async ({ page }) => {
    await pointAt(page, instagram);
    await expect(tooltip(page)).toBeVisible();
    const timing = await startStopwatch(page);
    // One move: leaving Instagram closes its tooltip, entering Facebook right after.
    await pointAt(page, facebook);
    await expect(tooltip(page)).toHaveText(/Facebook/);
    expect(elapsed(await timing())).toBeLessThan(100);
  });

  test("after the skip delay has passed, the full delay applies again", async ({ page }) => {
    await pointAt(page, instagram);
    await expect(tooltip(page)).toBeVisible();
    await pointAway(page);
    await page.waitForTimeout(400);
    const timing = await startStopwatch(page);
    await pointAt(page, facebook);
    await expect(tooltip(page)).toHaveText(/Facebook/);
    expect(elapsed(await timing())).toBeGreaterThanOrEqual(695);
  });

  test("keyboard focus opens it after the delay and Escape closes it, leaving focus in place", async ({ page }) => {
    const timing = await startStopwatch(page);
    await instagram.focus();
    await expect(tooltip(page)).toBeVisible();
    await expect.poll(async () => (await timing()).openAt400).toBe(false);
    expect(elapsed(await timing())).toBeGreaterThanOrEqual(695);
    await page.keyboard.press("Escape");
    await expect(tooltip(page)).toHaveCount(0);
    await expect(instagram).toBeFocused();
    await page.waitForTimeout(800);
    await expect(tooltip(page)).toHaveCount(0);
  });

  test("closes on blur", async ({ page }) => {
    await instagram.focus();
    await expect(tooltip(page)).toBeVisible();
    await page.keyboard.press("Shift+Tab");
    await expect(tooltip(page)).toHaveCount(0);
  });

  test("closes on scroll", async ({ page }) => {
    await pointAt(page, instagram);
    await expect(tooltip(page)).toBeVisible();
    await page.evaluate(() => window.scrollBy(0, -200));
    await expect(tooltip(page)).toHaveCount(0);
  });

  test("closes on click", async ({ page, context }) => {
    // The link opens Instagram; keep the test on this page.
    await context.route("https://www.instagram.com/**", (route) => route.fulfill({ status: 204, body: "" }));
    await instagram.evaluate((link) => link.addEventListener("click", (event) => event.preventDefault()));
    await pointAt(page, instagram);
    await expect(tooltip(page)).toBeVisible();
    await page.mouse.down();
    await page.mouse.up();
    await expect(tooltip(page)).toHaveCount(0);
  });

  test("respects reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await pointAt(page, instagram);
    await expect(tooltip(page)).toBeVisible();
    expect(await tooltip(page).evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
  });
});

test.describe("team card links", () => {
  test("the e-mail and phone icons of each person have tooltips", async ({ page }) => {
    await open(page, "/om-fjellsyn");
    const mail = page.locator('a[href="mailto:sara@fjellsynmedia.no"]');
    const phone = page
      .locator('a[href^="tel:"]')
      .filter({ has: page.locator("svg") })
      .first();
    // hover() scrolls and waits until the card has stopped moving.
    await mail.hover();
    await expect(tooltip(page)).toHaveText(/Sara/);
    const id = await tooltip(page).getAttribute("id");
    await expect(mail).toHaveAttribute("aria-describedby", id ?? "missing");
    await phone.hover();
    await expect(tooltip(page)).toHaveText(/Ring/);
  });
});
