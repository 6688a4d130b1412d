import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { BUNDLE_LOADER, bundlesOf } from "../../hydration/bundles-after-load";
import { PAGE_GLOBALS_BOOTSTRAP } from "../inline-scripts";
import { formatHeaders, parseHeaders } from "../netlify-headers";
import { cspHash } from "../policy";
import { checkPages, directiveSources, rewritePages, routeOf } from "../post-build";

// Gatsby's routes manifest only exists inside a build; these tests give the files and rules directly.
jest.mock("gatsby/dist/utils/adapter/manager", () => ({ getRoutesManifest: () => ({ routes: [], headers: [] }) }));

const loader = '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/kontakt";/*]]>*/</script>';
const hash = '<script>window.___webpackCompilationHash="abc";</script><script src="/app-1.js" async></script>';
const policy = (scripts: string[]) => `default-src 'none'; script-src 'self' ${scripts.map(cspHash).join(" ")}`;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "fjellsyn-public-"));
  await mkdir(path.join(dir, "kontakt"), { recursive: true });
  await mkdir(path.join(dir, "_gatsby", "slices"), { recursive: true });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

test("maps a file in public/ to the route it is served at", () => {
  expect(routeOf("index.html")).toBe("/");
  expect(routeOf(path.join("kontakt", "index.html"))).toBe("/kontakt");
  expect(routeOf("404.html")).toBe("/404.html");
});

test("reads one directive's sources from a policy", () => {
  expect(directiveSources("default-src 'none'; script-src 'self' 'sha256-x='", "script-src")).toEqual(
    new Set(["'self'", "'sha256-x='"]),
  );
  expect(directiveSources("default-src 'none'", "script-src")).toEqual(new Set());
});

test("rewrites pages but leaves Gatsby's slice fragments alone", async () => {
  const page = path.join(dir, "kontakt", "index.html");
  const slice = path.join(dir, "_gatsby", "slices", "_gatsby-scripts-1.html");
  await writeFile(page, `<html><body>${loader}${hash}</body></html>`);
  await writeFile(slice, hash);
  expect(await rewritePages(dir)).toEqual([page]);
  expect(await readFile(page, "utf8")).toContain(PAGE_GLOBALS_BOOTSTRAP);
  expect(await readFile(page, "utf8")).toContain(BUNDLE_LOADER);
  expect(await readFile(page, "utf8")).not.toContain('<script src="/app-1.js" async>');
  expect(await readFile(slice, "utf8")).toBe(hash);
});

test("moves the chunk mapping into one script file that the bundle list runs first", async () => {
  const mapping = '<script>window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"]}";</script>';
  await writeFile(path.join(dir, "kontakt", "index.html"), `<html><body>${loader}${mapping}${hash}</body></html>`);
  await writeFile(path.join(dir, "index.html"), `<html><body>${loader}${mapping}${hash}</body></html>`);
  await rewritePages(dir);
  const html = await readFile(path.join(dir, "kontakt", "index.html"), "utf8");
  expect(html).not.toContain(`"___chunkMapping":`);
  const [first, ...rest] = bundlesOf(html);
  expect(first).toMatch(/^\/chunk-mapping-[0-9a-f]{20}\.js$/);
  expect(rest).toEqual(["/app-1.js"]);
  expect(bundlesOf(await readFile(path.join(dir, "index.html"), "utf8"))[0]).toBe(first);
  expect(await readFile(path.join(dir, first ?? ""), "utf8")).toBe(
    'window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"]}";',
  );
});

test("passes a page whose every inline script is in the script-src its path is served with", async () => {
  const page = path.join(dir, "kontakt", "index.html");
  await writeFile(page, `<html><body>${loader}${hash}</body></html>`);
  const files = await rewritePages(dir);
  const rules = parseHeaders(
    formatHeaders([
      {
        path: "/kontakt",
        headers: [{ key: "content-security-policy", value: policy([PAGE_GLOBALS_BOOTSTRAP, BUNDLE_LOADER]) }],
      },
    ]),
  );
  expect(await checkPages(dir, files, rules)).toEqual([]);
});

test("names the page and the script that the policy would block, and pages without a policy", async () => {
  await writeFile(path.join(dir, "kontakt", "index.html"), "<script>evil()</script><a onclick='x()'>x</a>");
  await writeFile(path.join(dir, "index.html"), "<p>hei</p>");
  const files = await rewritePages(dir);
  const rules = parseHeaders(
    formatHeaders([{ path: "/kontakt", headers: [{ key: "content-security-policy", value: policy([]) }] }]),
  );
  const problems = await checkPages(dir, files, rules);
  expect(problems).toEqual(
    expect.arrayContaining([
      { file: path.join("kontakt", "index.html"), detail: `inline script ${cspHash("evil()")}: evil()` },
      { file: path.join("kontakt", "index.html"), detail: `inline handler <a onclick="x()">` },
      { file: "index.html", detail: "no Content-Security-Policy for / in _headers" },
    ]),
  );
});
