import { collections } from "../config";
import { editorSiteUrl, LOCAL_BACKEND_KEY, localBackendUrl, seedDefaultSort } from "../environment-browser";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe("the editor's links to the site", () => {
  it("go to the dev server it runs on while working locally, and to the public site otherwise", () => {
    const site = "https://www.fjellsynmedia.no";
    expect(editorSiteUrl({ hostname: "localhost", origin: "http://localhost:8000" }, site)).toBe(
      "http://localhost:8000",
    );
    expect(editorSiteUrl({ hostname: "127.0.0.1", origin: "http://127.0.0.1:9000" }, site)).toBe(
      "http://127.0.0.1:9000",
    );
    expect(editorSiteUrl({ hostname: "www.fjellsynmedia.no", origin: site }, site)).toBe(site);
  });
});

describe("the lists' first sort", () => {
  it('is "Rekkefølge" for each folder collection, as the site orders them', () => {
    const storage = memoryStorage();
    expect(seedDefaultSort(storage, collections)).toBe(true);
    const sort = JSON.parse(storage.getItem("decap-cms.entries.sort") ?? "{}") as Record<string, unknown>;
    expect(Object.keys(sort).sort()).toEqual(["projects", "services", "team"]);
    expect(sort.projects).toEqual({ order: { key: "order", direction: "Ascending", index: 0 } });
  });

  it("leaves a sort the maintainer chose alone", () => {
    const chosen = JSON.stringify({ projects: { title: { key: "title", direction: "Descending", index: 0 } } });
    const storage = memoryStorage({ "decap-cms.entries.sort": chosen });
    expect(seedDefaultSort(storage, collections)).toBe(false);
    expect(storage.getItem("decap-cms.entries.sort")).toBe(chosen);
  });
});

describe("the editor's local backend", () => {
  it("is the one it was built with, else only the one a developer switched on in this browser", () => {
    const url = "http://localhost:8081/api/v1";
    expect(localBackendUrl(memoryStorage(), undefined)).toBeUndefined();
    expect(localBackendUrl(memoryStorage(), url)).toBe(url);
    expect(localBackendUrl(memoryStorage({ [LOCAL_BACKEND_KEY]: url }), undefined)).toBe(url);
  });
});
