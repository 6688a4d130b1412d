// What a visitor meets when the code that only upgrades the page cannot arrive: a tab left open
// across a deploy (Netlify serves only the new deploy's files, so the old chunks answer 404) or a
// dropped connection. The page was loaded; then the chunks of the forms, the toaster and the
// tooltips are taken away. Everything must go on as plain HTML: the page stays whole, links stay
// links, and both forms still deliver by their plain POST.
import type { Page } from "@playwright/test";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, waitForHydration } from "./fixtures";
import { copyPort, mailchimpURL } from "./support/servers";
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

/** Loads the page from the copy, then takes the deferred chunks away from it. Collects uncaught errors. */
async function loadThenDeploy(page: Page, pathname: string): Promise<Error[]> {
  const errors: Error[] = [];
  page.on("pageerror", (error) => errors.push(error));
  await page.goto(`${site.url}${pathname}`);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  expect(deferredFiles.length).toBeGreaterThanOrEqual(DEFERRED.length);
  await site.takeAway(deferredFiles);
  return errors;
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

const token = () => `e2e-gone-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

test("the footer's signup and social links work as plain HTML when their code is gone", async ({ page }) => {
  const errors = await loadThenDeploy(page, "/");
  const footer = page.getByRole("contentinfo");

  await footer.getByRole("link", { name: "Instagram" }).hover();
  await page.waitForTimeout(1000);
  await expectWhole(page);
  await expect(page.getByRole("tooltip")).toHaveCount(0);

  const address = `${token()}@example.no`;
  const form = page.getByRole("form", { name: copy.newsletter.formName });
  await form.scrollIntoViewIfNeeded();
  await form.getByRole("textbox", { name: copy.newsletter.emailLabel }).fill(address);
  await page.waitForTimeout(500);
  await expectWhole(page);
  await form.getByRole("button", { name: copy.newsletter.submit }).click();

  await expect(page).toHaveURL(`${site.url}${formResultPages.newsletterSubscribed.path}`);
  const members = async () =>
    ((await (await fetch(`${mailchimpURL}/__members`)).json()) as { email_address: string }[]).map(
      (member) => member.email_address,
    );
  await expect.poll(members, { timeout: 10_000 }).toContain(address);
  expect(errors).toEqual([]);
});

test("the contact form, reached by a link, sends as plain HTML when its code is gone", async ({ page }) => {
  const errors = await loadThenDeploy(page, "/");

  await page.getByRole("banner").locator('a[href="/kontakt"]').first().click();
  await expect(page).toHaveURL(`${site.url}/kontakt`);
  const form = page.getByRole("form", { name: copy.contact.formName });
  await expect(form).toBeVisible();
  await page.waitForTimeout(1000);
  await expectWhole(page);

  const subject = `Test ${token()}`;
  const field = (name: string) => form.getByRole("textbox", { name, exact: true });
  await field(copy.contact.nameLabel).fill("Kari Nordmann");
  await field(copy.contact.emailLabel).fill("kari@example.no");
  await field(copy.contact.subjectLabel).fill(subject);
  await field(copy.contact.messageLabel).fill("Sendt fra en fane som ble stående åpen over en ny versjon.");
  await form.getByRole("button", { name: copy.contact.submit }).click();

  await expect(page).toHaveURL(`${site.url}${formResultPages.contactSent.path}`);
  const inbox = path.join(site.mailDir, "new");
  const arrived = async () => {
    if (!existsSync(inbox)) return false;
    for (const name of await readdir(inbox))
      if ((await readFile(path.join(inbox, name), "utf8")).includes(subject)) return true;
    return false;
  };
  await expect.poll(arrived, { timeout: 10_000 }).toBe(true);
  expect(errors).toEqual([]);
});

test("the next sign of use fetches the code again once it can be had", async ({ page }) => {
  const errors = await loadThenDeploy(page, "/");
  const footer = page.getByRole("contentinfo");
  const form = page.getByRole("form", { name: copy.newsletter.formName });
  await footer.getByRole("link", { name: "Instagram" }).hover();
  await form.scrollIntoViewIfNeeded();
  await page.waitForTimeout(1000);
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
  // Two real builds: Gatsby compares the compilation hash of the page it loads with its own.
  const other = process.env.E2E_OTHER_BUILD;
  test.skip(!other, "set E2E_OTHER_BUILD to a checkout with another (different) build in public/");
  const hashOf = async (dir: string) =>
    (
      JSON.parse(await readFile(path.resolve(dir, "public/page-data/app-data.json"), "utf8")) as {
        webpackCompilationHash: string;
      }
    ).webpackCompilationHash;
  const errors = await loadThenDeploy(page, "/");
  const next = await hashOf(other ?? "");
  expect(next).not.toBe(await hashOf(process.env.E2E_SITE_DIR ?? "."));

  await site.deploy(other ?? "");
  // A page the old one has not fetched ahead (Gatsby fetches what is in view).
  await page.getByRole("contentinfo").getByRole("link", { name: "Personvern", exact: true }).click();

  await expect(page).toHaveURL(`${site.url}/personvern`);
  // Gatsby reloads the whole page when it sees the new hash: a read that meets the old page as it is
  // torn down finds nothing, and the poll reads again until the new deploy's page answers.
  await expect
    .poll(() =>
      page
        .evaluate(() => (window as Window & { ___webpackCompilationHash?: string }).___webpackCompilationHash)
        .catch(() => undefined),
    )
    .toBe(next);
  await expect(page.locator("h1")).not.toBeEmpty();
  expect(errors).toEqual([]);
});
