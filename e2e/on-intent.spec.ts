// The forms' and the tooltips' code loads when a visitor is about to use them, not with the page:
// the newsletter form's when the footer comes near or a field takes focus, the tooltips' when a
// pointer or the keyboard focus enters a group of icon links. Before that the page is hydrated and
// works as plain HTML, nothing of that code has been requested, and nothing waits for it.
import type { Page } from "@playwright/test";
import { expect, scriptRequests, test, waitForHydration } from "./fixtures";
import copy from "../content/forms.json";

/** The chunks webpack writes for the code that waits (named where forms/*-form.tsx and ui/lazy-tooltip.tsx import it). */
const chunks = {
  newsletter: /\/newsletter-form-[\w]+\.js$/,
  contact: /\/contact-form-[\w]+\.js$/,
  tooltip: /\/tooltip-[\w]+\.js$/,
};

const requested = (urls: string[], chunk: RegExp) => urls.some((url) => chunk.test(url));

/** Loaded and hydrated, and the network has been quiet for a while: anything the load asks for has been asked for. */
async function settle(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
}

const newsletterForm = (page: Page) => page.getByRole("form", { name: copy.newsletter.formName });
const contactForm = (page: Page) => page.getByRole("form", { name: copy.contact.formName });

test.beforeEach(async ({ context }) => {
  // The consent banner would cover the footer; its own spec covers it.
  await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "declined"));
});

test.describe("the forms' code", () => {
  test("loads for the newsletter form when the footer comes near, and not before", async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto("/prosjekter");
    await settle(page);
    await expect(newsletterForm(page)).not.toBeInViewport();
    expect(requested(scripts, chunks.newsletter)).toBe(false);
    await expect(newsletterForm(page)).not.toHaveAttribute("data-enhanced");

    // Scrolled to a screen above the footer's form: near, but not yet in view.
    await newsletterForm(page).evaluate((form) =>
      window.scrollTo({
        top: form.getBoundingClientRect().top + window.scrollY - window.innerHeight * 1.3,
        behavior: "instant",
      }),
    );
    await expect(newsletterForm(page)).not.toBeInViewport();

    await expect(newsletterForm(page)).toHaveAttribute("data-enhanced", "");
    expect(requested(scripts, chunks.newsletter)).toBe(true);
  });

  test("loads when a field takes focus, and keeps what was typed into it meanwhile", async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto("/");
    await settle(page);
    expect(requested(scripts, chunks.contact)).toBe(false);
    const form = contactForm(page);
    await expect(form).not.toBeInViewport();

    // Focus without scrolling, so that only the focus can be what asks for the code.
    await form
      .getByRole("textbox", { name: copy.contact.nameLabel, exact: true })
      .evaluate((input) => input.focus({ preventScroll: true }));
    await page.keyboard.type("Kari Nordmann");

    await expect(form).toHaveAttribute("data-enhanced", "");
    expect(requested(scripts, chunks.contact)).toBe(true);
    await expect(form.getByRole("textbox", { name: copy.contact.nameLabel, exact: true })).toHaveValue("Kari Nordmann");
    await page.keyboard.type(" jr.");
    await expect(form.getByRole("textbox", { name: copy.contact.nameLabel, exact: true })).toHaveValue(
      "Kari Nordmann jr.",
    );
  });

  test("loads at once on the contact page", async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto("/kontakt");
    await waitForHydration(page);
    await expect(contactForm(page)).toHaveAttribute("data-enhanced", "");
    expect(requested(scripts, chunks.contact)).toBe(true);
  });
});

/** When the tooltip of the link was first in the page, counted from when the pointer or the focus got to the link. */
async function stopwatch(page: Page, name: string): Promise<() => Promise<number | undefined>> {
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name })
    .evaluate((link) => {
      const w = window as Window & { openedAfter?: number };
      let start: number | undefined;
      const onArrival = (event: Event) => {
        if (start === undefined && event.target instanceof Node && link.contains(event.target))
          start = performance.now();
      };
      document.addEventListener("pointerover", onArrival, { capture: true });
      document.addEventListener("focusin", onArrival, { capture: true });
      const observer = new MutationObserver(() => {
        if (start !== undefined && document.querySelector('[role="tooltip"]')) {
          w.openedAfter = performance.now() - start;
          observer.disconnect();
        }
      });
      observer.observe(document.body, { subtree: true, childList: true });
    });
  return () => page.evaluate(() => (window as Window & { openedAfter?: number }).openedAfter);
}

/** The home page, loaded with every script request recorded, scrolled to the footer's icon links. */
async function homeAtSocialLinks(page: Page): Promise<string[]> {
  const scripts = scriptRequests(page);
  await page.goto("/");
  await settle(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Instagram" }).scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  return scripts;
}

test.describe("the tooltips' code", () => {
  test("loads when the pointer enters the footer's icon links, and the tooltip opens after the delay", async ({
    page,
  }) => {
    const scripts = await homeAtSocialLinks(page);
    const instagram = page.getByRole("contentinfo").getByRole("link", { name: "Instagram" });
    expect(requested(scripts, chunks.tooltip)).toBe(false);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    const openedAfter = await stopwatch(page, "Instagram");

    // The pointer comes to rest on the link and stays there.
    await instagram.hover();

    await expect(page.getByRole("tooltip")).toHaveText(/Instagram/);
    expect(requested(scripts, chunks.tooltip)).toBe(true);
    expect(await openedAfter()).toBeGreaterThanOrEqual(695);
    await expect(instagram).toHaveAccessibleDescription(/Instagram/);
  });

  test("loads when Tab brings the focus to an icon link, and the tooltip opens", async ({ page }) => {
    const scripts = await homeAtSocialLinks(page);
    const footer = page.getByRole("contentinfo");
    expect(requested(scripts, chunks.tooltip)).toBe(false);
    // The link before the icon links in the tab order is the footer's phone number.
    await footer.locator('a[href^="tel:"]').focus();

    await page.keyboard.press("Tab");

    await expect(footer.getByRole("link", { name: "Instagram" })).toBeFocused();
    await expect(page.getByRole("tooltip")).toHaveText(/Instagram/);
    expect(requested(scripts, chunks.tooltip)).toBe(true);
  });
});

/** Holds every request for the forms' and tooltips' chunks until the test ends: code on its way. */
async function holdDeferredCode(page: Page): Promise<string[]> {
  const held: string[] = [];
  await page.route(
    (url) => Object.values(chunks).some((chunk) => chunk.test(url.pathname)),
    (route) => {
      held.push(new URL(route.request().url()).pathname);
      // Never answered: the page closes with the request still open.
      return new Promise<void>(() => undefined);
    },
  );
  return held;
}

/** Uncaught errors and console errors from here on. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

test.describe("nothing waits for the code", () => {
  test("a link clicked while a part's code is on its way navigates at once", async ({ page }) => {
    const held = await holdDeferredCode(page);
    // Timers stand still from the click on: only a navigation that waits for nothing can happen.
    await page.clock.install();
    await page.goto("/");
    await settle(page);
    await newsletterForm(page)
      .getByRole("textbox", { name: copy.newsletter.emailLabel })
      .evaluate((input) => input.focus({ preventScroll: true }));
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page.clock.pauseAt(Date.now() + 60_000);

    await page.getByRole("contentinfo").getByRole("link", { name: "Prosjekter", exact: true }).click();

    await expect(page).toHaveURL(/\/prosjekter$/);
    await expect(page.locator("h1")).toHaveText(/\S/);
    await expect(newsletterForm(page)).not.toHaveAttribute("data-enhanced");
  });

  test("Back and Forward before the code has arrived render each page, with no error", async ({ page }) => {
    const held = await holdDeferredCode(page);
    const errors = errorsOf(page);
    await page.goto("/");
    await settle(page);
    const home = await page.locator("h1").textContent();
    await newsletterForm(page)
      .getByRole("textbox", { name: copy.newsletter.emailLabel })
      .evaluate((input) => input.focus({ preventScroll: true }));
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page.getByRole("contentinfo").getByRole("link", { name: "Prosjekter", exact: true }).click();
    await expect(page).toHaveURL(/\/prosjekter$/);
    const projects = await page.locator("h1").textContent();

    await page.goBack();
    await expect(page.locator("h1")).toHaveText(home ?? "");
    await page.goForward();
    await expect(page.locator("h1")).toHaveText(projects ?? "");
    await page.goBack();
    await expect(page.locator("h1")).toHaveText(home ?? "");

    await expect(newsletterForm(page)).toBeVisible();
    expect(errors).toEqual([]);
  });
});
