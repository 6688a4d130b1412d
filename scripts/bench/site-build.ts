// Reads a Gatsby production build (public/) the way a first visit experiences it: which routes
// are public, and which bytes a route downloads before it is interactive.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { bundlesOf } from "../../src/hydration/bundles-after-load";
import { isNoindex, scanTags, visibleText } from "./html";
import { chooseImage, mobileScreen, type ImageChoice, type Screen } from "./responsive-image";

export const defaultPublicDir = path.resolve(__dirname, "../../public");

/** True when `dir` holds a finished production build (HTML plus webpack's stats). */
export function hasBuild(dir: string = defaultPublicDir): boolean {
  return fs.existsSync(path.join(dir, "index.html")) && fs.existsSync(path.join(dir, "webpack.stats.json"));
}

/** `<loc>` entries of a sitemap or sitemap index. */
export function sitemapLocations(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => m[1] ?? "").filter(Boolean);
}

export function normaliseRoute(route: string): string {
  const clean = route.replace(/\/index\.html$/, "/").replace(/\.html$/, "");
  return clean === "/" ? "/" : clean.replace(/\/+$/, "") || "/";
}

const notPublic = (route: string) => route === "/404" || route.startsWith("/404/") || route === "/dev-404-page";

export function htmlFileFor(dir: string, route: string): string | null {
  const relative = route === "/" ? "" : route.replace(/^\//, "");
  for (const candidate of [path.join(dir, relative, "index.html"), path.join(dir, `${relative}.html`)]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

function allHtmlRoutes(dir: string): string[] {
  const routes: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (
          !["static", "page-data", "~partytown", "icons", "_gatsby", "video"].includes(entry.name) ||
          folder !== dir
        ) {
          walk(path.join(folder, entry.name));
        }
      } else if (entry.name === "index.html") {
        routes.push(normaliseRoute(`/${path.relative(dir, folder).split(path.sep).join("/")}`));
      }
    }
  };
  walk(dir);
  return routes;
}

/**
 * Every public route of the build: the sitemap's entries (or, without a sitemap, every page
 * Gatsby wrote), minus the 404 page and any page that asks not to be indexed. Sorted with the
 * home page first so tables read top-down.
 */
export function listRoutes(dir: string = defaultPublicDir): string[] {
  const index = path.join(dir, "sitemap-index.xml");
  let routes: string[];
  if (fs.existsSync(index)) {
    const sitemapFiles = sitemapLocations(fs.readFileSync(index, "utf8")).map((loc) =>
      path.join(dir, new URL(loc).pathname),
    );
    routes = sitemapFiles
      .filter((file) => fs.existsSync(file))
      .flatMap((file) => sitemapLocations(fs.readFileSync(file, "utf8")))
      .map((loc) => normaliseRoute(new URL(loc).pathname));
  } else {
    routes = allHtmlRoutes(dir);
  }
  const unique = [...new Set(routes)].filter((route) => !notPublic(route));
  return sortRoutes(
    unique.filter((route) => {
      const file = htmlFileFor(dir, route);
      return file !== null && !isNoindex(fs.readFileSync(file, "utf8"));
    }),
  );
}

export function sortRoutes(routes: string[]): string[] {
  return [...routes].sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
}

export interface FileCost {
  url: string;
  raw: number;
  /** Bytes on the wire: gzip for text, as-is for images, fonts and video. */
  gzip: number;
}

export interface LcpImage extends FileCost {
  type: string;
  screen: string;
  slotWidth: number;
}

export interface RouteFirstLoad {
  route: string;
  html: FileCost;
  /** The CSS inlined into the HTML (already counted in `html`), for information. */
  inlineCss: { raw: number; gzip: number };
  css: FileCost[];
  js: FileCost[];
  /** page-data, app-data and static-query results the Gatsby runtime fetches before hydrating. */
  data: FileCost[];
  /** Font files whose unicode-range covers the page's text, with the characters that need each. */
  fonts: Array<FileCost & { characters: string }>;
  /** The font files the page preloads (`<link rel="preload" as="font">`). */
  preloadedFonts: string[];
  lcpImage: LcpImage | null;
  totals: Record<"html" | "css" | "js" | "data" | "fonts" | "image" | "all", { raw: number; gzip: number }>;
}

const compressible = /\.(html?|js|mjs|css|json|svg|xml|txt)$/i;

export function gzipSize(buffer: Buffer): number {
  // zlib's default level: what gatsby serve (express compression) and most CDNs send.
  return zlib.gzipSync(buffer).length;
}

/** Memoised per build directory: hashed files never change content. */
const costCache = new Map<string, FileCost>();

export function fileCost(dir: string, url: string): FileCost {
  const key = `${dir}\0${url}`;
  const cached = costCache.get(key);
  if (cached) return cached;
  const file = path.join(dir, decodeURIComponent(new URL(url, "http://localhost").pathname));
  const buffer = fs.readFileSync(file);
  const cost = { url, raw: buffer.length, gzip: compressible.test(file) ? gzipSize(buffer) : buffer.length };
  costCache.set(key, cost);
  return cost;
}

const isLocal = (url: string | undefined): url is string => Boolean(url) && /^\/(?!\/)/.test(url ?? "");

interface WebpackStats {
  namedChunkGroups?: Record<string, { assets: Array<string | { name: string }> }>;
  assetsByChunkName?: Record<string, string[]>;
}

function readStats(dir: string): WebpackStats {
  return JSON.parse(fs.readFileSync(path.join(dir, "webpack.stats.json"), "utf8")) as WebpackStats;
}

function chunkGroupAssets(stats: WebpackStats, chunkName: string): string[] {
  const group = stats.namedChunkGroups?.[chunkName]?.assets ?? stats.assetsByChunkName?.[chunkName] ?? [];
  return group.map((asset) => (typeof asset === "string" ? asset : asset.name));
}

function pageDataUrl(route: string): string {
  return `/page-data/${route === "/" ? "index" : route.replace(/^\//, "")}/page-data.json`;
}

interface PageData {
  componentChunkName: string;
  staticQueryHashes?: string[];
  slicesMap?: Record<string, string>;
}

function sum(costs: FileCost[]): { raw: number; gzip: number } {
  return costs.reduce((total, cost) => ({ raw: total.raw + cost.raw, gzip: total.gzip + cost.gzip }), {
    raw: 0,
    gzip: 0,
  });
}

/** The images a browser with JavaScript fetches right away for LCP: the first high-priority (else eager) one. */
export function findLcpImage(html: string, screen: Screen): ImageChoice | null {
  const live = html.replace(/<(noscript|script|style)\b[\s\S]*?<\/\1>/gi, "");
  const pictures: Array<{ sources: Array<Record<string, string>>; img: Record<string, string> }> = [];
  const blockPattern = /<picture\b[^>]*>([\s\S]*?)<\/picture>|<img\b[^>]*>/gi;
  for (const match of live.matchAll(blockPattern)) {
    if (match[1] !== undefined) {
      const tags = scanTags(match[1], ["source", "img"]);
      const img = tags.find((tag) => tag.name === "img");
      if (img)
        pictures.push({ sources: tags.filter((tag) => tag.name === "source").map((tag) => tag.attrs), img: img.attrs });
    } else {
      const [img] = scanTags(match[0], ["img"]);
      if (img) pictures.push({ sources: [], img: img.attrs });
    }
  }
  const highPriority = pictures.find((p) => (p.img.fetchpriority ?? "").toLowerCase() === "high");
  const eager = pictures.find((p) => (p.img.loading ?? "").toLowerCase() === "eager");
  const lcp = highPriority ?? eager;
  return lcp ? chooseImage(lcp, screen) : null;
}

function parseUnicodeRange(range: string): Array<[number, number]> {
  return range.split(",").flatMap((part) => {
    const match = /u\+([0-9a-f?]+)(?:-([0-9a-f]+))?/i.exec(part.trim());
    if (!match?.[1]) return [];
    if (match[1].includes("?")) {
      return [
        [parseInt(match[1].replace(/\?/g, "0"), 16), parseInt(match[1].replace(/\?/g, "f"), 16)] as [number, number],
      ];
    }
    const start = parseInt(match[1], 16);
    return [[start, match[2] ? parseInt(match[2], 16) : start] as [number, number]];
  });
}

/** The families of the theme's body text (`--font-body`), in order and unquoted; [] without one. */
export function fontStack(css: string): string[] {
  const value = /--font-body\s*:\s*([^;}]+)/.exec(css)?.[1] ?? "";
  return value
    .split(",")
    .map((name) => name.trim().replace(/^["']|["']$/g, ""))
    .filter(Boolean);
}

/**
 * Font files (from @font-face in the page's CSS) that the page's text makes the browser fetch,
 * each with the characters that need it. The browser tries the families of the font stack in
 * order and, within a family, the face declared last first (CSS Fonts 4, composite fonts), so
 * each character costs at most one file. Families outside the stack come after it.
 */
export function fontFilesForText(css: string, text: string, stack: string[] = fontStack(css)): Map<string, string> {
  const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].flatMap((block, declared) => {
    const body = block[1] ?? "";
    const src = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/.exec(body)?.[1];
    if (!src) return [];
    const family =
      /font-family\s*:\s*([^;]+)/i
        .exec(body)?.[1]
        ?.trim()
        .replace(/^["']|["']$/g, "") ?? "";
    const inStack = stack.indexOf(family);
    const range = /unicode-range\s*:\s*([^;]+)/i.exec(body)?.[1];
    return [
      {
        src,
        order: [inStack === -1 ? stack.length : inStack, -declared] as const,
        ranges: range ? parseUnicodeRange(range) : [[0, 0x10ffff] as [number, number]],
      },
    ];
  });
  faces.sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1]);
  const files = new Map<string, string>();
  for (const char of new Set(text)) {
    const cp = char.codePointAt(0) ?? 0;
    if (cp <= 32) continue;
    const face = faces.find(({ ranges }) => ranges.some(([from, to]) => cp >= from && cp <= to));
    if (face) files.set(face.src, (files.get(face.src) ?? "") + char);
  }
  return files;
}

/** What a first visit to `route` downloads before it is interactive, from the build alone. */
export function firstLoad(
  route: string,
  dir: string = defaultPublicDir,
  screen: Screen = mobileScreen,
): RouteFirstLoad {
  const htmlFile = htmlFileFor(dir, route);
  if (!htmlFile) throw new Error(`No HTML for ${route} in ${dir}`);
  const htmlBuffer = fs.readFileSync(htmlFile);
  const html = htmlBuffer.toString("utf8");
  const tags = scanTags(html, ["script", "link", "style"]);

  const inlineCssText = tags
    .filter((tag) => tag.name === "style")
    .map((tag) => tag.text ?? "")
    .join("");
  const cssUrls = tags
    .filter(
      (tag) => tag.name === "link" && /(^|\s)stylesheet(\s|$)/i.test(tag.attrs.rel ?? "") && isLocal(tag.attrs.href),
    )
    .map((tag) => tag.attrs.href as string);
  const preloadedFonts = tags
    .filter((tag) => tag.name === "link" && tag.attrs.rel === "preload" && tag.attrs.as === "font")
    .map((tag) => tag.attrs.href ?? "");

  // Gatsby's bundles, which the post-build step lists in a JSON block loaded after the page.
  const jsUrls = new Set<string>(bundlesOf(html));
  for (const tag of tags) {
    if (tag.name === "script" && isLocal(tag.attrs.src) && tag.attrs.type !== "application/ld+json")
      jsUrls.add(tag.attrs.src);
    if (
      tag.name === "link" &&
      /preload|modulepreload/i.test(tag.attrs.rel ?? "") &&
      tag.attrs.as === "script" &&
      isLocal(tag.attrs.href)
    ) {
      jsUrls.add(tag.attrs.href);
    }
  }

  // The Gatsby runtime then fetches the page's data and its template's chunk group before hydrating.
  const dataUrls = [pageDataUrl(route), "/page-data/app-data.json"];
  const pageDataFile = path.join(dir, pageDataUrl(route));
  if (fs.existsSync(pageDataFile)) {
    const pageData = JSON.parse(fs.readFileSync(pageDataFile, "utf8")) as PageData;
    for (const hash of pageData.staticQueryHashes ?? []) dataUrls.push(`/page-data/sq/d/${hash}.json`);
    const stats = readStats(dir);
    for (const asset of chunkGroupAssets(stats, pageData.componentChunkName)) {
      if (asset.endsWith(".js")) jsUrls.add(`/${asset}`);
      if (asset.endsWith(".css")) cssUrls.push(`/${asset}`);
    }
  }

  const js = [...jsUrls].filter((url) => fs.existsSync(path.join(dir, url))).map((url) => fileCost(dir, url));
  const css = [...new Set(cssUrls)].map((url) => fileCost(dir, url));
  const data = dataUrls.filter((url) => fs.existsSync(path.join(dir, url))).map((url) => fileCost(dir, url));
  const fontCss = inlineCssText + css.map((c) => fs.readFileSync(path.join(dir, c.url), "utf8")).join("");
  const fontFiles = fontFilesForText(fontCss, visibleText(html));
  const fonts = [...fontFiles]
    .filter(([url]) => isLocal(url))
    .map(([url, characters]) => ({ ...fileCost(dir, url), characters }));

  const choice = findLcpImage(html, screen);
  const lcpImage: LcpImage | null =
    choice && isLocal(choice.url)
      ? { ...fileCost(dir, choice.url), type: choice.type, screen: screen.name, slotWidth: Math.round(choice.slot) }
      : null;

  const htmlCost: FileCost = { url: route, raw: htmlBuffer.length, gzip: gzipSize(htmlBuffer) };
  const inlineCssBuffer = Buffer.from(inlineCssText);
  const image = lcpImage ? { raw: lcpImage.raw, gzip: lcpImage.gzip } : { raw: 0, gzip: 0 };
  const parts = { html: sum([htmlCost]), css: sum(css), js: sum(js), data: sum(data), fonts: sum(fonts), image };
  const all = Object.values(parts).reduce((t, p) => ({ raw: t.raw + p.raw, gzip: t.gzip + p.gzip }), {
    raw: 0,
    gzip: 0,
  });
  return {
    route,
    html: htmlCost,
    inlineCss: { raw: inlineCssBuffer.length, gzip: gzipSize(inlineCssBuffer) },
    css,
    js,
    data,
    fonts,
    preloadedFonts,
    lcpImage,
    totals: { ...parts, all },
  };
}

export interface VideoFile {
  url: string;
  bytes: number;
}

export function listVideos(dir: string = defaultPublicDir): VideoFile[] {
  const folder = path.join(dir, "video");
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => /\.(mp4|webm|mov|m4v|ogv)$/i.test(name))
    .sort()
    .map((name) => ({ url: `/video/${name}`, bytes: fs.statSync(path.join(folder, name)).size }));
}
