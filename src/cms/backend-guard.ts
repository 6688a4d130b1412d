// A picture or film a page uses is never deleted from the media library: the deletion is refused
// with the pages that use it. Decap has no hook before a deletion and refuses a second backend under
// a taken name, so the registered backend's constructor is wrapped where Decap's registry keeps it.
import type { CmsCollection } from "decap-cms-core";

interface StoredEntry {
  data: string;
}

interface Backend {
  deleteFiles(paths: string[], message: string): Promise<unknown>;
  entriesByFolder(folder: string, extension: string, depth: number): Promise<StoredEntry[]>;
  getEntry(path: string): Promise<StoredEntry>;
}

/** The site's icon (tab, home screen), which no entry names: gatsby-config and the editor's page use it. */
export const SITE_ICON = "content/images/icon.png";

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

/** GitHub's backend and the local one refuse to delete a file an entry names. */
export function guardDeletions(getBackend: (name: string) => unknown, collections: readonly CmsCollection[]): void {
  for (const name of ["github", "proxy"]) {
    const registered = getBackend(name) as { init: (...args: unknown[]) => Backend } | undefined;
    if (!registered) continue;
    const { init } = registered;
    registered.init = (...args) => {
      const backend = init(...args);
      const deleteFiles = backend.deleteFiles.bind(backend);
      backend.deleteFiles = async (paths, message) => {
        const entries = await storedEntries(backend, collections);
        for (const path of paths) {
          const pages = pagesUsing(path, entries);
          if (pages.length > 0) throw new Error(inUse(path, pages));
        }
        return deleteFiles(paths, message);
      };
      return backend;
    };
  }
}
