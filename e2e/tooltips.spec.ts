// Tooltips on the icon-only links: the footer's Instagram and Facebook links and the team
// cards' e-mail and phone links. A hover opens one after 700 ms (at once within 300 ms of
// another closing); keyboard focus opens it at once. Requests to Google's hosts are answered
// locally by the shared fixture (fixtures.ts); the visitor has already declined, so no banner
// is in the way.
import type { Locator, Page } from "@playwright/test";
import { fillTemplate } from "../src/content-model/fill-template";
import { site } from "../test/support/site-content";
import { expect, test, waitForHydration } from "./fixtures";

const tooltip = (page: Page) => page.getByRole("tooltip");

/**
 * The box a visitor sees: the tooltip element itself, or, where it is a visually hidden copy
 * for assistive technology (1 × 1 px), the nearest larger box around it.
 */
const tooltipBox = (page: Page) =>
  tooltip(page).evaluate((element) => {
    let box: Element | null = element;
    while (box && box.getBoundingClientRect().width <= 1) box = box.parentElement;
    const { x, y, width, height } = (box ?? element).getBoundingClientRect();
    return { x, y, width, height };
  });

async function open(page: Page, path: string) {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "declined"));
  await page.goto(path);
  await waitForHydration(page);
}

/*
 * A real pointer travels: it leaves one element at its edge and keeps sending moves, about one
 * a frame. Radix keeps a tooltip open while the pointer may be on its way from the trigger to the
 * bubble (hoverable content, WCAG 1.4.13), judged from where it left the trigger and on the moves
 * that follow, so the helpers move the same way rather than jump.
 */
const STEPS = 8;
const STEP_MS = 16;
const pointerAt = new WeakMap<Page, { x: number; y: number }>();

async function travel(page: Page, x: number, y: number, stepMs = STEP_MS) {
  if (stepMs === 0) {
    // Back to back in one call, so the moves don't wait on a round trip to a busy test runner
    // between them (eight such trips once stretched a hop past Radix's 300 ms skip delay).
    await page.mouse.move(x, y, { steps: STEPS });
  } else {
    const from = pointerAt.get(page) ?? { x: 0, y: 0 };
    for (let step = 1; step <= STEPS; step++) {
      await page.mouse.move(from.x + ((x - from.x) * step) / STEPS, from.y + ((y - from.y) * step) / STEPS);
      await page.waitForTimeout(stepMs);
    }
  }
  pointerAt.set(page, { x, y });
}

/** Moves the mouse onto the middle of an element, with no scrolling. */
async function pointAt(page: Page, target: Locator, stepMs = STEP_MS) {
  let box = await target.boundingBox();
  // When the tooltips' code takes a group over, React draws its links anew: the link found a moment
  // before may be gone, and the locator finds the new one once it is in place.
  if (!box) {
    await target.waitFor({ state: "visible" });
    box = await target.boundingBox();
  }
  if (!box) throw new Error("target is not visible");
  await travel(page, box.x + box.width / 2, box.y + box.height / 2, stepMs);
}

async function pointAway(page: Page) {
  await travel(page, 2, 300);
}

interface Timing {
  /** When the pointer or focus reached the trigger. */
  start?: number;
  /** When its tooltip became visible. */
  opened?: number;
  /** Whether it was visible 400 ms after the start. */
  openAt400?: boolean;
}

/**
 * Times the trigger's tooltip inside the page, so a busy test runner cannot blur the
 * 700 ms / 300 ms boundaries: start = the pointer on the trigger (or focus in it) with no
 * other tooltip open any more, opened = its own tooltip (the one its aria-describedby names)
 * is in the page. The trigger is found anew each time by its address and name: when the
 * tooltips' code takes a group over, React draws its links anew.
 */
async function startStopwatch(page: Page, trigger: Locator): Promise<() => Promise<Timing>> {
  await trigger.evaluate((first) => {
    const w = window as Window & { tipTiming?: Timing };
    const timing: Timing = {};
    w.tipTiming = timing;
    const selector = `a[href="${CSS.escape(first.getAttribute("href") ?? "")}"][aria-label="${CSS.escape(first.getAttribute("aria-label") ?? "")}"]`;
    const trigger = () => document.querySelector(selector) ?? first;
    const visible = () => {
      const id = trigger().getAttribute("aria-describedby");
      const tip = id ? document.getElementById(id) : null;
      return tip !== null && tip.getAttribute("role") === "tooltip";
    };
    const start = (event: Event) => {
      if (timing.start !== undefined || !(event.target instanceof Node) || !trigger().contains(event.target)) return;
      if (!visible() && document.querySelector('[role="tooltip"]')) return;
      timing.start = performance.now();
      setTimeout(() => (timing.openAt400 = visible()), 400);
      if (visible()) timing.opened = timing.start;
    };
    document.addEventListener("pointerover", start, { capture: true });
    document.addEventListener("pointermove", start, { capture: true });
    document.addEventListener("focusin", start, { capture: true });
    const observer = new MutationObserver(() => {
      if (timing.start !== undefined && timing.opened === undefined && visible()) {
        timing.opened = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
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
    // The timings below are Radix's delays, so the tooltips' code is there first: a pointer has
    // crossed the links (Radix marks the links it has taken over). How the first pointer or focus
    // of a page waits for the code is timed in on-intent.spec.ts and from the top of the page below.
    await pointAt(page, facebook, 0);
    await expect(instagram).toHaveAttribute("data-state");
    await pointAway(page);
    await expect(tooltip(page)).toHaveCount(0);
    // Past the skip delay, so the first hover of each test waits the full delay.
    await page.waitForTimeout(400);
  });

  test("a hover opens the tooltip after the delay: not at 400 ms, open by 1 s", async ({ page }) => {
    const timing = await startStopwatch(page, instagram);
    await pointAt(page, instagram);
    await expect(tooltip(page)).toHaveText(
      fillTemplate("socialLink", site.ui.socialLink, { firma: site.name, nettverk: "Instagram" }),
    );
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
    const tip = await tooltipBox(page);
    expect(before && tip.y + tip.height <= before.y + 1).toBe(true);
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
    const timing = await startStopwatch(page, facebook);
    // Leaving Instagram closes its tooltip; Facebook's opens without the delay. The hop to the
    // neighbouring icon is a quick one (moves back to back, sent in one call).
    await pointAt(page, facebook, 0);
    await expect(tooltip(page)).toHaveText(/Facebook/);
    // Half the 700 ms delay: a delayed open can't come sooner, and a busy machine takes 100 ms.
    expect(elapsed(await timing())).toBeLessThan(350);
  });

  test("after the skip delay has passed, the full delay applies again", async ({ page }) => {
    await pointAt(page, instagram);
    await expect(tooltip(page)).toBeVisible();
    await pointAway(page);
    await page.waitForTimeout(400);
    const timing = await startStopwatch(page, facebook);
    await pointAt(page, facebook);
    await expect(tooltip(page)).toHaveText(/Facebook/);
    expect(elapsed(await timing())).toBeGreaterThanOrEqual(695);
  });

  test("keyboard focus opens it at once and Escape closes it, leaving focus in place", async ({ page }) => {
    const timing = await startStopwatch(page, instagram);
    await instagram.focus();
    await expect(tooltip(page)).toHaveText(/Instagram/);
    await expect.poll(async () => (await timing()).openAt400).toBe(true);
    expect(elapsed(await timing())).toBeLessThan(200);
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

test.describe("by keyboard from the top of the page", () => {
  test("tabbing to a footer icon link shows its tooltip within 1 s, inside the viewport, and Escape closes it", async ({
    page,
  }) => {
    await open(page, "/");
    const label = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        return element instanceof HTMLAnchorElement && element.closest("footer")
          ? (element.getAttribute("aria-label") ?? "")
          : "";
      });
    let reached = "";
    for (let presses = 0; presses < 150 && !/Instagram|Facebook/.test(reached); presses++) {
      await page.keyboard.press("Tab");
      reached = await label();
    }
    expect(reached).toMatch(/Instagram|Facebook/);
    const link = page.getByRole("contentinfo").getByRole("link", { name: reached });
    await expect(link).toBeFocused();

    await expect(tooltip(page)).toBeVisible({ timeout: 1000 });
    await expect(tooltip(page)).toHaveText(new RegExp(reached));
    // Focus scrolled the link into view; once that has settled the whole bubble is on screen.
    await expect
      .poll(async () => {
        const tip = await tooltipBox(page);
        const viewport = page.viewportSize() ?? { width: 0, height: 0 };
        return (
          tip.width > 1 &&
          tip.x >= 0 &&
          tip.y >= 0 &&
          tip.x + tip.width <= viewport.width &&
          tip.y + tip.height <= viewport.height
        );
      })
      .toBe(true);
    await expect(tooltip(page)).toBeInViewport();
    await expect(link).toHaveAccessibleDescription(new RegExp(reached));

    await page.keyboard.press("Escape");
    await expect(tooltip(page)).toHaveCount(0);
    await expect(link).toBeFocused();
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
    // A trial hover scrolls and waits until the card has stopped moving; then the pointer travels.
    await mail.hover({ trial: true });
    await pointAt(page, mail);
    await expect(tooltip(page)).toHaveText(/Sara/);
    const id = await tooltip(page).getAttribute("id");
    await expect(mail).toHaveAttribute("aria-describedby", id ?? "missing");
    await phone.hover({ trial: true });
    await pointAt(page, phone);
    await expect(tooltip(page)).toHaveText(/Ring/);
  });
});
