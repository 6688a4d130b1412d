// Visits the editor's views one address after another and waits until each is drawn, for the tests
// that look for errors across all of them (against the built editor and under `npm run cms`).
import { expect, type Page } from "@playwright/test";

/** Every list, every entry given, a new entry of each collection that has them, and the media library. */
export const editorAddresses = (entries: readonly string[]): string[] => [
  ...["services", "projects", "team", "site", "forms"].map((name) => `#/collections/${name}`),
  ...entries,
  ...["services", "projects", "team"].map((name) => `#/collections/${name}/new`),
  "#/media",
];

export async function walkEditor(page: Page, addresses: readonly string[], timeout: number): Promise<void> {
  for (const address of addresses) {
    await page.goto(`/admin/${address}`);
    // An entry is drawn once its toolbar says whether anything is unsaved, a list once its
    // entries' headings are there; the media library's address is a page of its own.
    const drawn =
      address.includes("/entries/") || address.endsWith("/new")
        ? page.getByText(/^(Ingen ulagrede endringer|Ulagrede endringer)$/)
        : address.startsWith("#/collections/")
          ? page.getByRole("heading", { level: 2 }).filter({ hasNotText: "Samlinger" }).first()
          : page.getByRole("button", { name: "Media" });
    await expect(drawn).toBeVisible({ timeout });
    // Requests the view starts after it is drawn (thumbnails) get a moment to answer.
    await page.waitForTimeout(500);
  }
}
