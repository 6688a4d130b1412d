// The form always holds the entry the address names. Decap 3.6 loads an entry only when its
// editor mounts, and keeps the editor mounted when only the entry in the address changes (typed,
// Back/Forward), so the form kept the previous entry and "Publiser" wrote the previous file. It
// also compares a draft with the entry as it was loaded, not as it was last saved, so a change
// back to the text before the last save counted as "no changes" and could not be saved. Both are
// met the same way, with the editor's own routes: the editor is left and opened again on the
// address, which loads the entry from the files.

/** The entry an editor address names ("services/videoproduksjon", "projects/new"), if any. */
export function entryOf(hash: string): string | undefined {
  const match = /^#\/collections\/([^/?#]+)\/(?:entries\/([^?#]+)|(new))\/?(?:\?.*)?$/.exec(hash);
  if (!match) return undefined;
  return `${match[1]}/${match[2] ?? match[3]}`;
}

/** The address of the collection an editor address belongs to. */
export const collectionAddress = (hash: string): string => hash.replace(/^(#\/collections\/[^/?#]+).*$/, "$1");

interface Page {
  readonly location: Pick<Location, "hash" | "replace">;
  confirm(message?: string): boolean;
  addEventListener(type: "hashchange", listener: () => void): void;
  setTimeout(handler: () => void, timeout: number): number;
  clearTimeout(id: number): void;
}

/** What the editor shows; read from the page, which is all Decap lets a site see of it. */
export interface EditorView {
  /** Whether an entry's form is open. */
  open(): boolean;
  /** Whether the open form holds changes not yet written. */
  unsaved(): boolean;
}

// A change of address settles before the form follows it: when the maintainer has unsaved
// changes, Decap asks first and, when the answer is no, puts the address back.
const SETTLE_MS = 150;
const POLL_MS = 50;
/** How long a save or an editor's closing may take before the form is left as it is. */
const GIVE_UP_MS = 15_000;

/**
 * Keeps the form on the entry the address names, and reloads an entry once it is saved.
 * Returns what Decap's "postSave" event should call.
 */
export function followAddress(page: Page, view: EditorView, leaveQuestion: string): () => void {
  let shown = entryOf(page.location.hash);
  let shownHash = page.location.hash;
  // Decap asks with window.confirm before it leaves unsaved changes; the answer decides whether
  // the form follows the new address or the address goes back to the form's entry.
  let leaving = false;
  const confirm = page.confirm.bind(page);
  page.confirm = (message?: string) => {
    const answer = confirm(message);
    if (message === leaveQuestion) leaving = answer;
    return answer;
  };
  /** The address the editor is being reopened on, while it is. */
  let reopening: string | undefined;
  /** An address the maintainer went to while the editor was reopening: where it opens instead. */
  let wanted: string | undefined;
  let settle: number | undefined;
  /** The latest save: only its wait goes on. */
  let saves = 0;

  const waitFor = (ready: () => boolean, then: () => void, deadline = Date.now() + GIVE_UP_MS) => {
    if (ready()) then();
    else if (Date.now() < deadline) page.setTimeout(() => waitFor(ready, then, deadline), POLL_MS);
    else reopening = undefined;
  };

  /** Leaves the editor for its collection and opens it again on `hash`, replacing history entries. */
  const reopen = (hash: string) => {
    reopening = hash;
    wanted = undefined;
    page.location.replace(collectionAddress(hash));
    waitFor(
      () => !view.open(),
      () => {
        const next = wanted ?? hash;
        shown = entryOf(next);
        shownHash = next;
        page.location.replace(next);
        reopening = undefined;
      },
    );
  };

  page.addEventListener("hashchange", () => {
    if (reopening !== undefined) {
      // Its own two steps aside, a change of address while reopening is the maintainer's.
      const { hash } = page.location;
      if (hash !== reopening && hash !== collectionAddress(reopening)) wanted = hash;
      return;
    }
    if (settle !== undefined) page.clearTimeout(settle);
    settle = page.setTimeout(() => {
      const hash = page.location.hash;
      const addressed = entryOf(hash);
      const left = leaving;
      leaving = false;
      // An editor that opens from a list or a link loads its entry itself.
      if (addressed === undefined || shown === undefined || addressed === shown || !view.open()) {
        shown = addressed;
        shownHash = hash;
      } else if (view.unsaved() && !left) {
        // The maintainer kept the unsaved changes: the address names their entry again.
        page.location.replace(shownHash);
      } else reopen(hash);
    }, SETTLE_MS);
  });

  // After a save Decap still compares with the entry as first loaded; once its own work after the
  // save is done (the form says nothing is unsaved), the entry is read again as it is now saved.
  // A new entry gets its own address after the save, which reopens the editor anyway.
  return () => {
    const save = ++saves;
    page.setTimeout(() => {
      const hash = page.location.hash;
      waitFor(
        () => save !== saves || !view.unsaved(),
        () => {
          const current = save === saves && reopening === undefined && page.location.hash === hash;
          if (current && entryOf(hash) && !hash.endsWith("/new")) reopen(hash);
        },
      );
    }, POLL_MS);
  };
}
