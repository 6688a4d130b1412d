// Which file of a responsive <picture>/<img> Chromium downloads on a given screen: the first
// <source> whose type it decodes and whose media matches, then the srcset candidate chosen by
// Blink's rule (HTMLSrcsetParser: the smallest candidate whose density covers the device pixel
// ratio, or the one below it when the ratio sits under the geometric mean of the two).

export interface Screen {
  name: string;
  /** CSS pixels. */
  width: number;
  height: number;
  deviceScaleFactor: number;
}

/** Lighthouse's mobile preset (Moto G Power) and its desktop preset. */
export const mobileScreen: Screen = { name: "mobile", width: 412, height: 823, deviceScaleFactor: 1.75 };
export const desktopScreen: Screen = { name: "desktop", width: 1350, height: 940, deviceScaleFactor: 1 };

/** Image types Chromium decodes, in no particular order. */
const chromiumImageTypes = new Set([
  "image/avif",
  "image/webp",
  "image/jpeg",
  "image/png",
  "image/gif",
  "image/svg+xml",
]);

export interface Candidate {
  url: string;
  /** Width descriptor in image pixels, when the srcset uses `w`. */
  width?: number;
  /** Density descriptor, when the srcset uses `x` (or none). */
  density?: number;
}

export function parseSrcset(srcset: string): Candidate[] {
  return srcset
    .split(/,(?=\s*\S)/)
    .map((entry) => entry.trim().split(/\s+/))
    .filter((parts): parts is [string, ...string[]] => Boolean(parts[0]))
    .map(([url, descriptor]) => {
      if (descriptor?.endsWith("w")) return { url, width: Number(descriptor.slice(0, -1)) };
      if (descriptor?.endsWith("x")) return { url, density: Number(descriptor.slice(0, -1)) };
      return { url, density: 1 };
    });
}

function lengthToPx(value: string, screen: Screen): number | null {
  const match = /^(\d+(?:\.\d+)?)(px|vw|vh|rem|em)$/.exec(value.trim());
  if (!match) return null;
  const amount = Number(match[1]);
  switch (match[2]) {
    case "px":
      return amount;
    case "vw":
      return (amount * screen.width) / 100;
    case "vh":
      return (amount * screen.height) / 100;
    default:
      return amount * 16;
  }
}

function mediaMatches(condition: string, screen: Screen): boolean {
  const parts = condition.split(/\s+and\s+/i);
  return parts.every((part) => {
    const orientation = /\(\s*orientation\s*:\s*(portrait|landscape)\s*\)/i.exec(part);
    if (orientation) return screen.height >= screen.width === (orientation[1]?.toLowerCase() === "portrait");
    const feature = /\(\s*(min|max)-width\s*:\s*([^)]+)\)/i.exec(part);
    if (!feature) return !/\(/.test(part);
    const limit = lengthToPx(feature[2] ?? "", screen);
    if (limit === null) return false;
    return feature[1]?.toLowerCase() === "min" ? screen.width >= limit : screen.width <= limit;
  });
}

/** The slot width in CSS pixels that a `sizes` attribute gives on this screen (100vw without one). */
export function slotWidth(sizes: string | undefined, screen: Screen): number {
  if (!sizes) return screen.width;
  for (const entry of sizes.split(",")) {
    const trimmed = entry.trim();
    const match = /^(\(.*\))\s+(\S+)$/.exec(trimmed);
    if (match) {
      if (mediaMatches(match[1] ?? "", screen)) return lengthToPx(match[2] ?? "", screen) ?? screen.width;
      continue;
    }
    return lengthToPx(trimmed, screen) ?? screen.width;
  }
  return screen.width;
}

/** Blink's pick among srcset candidates for a device pixel ratio. */
export function pickCandidate(candidates: Candidate[], slot: number, deviceScaleFactor: number): Candidate | undefined {
  const withDensity = candidates
    .map((candidate) => ({ candidate, density: candidate.width ? candidate.width / slot : (candidate.density ?? 1) }))
    .sort((a, b) => a.density - b.density);
  if (withDensity.length === 0) return undefined;
  let index = 0;
  for (; index < withDensity.length - 1; index += 1) {
    const next = withDensity[index + 1]!.density;
    if (next < deviceScaleFactor) continue;
    const current = withDensity[index]!.density;
    const geometricMean = Math.sqrt(current * next);
    if ((deviceScaleFactor <= 1 && deviceScaleFactor > current) || deviceScaleFactor >= geometricMean) {
      return withDensity[index + 1]!.candidate;
    }
    break;
  }
  return withDensity[index]!.candidate;
}

export interface PictureMarkup {
  sources: Array<Record<string, string>>;
  img: Record<string, string>;
}

export interface ImageChoice {
  url: string;
  type: string;
  slot: number;
}

function typeFromUrl(url: string): string {
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase() ?? "";
  return extension === "jpg" ? "image/jpeg" : `image/${extension}`;
}

/** The URL Chromium fetches for a <picture> (or bare <img>) on this screen. */
export function chooseImage({ sources, img }: PictureMarkup, screen: Screen): ImageChoice | null {
  for (const source of sources) {
    const type = source.type?.toLowerCase();
    if (type && !chromiumImageTypes.has(type)) continue;
    if (source.media && !mediaMatches(source.media, screen)) continue;
    const srcset = source.srcset ?? source["data-srcset"];
    if (!srcset) continue;
    const slot = slotWidth(source.sizes ?? img.sizes, screen);
    const picked = pickCandidate(parseSrcset(srcset), slot, screen.deviceScaleFactor);
    if (picked) return { url: picked.url, type: type ?? typeFromUrl(picked.url), slot };
  }
  const srcset = img.srcset ?? img["data-srcset"];
  const slot = slotWidth(img.sizes, screen);
  if (srcset) {
    const picked = pickCandidate(parseSrcset(srcset), slot, screen.deviceScaleFactor);
    if (picked) return { url: picked.url, type: typeFromUrl(picked.url), slot };
  }
  const src = img.src ?? img["data-src"];
  return src ? { url: src, type: typeFromUrl(src), slot } : null;
}
