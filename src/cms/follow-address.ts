// The form always holds the entry the address names, and a saved entry is read again from its
// file. Decap 3.6 loads an entry only when its editor mounts, keeps the editor mounted when only the
// entry in the address changes (typed, Back/Forward), and after a save compares the form with the
// entry as first loaded. It has no door to either, so the editor is left for its collection and
// opened again on the address, through its own routes.
import { formOpen } from "./widgets";

/** The entry an editor address names ("services/videoproduksjon", "projects/new"), if any. */
export function entryOf(hash: string): string | undefined {
  const match = /^#\/collections\/([^/?#]+)\/(?:entries\/([^?#]+)|(new))\/?(?:\?.*)?$/.exec(hash);
  return match ? `${match[1]}/${match[2] ?? match[3]}` : undefined;
}

const collectionAddress = (hash: string): string => hash.replace(/^(#\/collections\/[^/?#]+).*$/, "$1");

/** Whether the open form holds unsaved changes, as Decap's own guard answers before the page is left. */
function unsaved(window: Window): boolean {
  const probe = new Event("beforeunload");
  Object.defineProperty(probe, "returnValue", { value: "", writable: true });
  window.dispatchEvent(probe);
  return Boolean(probe.returnValue);
}

// A change of address settles first: with unsaved changes Decap asks, and on a no puts the address back.
const SETTLE_MS = 150;
const POLL_MS = 50;
const GIVE_UP_MS = 15_000;

/** Keeps the form on the entry the address names; returns what Decap's "postSave" event calls. */
export function followAddress(window: Window, leaveQuestion: string): () => void {
  const { location } = window;
  let shown = entryOf(location.hash);
  let shownHash = location.hash;
  // Decap asks with window.confirm before it leaves unsaved changes; a yes lets the form follow.
  let leaving = false;
  const confirm = window.confirm.bind(window);
  window.confirm = (message?: string) => {
    const answer = confirm(message);
    if (message === leaveQuestion) leaving = answer;
    return answer;
  };
  /** The address the editor is being opened again on, and one the maintainer went to meanwhile. */
  let reopening: string | undefined;
  let wanted: string | undefined;
  let settle: number | undefined;
  let saves = 0;

  const waitFor = (ready: () => boolean, then: () => void, deadline = Date.now() + GIVE_UP_MS) => {
    if (ready()) then();
    else if (Date.now() < deadline) window.setTimeout(() => waitFor(ready, then, deadline), POLL_MS);
    else reopening = undefined;
  };

  const reopen = (hash: string) => {
    reopening = hash;
    wanted = undefined;
    location.replace(collectionAddress(hash));
    waitFor(
      () => !formOpen(),
      () => {
        const next = wanted ?? hash;
        shown = entryOf(next);
        shownHash = next;
        location.replace(next);
        reopening = undefined;
      },
    );
  };

  window.addEventListener("hashchange", () => {
    if (reopening !== undefined) {
      const { hash } = location;
      if (hash !== reopening && hash !== collectionAddress(reopening)) wanted = hash;
      return;
    }
    window.clearTimeout(settle);
    // A list closes the form at once; an entry opened from it loads itself, however soon it is chosen.
    if (entryOf(location.hash) === undefined) [shown, shownHash] = [undefined, location.hash];
    settle = window.setTimeout(() => {
      const { hash } = location;
      const addressed = entryOf(hash);
      const left = leaving;
      leaving = false;
      // An editor that opens from a list or a link loads its entry itself.
      if (addressed === undefined || shown === undefined || addressed === shown) {
        shown = addressed;
        shownHash = hash;
      } else if (!formOpen()) {
        // Still loading the entry it opened on, so nothing typed is lost: it starts again on the address.
        location.reload();
      } else if (unsaved(window) && !left) location.replace(shownHash);
      else reopen(hash);
    }, SETTLE_MS);
  });

  // Once Decap's own work after a save is done (nothing unsaved), the entry is read again; a new
  // entry gets its own address after the save, which opens the editor again anyway.
  return () => {
    const save = ++saves;
    window.setTimeout(() => {
      const { hash } = location;
      waitFor(
        () => save !== saves || !unsaved(window),
        () => {
          const current = save === saves && reopening === undefined && location.hash === hash;
          if (current && entryOf(hash) && !hash.endsWith("/new")) reopen(hash);
        },
      );
    }, POLL_MS);
  };
}
