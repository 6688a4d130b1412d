// Tooltips on the icon-only links (the footer's Instagram and Facebook, the team cards' e-mail and
// phone). Their code loads when a pointer or the focus reaches a group; a hover opens one after
// 700 ms, at once within 300 ms of another closing; focus opens it at once. The delays run on
// Playwright's clock, paused, so no test depends on how busy the machine is.
import type { Locator, Page } from "@playwright/test";
import { fillTemplate } from "../src/content-model/fill-template";
import { site } from "../test/support/site-content";
import { expect, scriptRequests, test, waitForHydration } from "./fixtures";

const tooltip = (page: Page) => page.getByRole("tooltip");
const tooltipChunk = /\/tooltip-\w+\.js$/;

/** Declined cookies (no banner in the way), a clock the test can pause, the page hydrated. */
async function open(page: Page, path: string): Promise<string[]> {
  const scripts = scriptRequests(page);
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "declined"));
  await page.clock.install();
  await page.goto(path);
  await waitForHydration(page);
  return scripts;
}

/** Stops the page's timers: from here on only `page.clock.runFor` moves them. */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
}

/**
 * Moves the pointer onto the middle of an element in small steps, as a real pointer travels: Radix
 * judges from the moves after leaving a trigger whether the pointer is heading for the bubble.
 */
async function pointAt(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error("target is not visible");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
}

const pointAway = (page: Page) => page.mouse.move(2, 300, { steps: 8 });

test.describe("footer social links", () => {
  let instagram: Locator;
  let facebook: Locator;
  let scripts: string[];

  test.beforeEach(async ({ page }) => {
    scripts = await open(page, "/");
    const footer = page.getByRole("contentinfo");
    instagram = footer.getByRole("link", { name: /Instagram/ });
    facebook = footer.getByRole("link", { name: /Facebook/ });
    await instagram.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
  });

  /** A first pointer over the group brings the code (Radix marks the links it takes over). */
  async function takeOver(page: Page): Promise<void> {
    await pointAt(page, facebook);
    await expect(instagram).toHaveAttribute("data-state", "closed");
    await pointAway(page);
    await expect(tooltip(page)).toHaveCount(0);
    await pauseClock(page);
  }

  test("the code loads with the first hover, whose tooltip then opens and describes its link", async ({ page }) => {
    expect(scripts.some((url) => tooltipChunk.test(url))).toBe(false);

    await instagram.hover();

    await expect(tooltip(page)).toHaveText(
      fillTemplate("socialLink", site.ui.socialLink, { firma: site.name, nettverk: "Instagram" }),
    );
    expect(scripts.some((url) => tooltipChunk.test(url))).toBe(true);
    await expect(instagram).toHaveAttribute("aria-describedby", (await tooltip(page).getAttribute("id")) ?? "");
    await expect(instagram).toHaveAccessibleDescription(/Instagram/);
  });

  test("a hover opens it after 700 ms, the next link within 300 ms at once, and after that 700 ms again", async ({
    page,
  }) => {
    await takeOver(page);
    await pointAt(page, instagram);
    await page.clock.runFor(699);
    await expect(tooltip(page)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(tooltip(page)).toHaveText(/Instagram/);

    await pointAt(page, facebook);
    await expect(tooltip(page)).toHaveText(/Facebook/);

    await pointAway(page);
    await expect(tooltip(page)).toHaveCount(0);
    await page.clock.runFor(300);
    await pointAt(page, instagram);
    await page.clock.runFor(699);
    await expect(tooltip(page)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(tooltip(page)).toHaveText(/Instagram/);
  });

  test("sits above its trigger, moves nothing, and closes when the pointer leaves, on scroll and on click", async ({
    page,
    context,
  }) => {
    await takeOver(page);
    const before = await instagram.boundingBox();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const openTooltip = async () => {
      await pointAt(page, instagram);
      await page.clock.runFor(700);
      await expect(tooltip(page)).toBeVisible();
    };
    await openTooltip();
    const tip = await tooltip(page).evaluate((element) => {
      // The visually hidden copy for assistive technology is 1 px; the bubble is the box around it.
      let box: Element | null = element;
      while (box && box.getBoundingClientRect().width <= 1) box = box.parentElement;
      return (box ?? element).getBoundingClientRect().toJSON() as DOMRect;
    });
    expect(before && tip.y + tip.height <= before.y + 1).toBe(true);
    expect(await instagram.boundingBox()).toEqual(before);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);

    await pointAway(page);
    await expect(tooltip(page)).toHaveCount(0);

    await page.clock.runFor(300);
    await openTooltip();
    await page.evaluate(() => window.scrollBy(0, -200));
    await expect(tooltip(page)).toHaveCount(0);

    await pointAway(page);
    await instagram.scrollIntoViewIfNeeded();
    await page.clock.runFor(300);
    await context.route("https://www.instagram.com/**", (route) => route.fulfill({ status: 204, body: "" }));
    await instagram.evaluate((link) => link.addEventListener("click", (event) => event.preventDefault()));
    await openTooltip();
    await page.mouse.down();
    await page.mouse.up();
    await expect(tooltip(page)).toHaveCount(0);
  });

  test("Tab brings the code and opens the tooltip at once, in view; Escape and blur close it", async ({ page }) => {
    const footer = page.getByRole("contentinfo");
    // The link before the icon links in the tab order is the footer's phone number.
    await footer.locator('a[href^="tel:"]').focus();

    await page.keyboard.press("Tab");

    await expect(instagram).toBeFocused();
    await expect(tooltip(page)).toHaveText(/Instagram/);
    expect(scripts.some((url) => tooltipChunk.test(url))).toBe(true);
    await expect(tooltip(page)).toBeInViewport();
    await page.keyboard.press("Escape");
    await expect(tooltip(page)).toHaveCount(0);
    await expect(instagram).toBeFocused();
    await pauseClock(page);
    await page.clock.runFor(1_000);
    await expect(tooltip(page)).toHaveCount(0);

    await page.keyboard.press("Tab");
    await expect(tooltip(page)).toHaveText(/Facebook/);
    await page.keyboard.press("Shift+Tab");
    await expect(tooltip(page)).toHaveText(/Instagram/);
    await page.keyboard.press("Shift+Tab");
    await expect(tooltip(page)).toHaveCount(0);
  });

  test("respects reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await instagram.focus();
    await expect(tooltip(page)).toBeVisible();
    expect(await tooltip(page).evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
  });
});

test("the team cards' e-mail and phone icons have tooltips", async ({ page }) => {
  await open(page, "/om-fjellsyn");
  const mail = page.locator('a[href="mailto:sara@fjellsynmedia.no"]');
  const phone = page
    .locator('a[href^="tel:"]')
    .filter({ has: page.locator("svg") })
    .first();
  await mail.focus();
  await expect(tooltip(page)).toHaveText(/Sara/);
  await expect(mail).toHaveAttribute("aria-describedby", (await tooltip(page).getAttribute("id")) ?? "");
  await phone.focus();
  await expect(tooltip(page)).toHaveText(/Ring/);
});
