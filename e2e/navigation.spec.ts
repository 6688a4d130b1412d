import type { Page } from "@playwright/test";
import {
  expect,
  keepWebFontOut,
  layoutShifts,
  recordLayoutShifts,
  test,
  totalShift,
  waitForHydration,
} from "./fixtures";
import { fillTemplate } from "../src/content-model/fill-template";
import { site, ui } from "../test/support/site-content";
import { services } from "./site-map";

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

test.describe("header and footer", () => {
  test("the header and the footer hold every link and detail", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: site.name })).toHaveAttribute("href", "/");
    for (const [name, href] of [
      [ui.servicesName, "/#tjenester"],
      [ui.aboutName, "/#om"],
      [ui.projectsName, "/prosjekter"],
      [ui.contactName, "/kontakt"],
    ] as const)
      await expect(page.locator(`#hovedmeny a[href="${href}"]`)).toHaveText(name);

    const footer = page.getByRole("contentinfo");
    for (const social of site.social)
      await expect(footer.getByRole("link", { name: social.name })).toHaveAttribute("href", social.url);
    for (const service of services)
      await expect(footer.getByRole("link", { name: service.title, exact: true })).toHaveAttribute(
        "href",
        `/tjenester/${service.slug}`,
      );
    for (const href of ["/#om", "/prosjekter", "/#kontakt", "/personvern"])
      await expect(footer.locator(`a[href="${href}"]`)).toBeVisible();
    await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    await expect(footer.getByRole("link", { name: site.phone })).toHaveAttribute("href", "tel:+4791234567");
    await expect(footer.getByText(site.location, { exact: true })).toBeVisible();
    await expect(
      footer.getByText(fillTemplate("copyright", ui.copyright, { år: site.copyrightYear, firma: site.name })),
    ).toBeVisible();
    await expect(footer.getByRole("textbox", { name: /e-post/i })).toBeVisible();
  });

  test("a skip link jumps past the header to the content", async ({ page }) => {
    await page.goto("/prosjekter");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: ui.skipLink });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#innhold$/);
  });
});

test.describe("keyboard", () => {
  /** What has focus, as a visitor would name it. */
  const focused = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element?.getAttribute("aria-label") ?? element?.textContent?.trim() ?? "";
    });

  test("Tab from the top of the home page reaches the skip link first, then the header", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const expected = isPhone(page)
      ? [ui.skipLink, site.name, ui.menuOpen]
      : [ui.skipLink, site.name, ui.servicesName, ui.aboutName, ui.projectsName, ui.contactName];
    const reached: string[] = [];
    while (reached.length < expected.length) {
      await page.keyboard.press("Tab");
      reached.push(await focused(page));
    }
    expect(reached).toEqual(expected);
    // Every one of them is on screen while it has focus.
    await expect(page.locator(":focus")).toBeInViewport();
  });
});

// The menu button exists on small screens only, so this runs in the phone project.
test(
  "the mobile menu: Enter opens it, Escape closes it onto its button, a chosen item closes it",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const button = page.locator("[aria-controls='hovedmeny']");
    const nav = page.getByRole("navigation", { name: ui.menuName });
    await button.focus();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toBeHidden();

    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(button).toHaveAccessibleName(ui.menuClose);
    // The next Tab goes into the open menu.
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: ui.servicesName })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(button).toHaveAccessibleName(ui.menuOpen);
    await expect(button).toBeFocused();

    await button.click();
    await nav.getByRole("link", { name: ui.projectsName }).click();
    await expect(page).toHaveURL("/prosjekter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.projectsPage.heading);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toBeHidden();
  },
);

test.describe("scrolling", () => {
  test("a new path starts at the top", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: ui.projectsName }).click();
    await expect(page).toHaveURL("/prosjekter");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a hash link from another page lands on its section, clear of the fixed header", async ({ page }) => {
    await page.goto("/prosjekter");
    await waitForHydration(page);
    if (isPhone(page)) await page.getByRole("button", { name: ui.menuOpen }).click();
    await page.getByRole("navigation", { name: ui.menuName }).getByRole("link", { name: ui.aboutName }).click();
    await expect(page).toHaveURL("/#om");
    await expectSectionBelowHeader(page, "om");
  });

  test("the hero's Kom i gang scrolls smoothly to the contact form on the same page", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Kom i gang" }).click();
    await expect(page).toHaveURL("/#kontakt");
    await expectSectionBelowHeader(page, "kontakt");
  });

  test("a visit that starts at a hash lands on its section, and nothing moves", async ({ page }) => {
    await keepWebFontOut(page);
    await recordLayoutShifts(page);
    await page.goto("/#kontakt");
    await waitForHydration(page);
    await expectSectionBelowHeader(page, "kontakt");
    expect(totalShift(await layoutShifts(page))).toBeLessThan(SHIFT_ALLOWANCE);
  });
});

// Inter arriving after the first paint may move a few lines; not what this test is about, so it
// keeps the font out.
const SHIFT_ALLOWANCE = 0.001;

/** The section's top sits just below the fixed header: visible, not covered, not far off. */
async function expectSectionBelowHeader(page: Page, id: string): Promise<void> {
  await expect
    .poll(async () =>
      page.evaluate((targetId) => {
        const target = document.getElementById(targetId);
        const header = document.querySelector("header");
        if (!target || !header) return "missing";
        const gap = Math.round(target.getBoundingClientRect().top - header.getBoundingClientRect().bottom);
        return gap >= 0 && gap < 120 ? "below header" : `gap ${gap}px`;
      }, id),
    )
    .toBe("below header");
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("links work as plain page loads", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Se alle prosjekter" }).click();
    await expect(page).toHaveURL("/prosjekter");
    await page
      .getByRole("link", {
        name: `${site.projectsPage.readMore} ${fillTemplate("projectReadMoreHidden", ui.projectReadMoreHidden, { kunde: "Bravida" })}`,
      })
      .click();
    await expect(page).toHaveURL("/case-study/bravida");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Videoer til en lokal Instagram-profil");
  });
});
