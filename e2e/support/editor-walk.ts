// Visits the editor's views one address after another and waits until each is drawn, for the tests
// that look for errors across all of them (against the built editor and under `npm run cms`).
import { expect, type Locator, type Page, type Response } from "@playwright/test";

/** Every list, every entry given, and a new entry of each collection that has them. */
export const editorAddresses = (entries: readonly string[]): string[] => [
  ...["services", "projects", "team", "site", "forms"].map((name) => `#/collections/${name}`),
  ...entries,
  ...["services", "projects", "team"].map((name) => `#/collections/${name}/new`),
];

/** A failed request as a report line; a call to the editor's backend names its action and file, its address does not. */
export const failedRequest = (response: Response): string =>
  [response.status(), response.url(), response.request().postData()?.slice(0, 200)].filter(Boolean).join(" ");

/** An entry's form is drawn once its toolbar says whether anything is unsaved. */
export const entryDrawn = (page: Page): Locator => page.getByText(/^(Ingen ulagrede endringer|Ulagrede endringer)$/);

/** A collection's list, once its entries' headings are there. */
export const listDrawn = (page: Page): Locator =>
  page.getByRole("heading", { level: 2 }).filter({ hasNotText: "Samlinger" }).first();

/** Opens the site-wide media library from the header (above a list) and waits until its pictures are drawn. */
export async function openMediaLibrary(page: Page, timeout = 20_000): Promise<Locator> {
  await page.getByRole("button", { name: "Mediebibliotek" }).click();
  const library = page.getByRole("dialog").filter({ has: page.getByRole("heading", { name: "Mediebibliotek" }) });
  const pictures = library.locator("img");
  await expect(pictures.first()).toBeVisible({ timeout });
  await expect
    .poll(() => pictures.evaluateAll((images: HTMLImageElement[]) => images.every((image) => image.naturalWidth > 0)), {
      timeout,
    })
    .toBe(true);
  return library;
}

export async function walkEditor(page: Page, addresses: readonly string[], timeout: number): Promise<void> {
  for (const address of addresses) {
    await page.goto(`/admin/${address}`);
    const entry = address.includes("/entries/") || address.endsWith("/new");
    await expect(entry ? entryDrawn(page) : listDrawn(page)).toBeVisible({ timeout });
    // The pictures the view asks for once drawn (thumbnails) have arrived or failed.
    await expect
      .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)), { timeout })
      .toBe(true);
  }
  // The media library has no address of its own: it opens over a list.
  await page.goto("/admin/#/collections/services");
  await expect(listDrawn(page)).toBeVisible({ timeout });
  await openMediaLibrary(page, timeout);
  await page.keyboard.press("Escape");
}
