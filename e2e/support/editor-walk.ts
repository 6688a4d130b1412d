// Visits the editor's views one address after another and waits until each is drawn, for the tests
// that look for errors across all of them (against the built editor and under `npm run cms`).
import { expect, type Dialog, type Locator, type Page, type Response } from "@playwright/test";

/** Every list, every entry given, and a new entry of each collection that has them. The walk also reloads a service with an unsaved change. */
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
 * Opens the site-wide media library as a maintainer does, with "Mediebibliotek" in the editor's header
 * (shown above a collection's list), and waits until its pictures are drawn.
 */
export async function openMediaLibrary(page: Page, timeout = 20_000): Promise<Locator> {
  await page.getByRole("button", { name: "Mediebibliotek" }).click();
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

/** Whether the browser holds Decap's copy of an unsaved service. */
const hasBackup = () =>
  new Promise<boolean>((resolve) => {
    const open = indexedDB.open("localforage");
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      const keys = db.objectStoreNames.contains("keyvaluepairs")
        ? db.transaction("keyvaluepairs").objectStore("keyvaluepairs").getAllKeys()
        : undefined;
      if (!keys) return resolve(false);
      keys.onsuccess = () => resolve(keys.result.some((key) => String(key).startsWith("backup.services.")));
      keys.onerror = () => resolve(false);
    };
  });

/** A collection's list, once its entries' headings are there. */
const listDrawn = (page: Page): Locator =>
  page.getByRole("heading", { level: 2 }).filter({ hasNotText: "Samlinger" }).first();

/**
 * Reloads an entry with a change not yet published, as a maintainer might by mistake: yes to
 * leaving the page, no to getting the change back. (Decap 3.6 offers the change back before the
 * entry has loaded, which then replaces it, decaporg/decap-cms#5470; a yes there also makes its
 * toolbar fail on the entry it does not have yet.)
 */
async function reloadWithUnsavedChange(page: Page, address: string, timeout: number): Promise<void> {
  // From a list, so the entry opens afresh rather than replacing the form of the one before.
  await page.goto("/admin/#/collections/services");
  await expect(listDrawn(page)).toBeVisible({ timeout });
  await page.goto(`/admin/${address}`);
  await expect(page.getByText("Ingen ulagrede endringer", { exact: true })).toBeVisible({ timeout });
  const title = page.getByLabel("Tittel", { exact: true }).first();
  const saved = await title.inputValue();
  await title.fill(`${saved} – utkast`);
  await expect(page.getByText("Ulagrede endringer", { exact: true })).toBeVisible();
  // Decap keeps a copy of unsaved changes (in localforage's IndexedDB) two seconds after the last keystroke.
  await expect.poll(() => page.evaluate(hasBackup), { timeout }).toBe(true);
  const questions: string[] = [];
  const answer = (dialog: Dialog) => {
    questions.push(dialog.type());
    void (dialog.type() === "beforeunload" ? dialog.accept() : dialog.dismiss());
  };
  page.on("dialog", answer);
  await page.reload();
  await expect(page.getByText(/^(Ingen ulagrede endringer|Ulagrede endringer)$/)).toBeVisible({ timeout });
  // Decap asked before leaving the page, and whether to restore the change; the form holds the saved entry.
  await expect.poll(() => questions, { timeout }).toEqual(["beforeunload", "confirm"]);
  await expect(title).toHaveValue(saved);
  await page.goto("/admin/#/collections/services");
  await expect(listDrawn(page)).toBeVisible({ timeout });
  page.off("dialog", answer);
}

export async function walkEditor(page: Page, addresses: readonly string[], timeout: number): Promise<void> {
  for (const address of addresses) {
    await page.goto(`/admin/${address}`);
    // An entry is drawn once its toolbar says whether anything is unsaved, a list once its
    // entries' headings are there.
    const drawn =
      address.includes("/entries/") || address.endsWith("/new")
        ? page.getByText(/^(Ingen ulagrede endringer|Ulagrede endringer)$/)
        : listDrawn(page);
    await expect(drawn).toBeVisible({ timeout });
    // The pictures the view asks for once it is drawn (thumbnails) have arrived or failed.
    await expect
      .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)), { timeout })
      .toBe(true);
  }
  const service = addresses.find((address) => address.startsWith("#/collections/services/entries/"));
  if (service) await reloadWithUnsavedChange(page, service, timeout);
  // The media library has no address of its own: it opens over a list.
  await page.goto("/admin/#/collections/services");
  await openMediaLibrary(page, timeout);
}
