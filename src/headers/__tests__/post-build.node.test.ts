import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { adminContentSecurityPolicy, cspHash, metaContentSecurityPolicy } from "../policy";
import { headersFor, readHeaderRules } from "../netlify-headers";
import { inlineCode, metaPolicy, notFoundPolicyProblem, scanPages, securePublicFolder } from "../post-build";

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

/** The 404 page as the build writes it: its own policy first in its head, allowing its scripts. */
const notFoundPage = (html: string, scripts = inlineCode(html).scripts) =>
  html.replace(
    "<head>",
    `<head><meta http-equiv="Content-Security-Policy" content="${metaContentSecurityPolicy({
      tagManager: false,
      scriptHashes: scripts.map(cspHash),
    })}"/>`,
  );

describe("the 404 page's own policy", () => {
  test("is read from its <meta> and allows every inline script of the page", () => {
    const html = notFoundPage(page("/404.html"));
    expect(metaPolicy(html)).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
    expect(metaPolicy(html)).not.toMatch(/frame-ancestors/);
    expect(notFoundPolicyProblem(html)).toBeUndefined();
  });

  test("is a problem when missing, or when a script of the page is not allowed", () => {
    expect(notFoundPolicyProblem(page("/404.html"))).toMatch(/no <meta> Content-Security-Policy/);
    const partial = notFoundPage(page("/404.html"), [consentDefault]);
    expect(notFoundPolicyProblem(partial)).toMatch(/does not allow 2 of its inline scripts: .*window\.pagePath/);
  });
});

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

describe("after the build", () => {
  let dir: string;
  const reporter = { panicOnBuild: jest.fn(), info: jest.fn() };

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "fjellsyn-public-"));
    await mkdir(path.join(dir, "kontakt"), { recursive: true });
    await mkdir(path.join(dir, "_gatsby", "slices"), { recursive: true });
    await writeFile(path.join(dir, "index.html"), page("/"));
    await writeFile(path.join(dir, "kontakt", "index.html"), page("/kontakt"));
    await writeFile(path.join(dir, "404.html"), notFoundPage(page("/404.html")));
    // A fragment Gatsby stitches into the pages: read through the pages, not on its own.
    await writeFile(path.join(dir, "_gatsby", "slices", "_gatsby-scripts-1.html"), "<script>fragment()</script>");
    // Page data lives in folders named after the pages, 404.html among them: no page.
    await mkdir(path.join(dir, "page-data", "404.html"), { recursive: true });
    await writeFile(path.join(dir, "page-data", "404.html", "page-data.json"), "{}");
    reporter.panicOnBuild.mockReset();
    reporter.info.mockReset();
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  test("collects the hashes of each page's own inline scripts, once each", async () => {
    const scan = await scanPages(dir);
    expect(scan.problems).toEqual([]);
    const own = (path: string) =>
      [consentDefault, `/*<![CDATA[*/window.pagePath="${path}";/*]]>*/`, compilationHash].map(cspHash).sort();
    expect(scan.pages).toEqual([
      { route: "/404.html", scriptHashes: own("/404.html") },
      { route: "/", scriptHashes: own("/") },
      { route: "/kontakt", scriptHashes: own("/kontakt") },
    ]);
  });

  test("gives a path two files answer at one policy allowing the scripts of both", async () => {
    // Gatsby writes the 404 page as 404.html and 404/index.html; the adapter moves the second onto the first.
    await mkdir(path.join(dir, "404"));
    await writeFile(path.join(dir, "404", "index.html"), page("/404"));
    await securePublicFolder({ reporter, publicDir: dir, tagManager: false });
    const rules = await readHeaderRules(path.join(dir, "_headers"));
    for (const route of ["/404", "/404.html"]) {
      const policies = rules
        .filter((rule) => rule.for === route)
        .map((rule) => Object.entries(rule.values).find(([key]) => key === "content-security-policy")?.[1] ?? "");
      expect([route, policies.length]).toEqual([route, 1]);
      for (const pagePathOf of ["/404", "/404.html"]) {
        expect(policies[0]).toContain(cspHash(`/*<![CDATA[*/window.pagePath="${pagePathOf}";/*]]>*/`));
      }
    }
  });

  test("writes the site's headers and the CSP of every page to _headers and leaves the pages as they were", async () => {
    const before = await readFile(path.join(dir, "kontakt", "index.html"), "utf8");
    await securePublicFolder({ reporter, publicDir: dir, tagManager: false });
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(await readFile(path.join(dir, "kontakt", "index.html"), "utf8")).toBe(before);
    const rules = await readHeaderRules(path.join(dir, "_headers"));
    expect(rules.map((rule) => rule.for)).toEqual([
      "/*",
      "/404",
      "/404.html",
      "/",
      "/index.html",
      "/kontakt",
      "/kontakt.html",
      "/admin",
      "/admin/index.html",
    ]);
    expect(headersFor(rules, "/finnes-ikke").get("strict-transport-security")).toMatch(/^max-age=/);
    expect(headersFor(rules, "/admin/").get("content-security-policy")).toBe(adminContentSecurityPolicy);
    const pagePathScript = (path: string) => cspHash(`/*<![CDATA[*/window.pagePath="${path}";/*]]>*/`);
    const pages = {
      "/": ["/", "/index.html"],
      "/kontakt": ["/kontakt", "/kontakt/", "/kontakt.html"],
      "/404.html": ["/404.html"],
    };
    for (const [page, routes] of Object.entries(pages)) {
      for (const route of routes) {
        const policy = headersFor(rules, route).get("content-security-policy") ?? "";
        expect(policy).toContain(`script-src 'self' `);
        expect(policy).toContain(cspHash(consentDefault));
        // Each page allows its own scripts and no other page's.
        for (const other of Object.keys(pages)) {
          expect([route, other, policy.includes(pagePathScript(other))]).toEqual([route, other, other === page]);
        }
        expect(policy).not.toContain(cspHash("fragment()"));
        expect(policy).not.toMatch(/google/);
      }
    }
  });

  test("allows Tag Manager's hosts when a container is configured", async () => {
    await securePublicFolder({ reporter, publicDir: dir, tagManager: true });
    const text = await readFile(path.join(dir, "_headers"), "utf8");
    expect(text).toMatch(/script-src 'self' [^;]*https:\/\/www\.googletagmanager\.com/);
  });

  test("fails the build when the 404 page's own policy does not allow its scripts", async () => {
    await writeFile(path.join(dir, "404.html"), page("/404.html"));
    await securePublicFolder({ reporter, publicDir: dir, tagManager: false });
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringContaining("public/404.html"));
  });

  test("fails the build, naming the file, for an inline handler", async () => {
    await writeFile(path.join(dir, "kontakt", "index.html"), page("/kontakt", '<img src="a.png" onerror="x()">'));
    await securePublicFolder({ reporter, publicDir: dir, tagManager: false });
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining('public/kontakt/index.html: <img onerror="x()">'),
    );
  });
});
