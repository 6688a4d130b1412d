import { runInNewContext } from "node:vm";
import { CONSENT_DEFAULT_SNIPPET } from "../../consent/consent-mode";
import {
  PAGE_GLOBALS_BOOTSTRAP,
  allowedInlineScripts,
  executableInlineScripts,
  gatsbyPluginImageScripts,
  inlineHandlers,
  pageGlobalsMarkup,
  parsePageGlobals,
  rewritePageGlobals,
  scriptElements,
  takeChunkMapping,
} from "../inline-scripts";

// The tail of a page exactly as Gatsby 5 writes it (script loader, then the stitched
// `_gatsby-scripts` slice with the chunk mapping and the compilation hash).
const chunkMap = JSON.stringify({ app: ["/app-1.js"], "component---src-pages-index-tsx": ["/component-2.js"] });
const gatsbyTail =
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/tjenester/dronefoto";/*]]>*/</script>` +
  `\n          <script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping=${JSON.stringify(chunkMap)};\n          </script>\n        ` +
  `<script>window.___webpackCompilationHash="683c72b83fbb41ab3dbd";</script>` +
  `<script src="/webpack-runtime-1.js" async></script><script src="/app-1.js" async></script>`;
const page = `<!DOCTYPE html><html><head><script type="application/ld+json">{"@type":"Organization"}</script></head><body><div id="___gatsby"></div>${gatsbyTail}</body></html>`;

/** Runs a page's executable inline scripts in order, the way a browser would, and returns window. */
function runScripts(html: string): Record<string, unknown> {
  const window: Record<string, unknown> = {};
  const elements = scriptElements(html);
  elements.forEach((script, index) => {
    if (!executableInlineScripts(script.outer).length) return;
    const previous = elements[index - 1];
    const currentScript = {
      previousElementSibling:
        previous && html.includes(previous.outer + script.outer)
          ? { id: previous.attributes.get("id"), textContent: previous.text }
          : null,
    };
    runInNewContext(script.text, { window, document: { currentScript }, JSON });
  });
  return window;
}

describe("Gatsby's page globals", () => {
  test("are read from the script loader, the chunk mapping and the compilation hash", () => {
    expect(parsePageGlobals('/*<![CDATA[*/window.pagePath="/a";/*]]>*/')).toEqual({ pagePath: "/a" });
    expect(parsePageGlobals(`\n  window.___chunkMapping=${JSON.stringify(chunkMap)};\n`)).toEqual({
      ___chunkMapping: chunkMap,
    });
    expect(parsePageGlobals('window.___webpackCompilationHash="abc";')).toEqual({ ___webpackCompilationHash: "abc" });
  });

  test("are never taken from any other script", () => {
    expect(parsePageGlobals('window.evil="x";')).toBeNull();
    expect(parsePageGlobals('window.pagePath="/a";alert(1);')).toBeNull();
    expect(parsePageGlobals(CONSENT_DEFAULT_SNIPPET)).toBeNull();
  });

  test("move into a data block read by one constant script, with the same values on window", () => {
    const rewritten = rewritePageGlobals(page);
    expect(executableInlineScripts(rewritten)).toEqual([PAGE_GLOBALS_BOOTSTRAP]);
    expect(runScripts(rewritten)).toEqual(runScripts(page));
    expect(runScripts(rewritten)).toEqual({
      pagePath: "/tjenester/dronefoto",
      ___chunkMapping: chunkMap,
      ___webpackCompilationHash: "683c72b83fbb41ab3dbd",
    });
  });

  test("stay before Gatsby's bundles, which keep their order", () => {
    const rewritten = rewritePageGlobals(page);
    expect(rewritten.indexOf(PAGE_GLOBALS_BOOTSTRAP)).toBeLessThan(rewritten.indexOf('src="/webpack-runtime-1.js"'));
    expect(rewritten.indexOf('src="/webpack-runtime-1.js"')).toBeLessThan(rewritten.indexOf('src="/app-1.js"'));
  });

  test("are rewritten once: a rewritten page comes back unchanged", () => {
    const once = rewritePageGlobals(page);
    expect(rewritePageGlobals(once)).toBe(once);
  });

  test("give up the chunk mapping to a script of its own, which assigns the same value", () => {
    const { html, script } = takeChunkMapping(rewritePageGlobals(page));
    expect(html).not.toContain(`"___chunkMapping":`);
    expect(script).not.toBeNull();
    const window: Record<string, unknown> = {};
    runInNewContext(script ?? "", { window });
    expect({ ...runScripts(html), ...window }).toEqual(runScripts(page));
    expect(takeChunkMapping(html)).toEqual({ html, script: null });
  });

  test("give up the current chunk mapping when an incremental build left two blocks", () => {
    const older = pageGlobalsMarkup({ pagePath: "/a", ___chunkMapping: '{"app":["/app-0.js"]}' });
    const newer = pageGlobalsMarkup({ ___chunkMapping: chunkMap, ___webpackCompilationHash: "b" });
    const { html, script } = takeChunkMapping(`<body>${older}<p>x</p>${newer}</body>`);
    expect(html).not.toContain(`"___chunkMapping":`);
    expect(script).toBe(`window.___chunkMapping=${JSON.stringify(chunkMap)};`);
    expect(runScripts(html)).toEqual({ pagePath: "/a", ___webpackCompilationHash: "b" });
  });

  test("cannot close their data block, whatever a value contains", () => {
    const value = "/x</script><script>alert(1)</script><!--";
    const markup = pageGlobalsMarkup({ pagePath: value });
    expect(executableInlineScripts(markup)).toEqual([PAGE_GLOBALS_BOOTSTRAP]);
    expect(runScripts(markup).pagePath).toBe(value);
  });
});

describe("inline code a browser would run", () => {
  test("counts classic and module scripts, not JSON-LD, JSON data or external scripts", () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script type="application/ld+json">{}</script>' +
      '<script type="application/json">{}</script><script src="/c.js"></script><script type="text/javascript">d()</script>';
    expect(executableInlineScripts(html)).toEqual(["a()", "b()", "d()"]);
  });

  test("finds event-handler attributes and javascript: links, but not text that merely mentions them", () => {
    const html = '<p title="onclick=1">onclick="x"</p><img src="a.png" onerror="x()"><a href="javascript:void 0">a</a>';
    expect(inlineHandlers(html)).toEqual(['<img onerror="x()">', '<a href="javascript:void 0">']);
  });
});

describe("the inline scripts a page may contain", () => {
  test("include gatsby-plugin-image's head script, rendered from the installed plugin, not its per-image one", () => {
    const { head, perImage } = gatsbyPluginImageScripts();
    expect(head).toHaveLength(1);
    expect(head[0]).toContain('document.body.addEventListener("load"');
    expect(perImage).toHaveLength(1);
    expect(perImage[0]).toContain('document.querySelectorAll("img[data-main-image]")');
    const allowed = allowedInlineScripts({ tagManager: false });
    expect(allowed).toEqual(expect.arrayContaining(head));
    // Every page's per-image scripts are replaced after the build; one left behind fails it.
    expect(allowed).not.toContain(perImage[0]);
  });

  test("include the Consent Mode default only with a Tag Manager container", () => {
    expect(allowedInlineScripts({ tagManager: true })).toContain(CONSENT_DEFAULT_SNIPPET);
    expect(allowedInlineScripts({ tagManager: false })).not.toContain(CONSENT_DEFAULT_SNIPPET);
    expect(allowedInlineScripts({ tagManager: false })).toContain(PAGE_GLOBALS_BOOTSTRAP);
  });
});
