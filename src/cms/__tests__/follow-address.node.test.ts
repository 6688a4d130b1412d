import { collectionAddress, entryOf, followAddress, type EditorView } from "../follow-address";

describe("the entry an editor address names", () => {
  it("is the collection and the slug, or the collection's new entry", () => {
    expect(entryOf("#/collections/services/entries/videoproduksjon")).toBe("services/videoproduksjon");
    expect(entryOf("#/collections/site/entries/site")).toBe("site/site");
    expect(entryOf("#/collections/projects/new")).toBe("projects/new");
    expect(entryOf("#/collections/projects/new?title=x")).toBe("projects/new");
  });

  it("is none on a list, the media library or the start page", () => {
    expect(entryOf("#/collections/services")).toBeUndefined();
    expect(entryOf("#/media")).toBeUndefined();
    expect(entryOf("")).toBeUndefined();
  });

  it("belongs to its collection's list", () => {
    expect(collectionAddress("#/collections/services/entries/videoproduksjon")).toBe("#/collections/services");
  });
});

const QUESTION = "Er du sikker på du vil navigere bort fra denne siden?";

/** A page whose address the test changes, with timers it runs by hand. */
function fakePage(hash: string) {
  const timers = new Map<number, () => void>();
  let next = 1;
  const listeners: (() => void)[] = [];
  const page = {
    location: {
      hash,
      replace(url: string) {
        page.location.hash = url;
        for (const listener of listeners) listener();
      },
    },
    addEventListener: (_type: "hashchange", listener: () => void) => void listeners.push(listener),
    setTimeout: (handler: () => void) => {
      timers.set(next, handler);
      return next++;
    },
    clearTimeout: (id: number) => void timers.delete(id),
    /** The maintainer's answer to Decap's question before leaving unsaved changes. */
    answer: true,
    confirm: (_message?: string) => page.answer,
    /** The maintainer changes the address (typing it, Back or Forward). */
    go(url: string) {
      page.location.hash = url;
      for (const listener of listeners) listener();
    },
    runTimers() {
      for (let round = 0; round < 20 && timers.size > 0; round++) {
        const due = [...timers.values()];
        timers.clear();
        for (const handler of due) handler();
      }
    },
  };
  return page;
}

describe("the form follows the address", () => {
  const open: EditorView = { open: () => true, unsaved: () => false };

  it("reopens the editor on the entry a changed address names, passing through its list", () => {
    const page = fakePage("#/collections/services/entries/sosiale-medier");
    const visited: string[] = [];
    let editorOpen = true;
    followAddress(page, { open: () => editorOpen, unsaved: () => false }, QUESTION);
    const replace = page.location.replace;
    page.location.replace = (url: string) => {
      visited.push(url);
      editorOpen = url.includes("/entries/");
      replace(url);
    };
    page.go("#/collections/services/entries/videoproduksjon");
    page.runTimers();
    expect(visited).toEqual(["#/collections/services", "#/collections/services/entries/videoproduksjon"]);
    expect(page.location.hash).toBe("#/collections/services/entries/videoproduksjon");
  });

  it("leaves the form alone when the address comes back before it settles (a change refused)", () => {
    const page = fakePage("#/collections/services/entries/sosiale-medier");
    const replaced: string[] = [];
    followAddress(page, open, QUESTION);
    page.location.replace = (url: string) => void replaced.push(url);
    page.go("#/collections/services/entries/videoproduksjon");
    page.go("#/collections/services/entries/sosiale-medier");
    page.runTimers();
    expect(replaced).toEqual([]);
  });

  it("reads a saved entry again once nothing is unsaved, and not a new one", () => {
    const page = fakePage("#/collections/team/entries/sara-fjellheim");
    let unsaved = true;
    const replaced: string[] = [];
    const saved = followAddress(page, { open: () => false, unsaved: () => unsaved }, QUESTION);
    const replace = page.location.replace;
    page.location.replace = (url: string) => {
      replaced.push(url);
      replace(url);
    };
    saved();
    page.runTimers();
    expect(replaced).toEqual([]);
    unsaved = false;
    saved();
    page.runTimers();
    expect(replaced).toEqual(["#/collections/team", "#/collections/team/entries/sara-fjellheim"]);

    const fresh = fakePage("#/collections/team/new");
    const freshReplaced: string[] = [];
    const savedNew = followAddress(fresh, open, QUESTION);
    fresh.location.replace = (url: string) => void freshReplaced.push(url);
    savedNew();
    fresh.runTimers();
    expect(freshReplaced).toEqual([]);
  });

  it("opens the entry the maintainer went to while a saved entry was being read again", () => {
    const page = fakePage("#/collections/services/entries/dronefoto");
    let editorOpen = true;
    const saved = followAddress(page, { open: () => editorOpen, unsaved: () => false }, QUESTION);
    saved();
    // The address has left for the list; the editor has not closed yet.
    page.runTimers();
    expect(page.location.hash).toBe("#/collections/services");
    page.go("#/collections/services/entries/fotografering");
    editorOpen = false;
    page.runTimers();
    expect(page.location.hash).toBe("#/collections/services/entries/fotografering");
  });

  it("with unsaved changes, follows the address only when the maintainer agreed to leave them", () => {
    for (const answer of [false, true]) {
      const page = fakePage("#/collections/services/entries/sosiale-medier");
      const replaced: string[] = [];
      followAddress(page, { open: () => true, unsaved: () => true }, QUESTION);
      page.location.replace = (url: string) => void replaced.push(url);
      page.answer = answer;
      page.go("#/collections/services/entries/fotografering");
      // Decap asks as it handles the change of address.
      page.confirm(QUESTION);
      page.runTimers();
      expect(replaced[0]).toBe(answer ? "#/collections/services" : "#/collections/services/entries/sosiale-medier");
    }
  });
});
