import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { addNotFoundPolicy, isNotFoundPage } from "../not-found-policy";
import { cspHash, metaContentSecurityPolicy } from "../policy";
import { metaPolicy } from "../post-build";
import { readSliceScripts } from "../slice-scripts";

const script = (key: string, text: string, props: object = {}) =>
  React.createElement("script", { key, dangerouslySetInnerHTML: { __html: text }, ...props });
// Stands in for Gatsby's slice placeholder: an element with a sliceId, stitched in after rendering.
const SlicePlaceholder = (_: { sliceId: string }) => null;

let publicDir: string;
beforeAll(async () => {
  publicDir = await mkdtemp(path.join(tmpdir(), "fjellsyn-404-policy-"));
  await mkdir(path.join(publicDir, "_gatsby", "slices"), { recursive: true });
  await writeFile(
    path.join(publicDir, "_gatsby", "slices", "_gatsby-scripts-1.html"),
    '\n  <script\n id="gatsby-chunk-mapping"\n>\n  window.___chunkMapping="{}";\n</script><script>window.___webpackCompilationHash="abc";</script><script src="/app.js" async></script>',
  );
});
afterAll(() => rm(publicDir, { recursive: true, force: true }));

/** One onPreRenderHTML call as Gatsby makes it, and the head it leaves. */
function render(pathname: string, nodeEnv = "production") {
  let head: React.ReactNode[] = [
    React.createElement("meta", { key: "generator", name: "generator", content: "Gatsby" }),
    script("consent", "window.dataLayer=[];"),
    script("image", "const e=1;", { type: "module" }),
    script("ld", '{"@type":"Organization"}', { type: "application/ld+json" }),
  ];
  const postBody: React.ReactNode[] = [
    script("script-loader", `/*<![CDATA[*/window.pagePath="${pathname}";/*]]>*/`, { id: "gatsby-script-loader" }),
    React.createElement(SlicePlaceholder, { key: "slice", sliceId: "_gatsby-scripts" }),
  ];
  addNotFoundPolicy(
    {
      pathname,
      getHeadComponents: () => head,
      replaceHeadComponents: (components) => {
        head = components;
      },
      getPreBodyComponents: () => [],
      getPostBodyComponents: () => postBody,
    },
    // As the build hands them to the renderer: read from the slice files before any page renders.
    { sliceScripts: readSliceScripts(publicDir), tagManager: false, nodeEnv },
  );
  return renderToStaticMarkup(React.createElement("head", null, head));
}

test("the 404 page is /404, /404/ and /404.html, nothing else", () => {
  expect(["/404", "/404/", "/404.html"].filter(isNotFoundPage)).toHaveLength(3);
  expect(["/", "/4040", "/404-side", "/tjenester/404"].filter(isNotFoundPage)).toEqual([]);
});

test("the 404 page's head starts with its policy, allowing exactly its inline scripts and Gatsby's stitched ones", () => {
  const html = render("/404.html");
  expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf("<script"));
  expect(html.startsWith('<head><meta http-equiv="Content-Security-Policy"')).toBe(true);
  const scripts = [
    "window.dataLayer=[];",
    "const e=1;",
    '/*<![CDATA[*/window.pagePath="/404.html";/*]]>*/',
    '\n  window.___chunkMapping="{}";\n',
    'window.___webpackCompilationHash="abc";',
  ];
  expect(metaPolicy(html)).toBe(metaContentSecurityPolicy({ tagManager: false, scriptHashes: scripts.map(cspHash) }));
  expect(metaPolicy(html)).not.toContain(cspHash('{"@type":"Organization"}'));
  expect(metaPolicy(html)).not.toMatch(/frame-ancestors/);
});

test("other pages, and the development server, get no policy in the page", () => {
  expect(metaPolicy(render("/kontakt"))).toBeUndefined();
  expect(metaPolicy(render("/404.html", "development"))).toBeUndefined();
});
