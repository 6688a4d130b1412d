// Visits the editor's views one address after another and waits until each is drawn, for the tests
// that look for errors across all of them (against the built editor and under `npm run cms`).
import { expect, type Dialog, type Locator, type Page, type Response } from "@playwright/test";

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

/** Whether Decap has kept its copy of an unsaved service (in localforage's IndexedDB). */
const hasBackup = () =>
  new Promise<boolean>((resolve) => {
    const open = indexedDB.open("localforage");
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains("keyvaluepairs")) return resolve(false);
      const keys = db.transaction("keyvaluepairs").objectStore("keyvaluepairs").getAllKeys();
      keys.onsuccess = () => resolve(keys.result.some((key) => String(key).startsWith("backup.services.")));
      keys.onerror = () => resolve(false);
    };
  });

/** Reloads an entry with an unsaved change, as a maintainer might by mistake: yes to leaving, no to the change back. */
async function reloadWithUnsavedChange(page: Page, address: string, timeout: number): Promise<void> {
  // From a list, so the entry opens afresh rather than replacing the form of the one before.
  await page.goto("/admin/#/collections/services");
  await expect(listDrawn(page)).toBeVisible({ timeout });
  await page.goto(`/admin/${address}`);
  await expect(entryDrawn(page)).toBeVisible({ timeout });
  const title = page.getByLabel("Tittel", { exact: true }).first();
  const saved = await title.inputValue();
  await title.fill(`${saved} – utkast`);
  await expect.poll(() => page.evaluate(hasBackup), { timeout }).toBe(true);
  const questions: string[] = [];
  const answer = (dialog: Dialog) => {
    questions.push(dialog.type());
    void (dialog.type() === "beforeunload" ? dialog.accept() : dialog.dismiss());
  };
  page.on("dialog", answer);
  await page.reload();
  await expect(entryDrawn(page)).toBeVisible({ timeout });
  await expect.poll(() => questions, { timeout }).toEqual(["beforeunload", "confirm"]);
  await expect(title).toHaveValue(saved);
  page.off("dialog", answer);
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
  const service = addresses.find((address) => address.startsWith("#/collections/services/entries/"));
  if (service) await reloadWithUnsavedChange(page, service, timeout);
  // The media library has no address of its own: it opens over a list.
  await page.goto("/admin/#/collections/services");
  await expect(listDrawn(page)).toBeVisible({ timeout });
  await openMediaLibrary(page, timeout);
  await page.keyboard.press("Escape");
}
