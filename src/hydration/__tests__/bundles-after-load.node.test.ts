import { BUNDLE_LOADER, BUNDLES_ID, bundlesOf, loadBundlesAfterLoad } from "../bundles-after-load";

const page = (body: string) => `<html><head></head><body><div id="___gatsby"></div>${body}</body></html>`;
const bundles =
  '<script src="/webpack-runtime-1.js" async=""></script><script src="/framework-2.js" async></script>' +
  '<script src="/app-3.js" async></script>';

describe("loading Gatsby's bundles after the page", () => {
  it("replaces the bundle tags by a JSON list and the one constant loader, where the first stood", () => {
    const html = loadBundlesAfterLoad(page(`<script id="globals">x()</script>${bundles}<p>end</p>`));
    expect(html).toBe(
      page(
        `<script id="globals">x()</script>` +
          `<script type="application/json" id="${BUNDLES_ID}">["/webpack-runtime-1.js","/framework-2.js","/app-3.js"]</script>` +
          `<script>${BUNDLE_LOADER}</script><p>end</p>`,
      ),
    );
    expect(bundlesOf(html)).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
  });

  it("lists what must run first (the chunk mapping) ahead of the bundles", () => {
    const html = loadBundlesAfterLoad(page(bundles), ["/chunk-mapping-1.js"]);
    expect(bundlesOf(html)).toEqual(["/chunk-mapping-1.js", "/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
  });

  it("adds what must run first to the list of a page rewritten by an earlier build, once", () => {
    const earlier = loadBundlesAfterLoad(page(bundles));
    const now = loadBundlesAfterLoad(earlier, ["/chunk-mapping-1.js"]);
    expect(bundlesOf(now)).toEqual(["/chunk-mapping-1.js", "/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
    expect(loadBundlesAfterLoad(now, ["/chunk-mapping-1.js"])).toBe(now);
  });

  it("is idempotent and leaves pages without bundles, other scripts and foreign hosts alone", () => {
    const once = loadBundlesAfterLoad(page(bundles));
    expect(loadBundlesAfterLoad(once)).toBe(once);
    const other = page(
      '<script src="https://cdn.example/x.js" async></script><script src="/module.js" type="module"></script>' +
        '<script type="application/ld+json">{}</script>',
    );
    expect(loadBundlesAfterLoad(other)).toBe(other);
    expect(bundlesOf(other)).toEqual([]);
  });

  it("gives a page rewritten by an earlier build the current loader", () => {
    const old = page(
      `<script type="application/json" id="${BUNDLES_ID}">["/app-3.js"]</script><script>oldLoader()</script><p>end</p>`,
    );
    expect(loadBundlesAfterLoad(old)).toBe(
      page(
        `<script type="application/json" id="${BUNDLES_ID}">["/app-3.js"]</script><script>${BUNDLE_LOADER}</script><p>end</p>`,
      ),
    );
  });
});
