import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { readFile } from "node:fs/promises";
import { cspHash, metaContentSecurityPolicy } from "../policy";
import { inlineCode, metaPolicy, securePublicFolder } from "../post-build";

// The inline scripts of a page as Gatsby 5 and its plugins write them.
const pagePath = '/*<![CDATA[*/window.pagePath="/kontakt";/*]]>*/';
const compilationHash = 'window.___webpackCompilationHash="683c72b83fbb41ab3dbd";';
const consentDefault = 'window.dataLayer=window.dataLayer||[];gtag("consent","default",{});';
const page = (path: string, extra = "") =>
  `<!DOCTYPE html><html><head><script>${consentDefault}</script>` +
  `<script type="application/ld+json">{"@type":"Organization"}</script>` +
  `<script type="application/json" id="data">{"a":1}</script></head>` +
  `<body><div id="___gatsby"><a href="/kontakt">Kontakt</a>${extra}</div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${path}";/*]]>*/</script>` +
  `<script>${compilationHash}</script>` +
  `<script src="/app-0123456789abcdef0123.js" async></script></body></html>`;

describe("the inline code of a page", () => {
  test("is every script the browser runs from the page's own text, exactly as written", () => {
    const { scripts, handlers } = inlineCode(page("/kontakt"));
    expect(scripts).toEqual([consentDefault, pagePath, compilationHash]);
    expect(handlers).toEqual([]);
  });

  test("counts module scripts and JavaScript MIME types, not data blocks or scripts with a src", () => {
    const html =
      '<script type="module">m()</script><script type="TEXT/JavaScript ">t()</script>' +
      '<script type="text/plain">p()</script><script src="/x.js">ignored()</script>';
    expect(inlineCode(html).scripts).toEqual(["m()", "t()"]);
  });

  test("names event-handler attributes and javascript: URLs, which no hash can allow", () => {
    const html =
      `<img src="a.png" onerror="x()"><a href=" JavaScript:alert(1)">a</a>` +
      `<svg><g onload='y()'></g></svg><button type="button" data-onclick="fine">b</button>`;
    expect(inlineCode(html).handlers).toEqual([
      '<img onerror="x()">',
      '<a href=" JavaScript:alert(1)">',
      `<g onload="y()">`,
    ]);
  });

  test("does not take a script's own text for markup", () => {
    expect(inlineCode('<script>document.write("<a onclick=x()>")</script>').handlers).toEqual([]);
  });
});

// What the headers the build writes look like is tested on the build itself (test/built/headers.test.ts).
describe("after the build", () => {
  let dir: string;
  const reporter = { panicOnBuild: jest.fn(), info: jest.fn() };

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "fjellsyn-public-"));
    await mkdir(path.join(dir, "kontakt"), { recursive: true });
    await writeFile(path.join(dir, "kontakt", "index.html"), page("/kontakt"));
    await writeFile(path.join(dir, "404.html"), page("/404.html"));
    reporter.panicOnBuild.mockReset();
    reporter.info.mockReset();
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  test("gives the 404 page its own policy ahead of its scripts, allowing exactly them, once however often it runs", async () => {
    const file = path.join(dir, "404.html");
    await securePublicFolder({ reporter, publicDir: dir, tagManager: false });
    await securePublicFolder({ reporter, publicDir: dir, tagManager: true });
    const html = await readFile(file, "utf8");
    const scripts = inlineCode(html).scripts;
    expect(metaPolicy(html)).toBe(metaContentSecurityPolicy({ tagManager: true, scriptHashes: scripts.map(cspHash) }));
    expect(html.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(html.indexOf("Content-Security-Policy")).toBeLessThan(html.indexOf("<script"));
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  });

  test("fails the build, naming the file, for an inline handler", async () => {
    await writeFile(path.join(dir, "kontakt", "index.html"), page("/kontakt", '<img src="a.png" onerror="x()">'));
    await securePublicFolder({ reporter, publicDir: dir, tagManager: false });
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining('public/kontakt/index.html: <img onerror="x()">'),
    );
  });
});
