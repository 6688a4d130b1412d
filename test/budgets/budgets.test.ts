// The performance budgets of issue 5, checked on the production build in public/ (or
// BUDGET_PUBLIC_DIR): file sizes only, so the verdict is the same on every machine.
// `npm test` runs it right after its build; on its own: `npm run build && npm run test:budgets`.
import fs from "node:fs";
import path from "node:path";
import { budgets } from "../../scripts/bench/budgets";
import { scanTags } from "../../scripts/bench/html";
import { CASCADE_LAYERS } from "../../src/theme/cascade-layers";
import { COMPILE_HINT } from "../../src/build/compile-hints";
import { defaultPublicDir, hasBuild, htmlFileFor, type FileCost } from "../../scripts/bench/site-build";
import { sizeReport } from "../../scripts/bench/size-report";

const dir = process.env.BUDGET_PUBLIC_DIR ? path.resolve(process.env.BUDGET_PUBLIC_DIR) : defaultPublicDir;

/** Fails with the numbers and the files behind them, so the message says what to cut. */
function expectWithin(what: string, actual: number, limit: number, files: FileCost[] = []): void {
  if (actual <= limit) return;
  const list = files
    .slice()
    .sort((a, b) => b.gzip - a.gzip)
    .map((f) => `  ${f.url}: ${f.gzip} bytes gzip (${f.raw} raw)`)
    .join("\n");
  throw new Error(
    `${what} is ${actual} bytes, over its budget of ${limit} bytes by ${actual - limit}${list ? `\n${list}` : ""}`,
  );
}

if (!hasBuild(dir)) {
  test.skip(`performance budgets: skipped, ${dir} has no production build (run \`npm run build\`, then \`npm run test:budgets\`)`, () => {});
} else {
  const report = sizeReport(dir);
  const pageHtml = (route: string) => {
    const file = htmlFileFor(dir, route);
    return file ? fs.readFileSync(file, "utf8") : "";
  };
  const styleTexts = (html: string) => scanTags(html, ["style"]).map((tag) => tag.text ?? "");

  describe(`performance budgets of the build in ${path.relative(process.cwd(), dir) || "."}`, () => {
    test("the build has public routes, the home page first", () => {
      expect(report.routes.length).toBeGreaterThan(1);
      expect(report.routes[0]?.route).toBe("/");
    });

    describe.each(report.routes.map((r) => [r.route, r] as const))("%s", (_route, r) => {
      test(`loads at most ${budgets.firstLoadJsGzip / 1000} KB of JavaScript (gzip) before it is interactive`, () => {
        expectWithin(`first-load JavaScript of ${r.route}`, r.totals.js.gzip, budgets.firstLoadJsGzip, r.js);
      });

      // Their functions compile with the scripts, off the main thread (src/build/compile-hints.ts).
      test("asks for its bundles' and its template's functions to be compiled up front", () => {
        const hinted = r.js.filter((file) =>
          /^\/(app|framework|webpack-runtime|component---)[^/]*\.js$/.test(file.url),
        );
        expect(hinted.map((file) => file.url)).toEqual(
          expect.arrayContaining([expect.stringMatching(/^\/app-/), expect.stringMatching(/^\/component---/)]),
        );
        const withoutHint = hinted.filter(
          (file) => !fs.readFileSync(path.join(dir, file.url), "utf8").startsWith(`${COMPILE_HINT}\n`),
        );
        expect(withoutHint.map((file) => file.url)).toEqual([]);
      });

      // Precedence of the CSS modules rests on the layer order coming first (src/theme/cascade-layers.tsx).
      test("declares the cascade layer order before any of its styles", () => {
        expect(styleTexts(pageHtml(r.route))[0]).toBe(CASCADE_LAYERS);
      });

      // A page inlines its app's and its template's styles; what a lazily loaded chunk brings
      // would arrive after the markup that needs it (src/components/forms/form-styles.ts).
      test("inlines the styles of every class its markup uses", () => {
        const html = pageHtml(r.route);
        const css = styleTexts(html).join("");
        const used = new Set(
          [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => (match[1] ?? "").split(/\s+/)),
        );
        // The production names of CSS-module classes (src/build/css-class-names.ts).
        const moduleClasses = [...used].filter((name) => /^_[A-Za-z][A-Za-z0-9]*$/.test(name));
        expect(moduleClasses.length).toBeGreaterThan(0);
        expect(moduleClasses.filter((name) => !new RegExp(`\\.${name}(?![\\w-])`).test(css))).toEqual([]);
      });

      // A character outside the preloaded Norwegian cut makes the browser fetch a 48 or 85 KB
      // file after the first paint (src/theme/fonts.css): worth knowing before it ships.
      test(`needs only the preloaded font file for its text, at most ${budgets.fonts / 1000} KB`, () => {
        expect(r.preloadedFonts).toHaveLength(1);
        const others = r.fonts.filter((font) => font.url !== r.preloadedFonts[0]);
        expect(others.map((font) => `${font.url} for ${JSON.stringify(font.characters)}`)).toEqual([]);
        expectWithin(`fonts of ${r.route}`, r.totals.fonts.raw, budgets.fonts, r.fonts);
      });

      test(`sends at most ${budgets.htmlGzip / 1000} KB of HTML with its inlined CSS (gzip)`, () => {
        expectWithin(
          `HTML of ${r.route} (inlined CSS ${r.inlineCss.gzip} bytes gzip of it)`,
          r.html.gzip,
          budgets.htmlGzip,
        );
      });
    });

    test(`the home hero poster is at most ${budgets.homeHeroPoster / 1000} KB on a phone and on a desktop`, () => {
      const home = report.routes.find((r) => r.route === "/");
      const phone = home?.lcpImage;
      const desktop = report.homePosterDesktop;
      expect(phone).toBeTruthy();
      expect(desktop).toBeTruthy();
      expectWithin(`home hero poster on a phone (${phone?.url})`, phone?.raw ?? Infinity, budgets.homeHeroPoster);
      expectWithin(`home hero poster on a desktop (${desktop?.url})`, desktop?.raw ?? Infinity, budgets.homeHeroPoster);
      // A modern format, or the budget is met by luck.
      expect(phone?.type).toMatch(/image\/(avif|webp)/);
    });

    const videos = report.videos.length > 0 ? report.videos : [{ url: "(none)", bytes: -1 }];
    test.each(videos.map((v) => [v.url, v] as const))(
      `video %s is a real file of at most ${budgets.video / 1e6} MB`,
      (_url, video) => {
        expect(video.bytes).toBeGreaterThan(0);
        expectWithin(`video ${video.url}`, video.bytes, budgets.video);
      },
    );
  });
}
