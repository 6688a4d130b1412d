// What the editor decides in the browser, before Decap starts.
import type { CmsCollection } from "decap-cms-core";

const localHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Where "Vis på nettstedet" and the entries' page links go: the public site, or, while working
 * locally (`npm run cms`), the dev server the editor runs on, which shows the saved change.
 */
export function editorSiteUrl(location: Pick<Location, "hostname" | "origin">, publicSite: string): string {
  return localHosts.has(location.hostname) ? location.origin : publicSite;
}

// Decap's key for the list views' sort (it reads it once, as its script loads).
const SORT_KEY = "decap-cms.entries.sort";

/**
 * Lists each folder collection by "Rekkefølge", the order the site shows its entries in, until the
 * maintainer picks another sort. Decap 3.6 has no default sort of its own, and otherwise lists by
 * file name. Says whether it wrote the sort.
 */
export function seedDefaultSort(storage: Pick<Storage, "getItem" | "setItem">, collections: CmsCollection[]): boolean {
  if (storage.getItem(SORT_KEY)) return false;
  const sort = Object.fromEntries(
    collections
      .filter((collection) => collection.folder && collection.sortable_fields?.includes("order"))
      .map((collection) => [collection.name, { order: { key: "order", direction: "Ascending", index: 0 } }]),
  );
  storage.setItem(SORT_KEY, JSON.stringify(sort));
  return true;
}

/**
 * A developer's switch for the published editor: with this key set in the browser (to
 * decap-server's API address), it works against that server, as the editor of `npm run cms` does.
 * Without it, it never reaches for a server on the maintainer's machine.
 */
export const LOCAL_BACKEND_KEY = "fjellsyn.cms.local-backend";

/** The local backend the editor uses, if any: the one it was built with, or the switch above. */
export function localBackendUrl(storage: Pick<Storage, "getItem">, built: string | undefined): string | undefined {
  return built ?? (storage.getItem(LOCAL_BACKEND_KEY)?.trim() || undefined);
}
