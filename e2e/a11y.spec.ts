import AxeBuilder from "@axe-core/playwright";
import { expect, test, waitForHydration } from "./fixtures";
import { routes } from "./site-map";

// axe-core on every route at the project's viewport (desktop and phone): no serious or
// critical violation. The consent banner is dismissed first so each page is judged on its own.
for (const route of [...routes, { path: "/finnes-ikke" }]) {
  test(`${route.path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "declined"));
    await page.goto(route.path);
    await waitForHydration(page);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === "serious" || violation.impact === "critical",
    );
    expect(
      serious.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
      ),
    ).toEqual([]);
  });
}

test("the consent banner itself passes the same scan", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(serious.map((violation) => violation.id)).toEqual([]);
});
