// What a visitor meets when the code that only upgrades the page cannot arrive: a tab left open
// across a deploy (Netlify serves only the new deploy's files, so the old chunks answer 404) or a
// dropped connection. The page was loaded; then the chunks of the forms, the toaster and the
// tooltips are taken away. Everything must go on as plain HTML: the page stays whole, links stay
// links, and both forms still deliver by their plain POST.
import type { Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { expect, test, waitForHydration } from "./fixtures";
import { expectAtMailchimp, waitForMail } from "./support/inbox";
import { copyPort } from "./support/servers";
import { serveCopy, type SiteCopy } from "./support/site-copy";
import copy from "../content/forms.json";
import { formResultPages } from "../src/form-contract/result-pages";

/** The chunk groups loaded after the page (named where they are imported). */
const DEFERRED = ["contact-form", "newsletter-form", "toaster", "tooltip"];

test.describe.configure({ mode: "serial" });

let site: SiteCopy;
let deferredFiles: string[];

test.beforeAll(async () => {
  // E2E_SITE_DIR runs this against another checkout's build (to compare with an earlier version).
  site = await serveCopy(copyPort, process.env.E2E_SITE_DIR ?? ".");
  deferredFiles = await site.chunkFiles(DEFERRED);
});

test.afterAll(async () => {
  await site?.close();
});

test.beforeEach(async ({ context }) => {
  await site.putBack();
  // The consent banner would cover the footer; its own spec covers it.
  await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "declined"));
});

/**
 * Loads the page from the copy, then takes the deferred chunks away from it. Collects uncaught
 * errors, and the chunk groups the page asked for in vain (one entry a request).
 */
async function loadThenDeploy(page: Page, pathname: string): Promise<{ errors: Error[]; refused: string[] }> {
  const errors: Error[] = [];
  const refused: string[] = [];
  page.on("pageerror", (error) => errors.push(error));
  page.on("response", (response) => {
    const group = DEFERRED.find((name) => new RegExp(`/${name}-\\w+\\.js$`).test(response.url()));
    if (group && response.status() === 404) refused.push(group);
  });
  await page.goto(`${site.url}${pathname}`);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  expect(deferredFiles.length).toBeGreaterThanOrEqual(DEFERRED.length);
  await site.takeAway(deferredFiles);
  return { errors, refused };
}

/** The page is all there: its heading, its footer with the signup and the social links. */
async function expectWhole(page: Page): Promise<void> {
  await expect(page.locator("h1")).not.toBeEmpty();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("form", { name: copy.newsletter.formName })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Instagram" })).toHaveAttribute(
    "href",
    /instagram\.com/,
  );
}

const times = (refused: string[], group: string) => refused.filter((name) => name === group).length;

const token = () => `e2e-gone-${randomUUID().slice(0, 13)}`;

test("the footer's signup and social links work as plain HTML when their code is gone", async ({ page }) => {
  const { errors, refused } = await loadThenDeploy(page, "/");
  const footer = page.getByRole("contentinfo");

  // The hover brings the footer, and with it the signup, into view: both ask for their code.
  await footer.getByRole("link", { name: "Instagram" }).hover();
  await expect.poll(() => refused).toEqual(expect.arrayContaining(["tooltip", "newsletter-form"]));
  await expectWhole(page);
  await expect(page.getByRole("tooltip")).toHaveCount(0);

  const address = `${token()}@example.no`;
  const form = page.getByRole("form", { name: copy.newsletter.formName });
  const asked = times(refused, "newsletter-form");
  await form.getByRole("textbox", { name: copy.newsletter.emailLabel }).fill(address);
  await expect.poll(() => times(refused, "newsletter-form")).toBeGreaterThan(asked);
  await expectWhole(page);
  await form.getByRole("button", { name: copy.newsletter.submit }).click();

  await expect(page).toHaveURL(`${site.url}${formResultPages.newsletterSubscribed.path}`);
  await expectAtMailchimp(address);
  expect(errors).toEqual([]);
});

test("the contact form, reached by a link, sends as plain HTML when its code is gone", async ({ page }) => {
  const { errors, refused } = await loadThenDeploy(page, "/");

  await page.getByRole("banner").locator('a[href="/kontakt"]').first().click();
  await expect(page).toHaveURL(`${site.url}/kontakt`);
  const form = page.getByRole("form", { name: copy.contact.formName });
  await expect.poll(() => refused).toContain("contact-form");
  await expectWhole(page);

  const subject = `Test ${token()}`;
  const field = (name: string) => form.getByRole("textbox", { name, exact: true });
  await field(copy.contact.nameLabel).fill("Kari Nordmann");
  await field(copy.contact.emailLabel).fill("kari@example.no");
  await field(copy.contact.subjectLabel).fill(subject);
  await field(copy.contact.messageLabel).fill("Sendt fra en fane som ble stående åpen over en ny versjon.");
  await form.getByRole("button", { name: copy.contact.submit }).click();

  await expect(page).toHaveURL(`${site.url}${formResultPages.contactSent.path}`);
  await waitForMail(subject, site.mailDir);
  expect(errors).toEqual([]);
});

test("the next sign of use fetches the code again once it can be had", async ({ page }) => {
  const { errors, refused } = await loadThenDeploy(page, "/");
  const footer = page.getByRole("contentinfo");
  const form = page.getByRole("form", { name: copy.newsletter.formName });
  await footer.getByRole("link", { name: "Instagram" }).hover();
  await form.scrollIntoViewIfNeeded();
  await expect.poll(() => refused).toEqual(expect.arrayContaining(["tooltip", "newsletter-form"]));
  await expect(form).not.toHaveAttribute("data-enhanced");

  await site.putBack();
  await page.mouse.move(0, 0);
  await footer.getByRole("link", { name: "Facebook" }).hover();
  await expect(page.getByRole("tooltip")).toHaveText(/Facebook/);
  await form.getByRole("textbox", { name: copy.newsletter.emailLabel }).focus();
  await expect(form).toHaveAttribute("data-enhanced", "");
  expect(errors).toEqual([]);
});

test("a page loaded before a deploy reaches the new deploy's pages by its links", async ({ page }) => {
  const { errors } = await loadThenDeploy(page, "/");
  // The next deploy announces another compilation hash in its app-data.json, which Gatsby reads on
  // the way to a page it has not fetched ahead (it fetches what is in view).
  await page.route("**/page-data/app-data.json", (route) =>
    route.fulfill({ json: { webpackCompilationHash: "0123456789abcdef0123" } }),
  );
  await page.evaluate(() => Object.assign(window, { beforeDeploy: true }));
  await page.getByRole("contentinfo").getByRole("link", { name: "Personvern", exact: true }).click();

  await expect(page).toHaveURL(`${site.url}/personvern`);
  // Gatsby loads the whole page when it sees the new hash: a read while the old page is torn down
  // finds nothing, and the poll reads again until the new document answers.
  await expect.poll(() => page.evaluate(() => "beforeDeploy" in window).catch(() => undefined)).toBe(false);
  await expect(page.locator("h1")).not.toBeEmpty();
  expect(errors).toEqual([]);
});
