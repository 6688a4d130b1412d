// axe-core at a phone's size, where the header folds into a menu: the pages with the most parts, with
// the menu open. Every route is scanned at desktop size with its content (routes.spec.ts).
import { expect, seriousViolations, test, waitForHydration } from "./fixtures";
import { ui } from "../test/support/site-content";

for (const path of ["/", "/kontakt", "/case-study/ibka"]) {
  test(`${path} has no serious or critical accessibility violations on a phone, menu closed and open @phone`, async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "declined"));
    await page.goto(path);
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: ui.menuOpen }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("the consent banner itself passes the same scan", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  expect(await seriousViolations(page)).toEqual([]);
});
