import { Compilation } from "webpack";
import { COMPILE_HINT, COMPILE_HINT_STAGE, compileHintBanners } from "../compile-hints";

describe("compile hints", () => {
  it("are added after minification and before source maps and content hashes", () => {
    expect(COMPILE_HINT_STAGE).toBeGreaterThan(Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE);
    expect(COMPILE_HINT_STAGE).toBeLessThan(Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING);
    expect(COMPILE_HINT_STAGE).toBeLessThan(Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH);
  });

  it("go on the initial bundles and the page templates only, as the raw magic comment", () => {
    const [initial, templates] = compileHintBanners;
    expect(initial).toMatchObject({ banner: COMPILE_HINT, raw: true, entryOnly: true });
    expect(initial?.test.test("app-0123abcd.js")).toBe(true);
    expect(initial?.test.test("app.0123abcd.css")).toBe(false);
    expect(templates).toMatchObject({ banner: COMPILE_HINT, raw: true, entryOnly: false });
    expect(templates?.test.test("component---src-templates-service-tsx-0123abcd.js")).toBe(true);
    expect(templates?.test.test("277329625f8ed465-0123abcd.js")).toBe(false);
    expect(templates?.test.test("component---src-templates-service-tsx.0123abcd.css")).toBe(false);
  });
});
