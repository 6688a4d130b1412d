import { loadFormLibraries } from "../form-libraries";

describe("loadFormLibraries", () => {
  it("loads the three libraries once, each in a task of its own", async () => {
    const timeout = jest.spyOn(globalThis, "setTimeout");
    const first = loadFormLibraries();
    expect(loadFormLibraries()).toBe(first);
    await expect(first).resolves.toBeUndefined();
    // A task boundary after each library: the browser gets a turn between them.
    expect(timeout.mock.calls.filter(([, delay]) => delay === 0)).toHaveLength(3);
    expect(loadFormLibraries()).toBe(first);
    timeout.mockRestore();
  });

  it("forgets a failed download, so the next call tries again", async () => {
    await jest.isolateModulesAsync(async () => {
      let online = false;
      jest.doMock("formik", () => {
        if (!online) throw new Error("Loading chunk 903 failed.");
        return {};
      });
      const { loadFormLibraries: load } = await import("../form-libraries");
      await expect(load()).rejects.toThrow("Loading chunk 903 failed.");
      online = true;
      await expect(load()).resolves.toBeUndefined();
    });
  });
});
