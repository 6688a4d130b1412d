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
});
