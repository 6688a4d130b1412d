// Visits the editor's views one address after another and waits until each is drawn, for the tests
// that look for errors across all of them (against the built editor and under `npm run cms`).
import { expect, type Locator, type Page, type Response } from "@playwright/test";

/** Every list, every entry given, and a new entry of each collection that has them. */
export const editorAddresses = (entries: readonly string[]): string[] => [
  ...["services", "projects", "team", "site", "forms"].map((name) => `#/collections/${name}`),
  ...entries,
  ...["services", "projects", "team"].map((name) => `#/collections/${name}/new`),
];

/**
 * A failed request as a line of a test's report; a call to the editor's backend names its action
 * and file ("getMediaFile" of "content/images/x.jpg"), which its address alone does not.
 */
export const failedRequest = (response: Response): string =>
  [response.status(), response.url(), response.request().postData()?.slice(0, 200)].filter(Boolean).join(" ");

/**
 * Opens the site-wide media library as a maintainer does, with "Media" in the editor's header
 * (shown above a collection's list), and waits until its pictures are drawn.
 */
export async function openMediaLibrary(page: Page, timeout = 20_000): Promise<Locator> {
  await page.getByRole("button", { name: "Media" }).click();
  const library = page.getByRole("dialog").filter({ has: page.getByRole("heading", { name: "Mediebibliotek" }) });
  // The thumbnails, not the icons (which are drawn in SVG).
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
    // An entry is drawn once its toolbar says whether anything is unsaved, a list once its
    // entries' headings are there.
    const drawn =
      address.includes("/entries/") || address.endsWith("/new")
        ? page.getByText(/^(Ingen ulagrede endringer|Ulagrede endringer)$/)
        : page.getByRole("heading", { level: 2 }).filter({ hasNotText: "Samlinger" }).first();
    await expect(drawn).toBeVisible({ timeout });
    // Requests the view starts after it is drawn (thumbnails) get a moment to answer.
    await page.waitForTimeout(500);
  }
  // The media library has no address of its own: it opens over a list.
  await page.goto("/admin/#/collections/services");
  await openMediaLibrary(page, timeout);
}
