// The benchmark's floor: the page a visitor would get if none of its scripts ran, and nothing else
// of it changed.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { withoutScripts, writeFloor } from "../../scripts/floor";

const head = [
  '<link rel="preload" href="/fonts/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '<link rel="stylesheet" href="/styles.css"/>',
  '<link as="script" rel="preload" href="/webpack-runtime-1.js"/>',
  "<link rel=preload as=script href=/app-2.js>",
  '<link rel="modulepreload" href="/module.js"/>',
  '<link rel="prefetch" as="script" href="/later.js"/>',
  '<link rel="preload" as="image" href="/hero.avif" fetchpriority="high"/>',
  "<script>window.dataLayer=[];</script>",
  "<style>.hero{opacity:1}</style>",
].join("");
const body =
  '<main><h1>Tittel</h1><img src="/hero.avif" alt="Fjell"/><noscript><img src="/hero.jpg" alt="Fjell"/></noscript></main>' +
  '<script id="gatsby-chunk-mapping">\n/*<![CDATA[*/window.___chunkMapping={"app":["/app-2.js"]};/*]]>*/\n</script>' +
  '<script src="/app-2.js" async=""></script><SCRIPT type="module">import("/x.js")</SCRIPT >';
const page = `<!DOCTYPE html><html lang="nb"><head>${head}</head><body>${body}</body></html>`;

describe("the floor of a page", () => {
  const floor = withoutScripts(page);

  it("has no script element and no script preload left", () => {
    expect(floor).not.toMatch(/<script/i);
    expect(floor).not.toMatch(/\.js/);
  });

  it("keeps the styles, the font and image preloads, the text and the images as they were", () => {
    expect(floor).toBe(
      '<!DOCTYPE html><html lang="nb"><head>' +
        '<link rel="preload" href="/fonts/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
        '<link rel="stylesheet" href="/styles.css"/>' +
        '<link rel="preload" as="image" href="/hero.avif" fetchpriority="high"/>' +
        "<style>.hero{opacity:1}</style></head><body>" +
        '<main><h1>Tittel</h1><img src="/hero.avif" alt="Fjell"/><noscript><img src="/hero.jpg" alt="Fjell"/></noscript></main>' +
        "</body></html>",
    );
  });

  it("is written beside the build, which stays as it was", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "floor-test-"));
    const build = path.join(dir, "public");
    fs.mkdirSync(path.join(build, "kontakt"), { recursive: true });
    fs.writeFileSync(path.join(build, "kontakt", "index.html"), page);
    fs.writeFileSync(path.join(build, "app-2.js"), "console.log(1)");
    try {
      const served = writeFloor(build, path.join(dir, "floor"));
      expect(fs.readFileSync(path.join(served, "public", "kontakt", "index.html"), "utf8")).toBe(floor);
      expect(fs.readFileSync(path.join(served, "public", "app-2.js"), "utf8")).toBe("console.log(1)");
      expect(fs.readFileSync(path.join(build, "kontakt", "index.html"), "utf8")).toBe(page);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
