// A picture or film a page uses is never deleted from the media library: the deletion is refused
// with the pages that use it; and an address naming no entry says so instead of opening an empty
// form. Decap has no hook before a deletion or after a failed load, and refuses a second backend
// under a taken name, so the registered backend's constructor is wrapped where Decap's registry keeps it.
import type { CmsCollection } from "decap-cms-core";
import { SITE_ICON } from "../content-model/routes";

interface StoredEntry {
  data: string;
}

interface Backend {
  deleteFiles(paths: string[], message: string): Promise<unknown>;
  entriesByFolder(folder: string, extension: string, depth: number): Promise<StoredEntry[]>;
  getEntry(path: string): Promise<StoredEntry>;
  unpublishedEntry?(args: { collection: string; slug: string }): Promise<unknown>;
}

/** The pages among `entries` that name the file at `path`, in the words of the editor's lists. */
export function pagesUsing(path: string, entries: readonly { collection: CmsCollection; data: string }[]): string[] {
  // Saved as a path from the entry's file: "../images/a.jpg", "images/a.jpg", "../videos/a.mp4".
  const named = `${path.split("/").slice(-2).join("/")}"`;
  const pages = entries
    .filter(({ data }) => data.includes(named))
    .map(({ collection, data }) => {
      const { title, name } = JSON.parse(data) as { title?: string; name?: string };
      return collection.folder ? `«${title ?? name}» i «${collection.label}»` : `«${collection.label}»`;
    });
  return path.endsWith(SITE_ICON) ? ["nettstedets ikon i fanen og på hjemskjermen", ...pages] : pages;
}

export const inUse = (path: string, pages: readonly string[]): string =>
  `«${path.split("/").pop()}» kan ikke slettes: ${pages.join(", ")} bruker den. Velg en annen fil der først.`;

async function storedEntries(backend: Backend, collections: readonly CmsCollection[]) {
  const lists = await Promise.all(
    collections.map(async (collection) => {
      const stored = collection.folder
        ? await backend.entriesByFolder(collection.folder, collection.extension ?? "json", 1)
        : await Promise.all((collection.files ?? []).map((file) => backend.getEntry(file.file)));
      return stored.map(({ data }) => ({ collection, data }));
    }),
  );
  return lists.flat();
}

/** The collection and entry an editor address names ("#/collections/services/entries/foto"). */
const addressed = (hash: string) => /^#\/collections\/([^/?#]+)\/entries\/([^?#]+)/.exec(hash)?.slice(1);

/**
 * GitHub's backend and the local one refuse to delete a file an entry names, and call `missing`
 * when the entry the address names is neither published nor a draft.
 */
export function guardBackend(
  getBackend: (name: string) => unknown,
  collections: readonly CmsCollection[],
  missing: (collection: string) => void,
): void {
  for (const name of ["github", "proxy"]) {
    const registered = getBackend(name) as { init: (...args: unknown[]) => Backend } | undefined;
    if (!registered) continue;
    const { init } = registered;
    registered.init = (...args) => {
      const backend = init(...args);
      // Decap passes whether the editorial workflow (drafts) is on with the configuration.
      const { useWorkflow } = (args[1] ?? {}) as { useWorkflow?: boolean };
      const deleteFiles = backend.deleteFiles.bind(backend);
      backend.deleteFiles = async (paths, message) => {
        const entries = await storedEntries(backend, collections);
        for (const path of paths) {
          const pages = pagesUsing(path, entries);
          if (pages.length > 0) throw new Error(inUse(path, pages));
        }
        return deleteFiles(paths, message);
      };
      const getEntry = backend.getEntry.bind(backend);
      const missingIfAddressed = async (path: string) => {
        const [collection, slug] = addressed(window.location.hash) ?? [];
        // Only the entry the address names: Decap also asks for paths it expects to be free.
        if (!collection || !slug || !path.endsWith(`/${slug}.json`)) return;
        // A new entry's draft has no published file; the editorial workflow loads it on its own.
        const draft = useWorkflow && (await backend.unpublishedEntry?.({ collection, slug }).catch(() => null));
        if (!draft) missing(collection);
      };
      backend.getEntry = async (path) => {
        const entry = await getEntry(path).catch(async (error: unknown) => {
          await missingIfAddressed(path);
          throw error;
        });
        // GitHub refuses a missing file; the local backend answers it with no data.
        if (!entry?.data) await missingIfAddressed(path);
        return entry;
      };
      return backend;
    };
  }
}
