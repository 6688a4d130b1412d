/**
 * Generates the placeholder artwork and looping videos the site ships with until
 * the agency drops in real photos:
 *   content/images/{hero,services,projects,team,about,og}/*.jpg, content/images/icon.png,
 *   static/video/{hero,ibka}.{webm,mp4}.
 *
 * Every picture is an SVG drawn here from fixed seeds (re-runs give the same files),
 * rasterised by sharp. The videos render the same scenes over a loop phase t ∈ [0, 1)
 * (every motion is periodic in t, so the last frame flows into the first) and pipe raw
 * frames into ffmpeg. Images need only sharp; videos need Debian's ffmpeg with
 * libvpx-vp9 and libx264 (`apt-get install ffmpeg`).
 *
 *   npx tsx scripts/generate-media.ts [--only images|videos]
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import type { Writable } from "node:stream";
import sharp from "sharp";

import { colors } from "../src/theme/tokens";

const ROOT = path.resolve(__dirname, "..");
const IMAGES = path.join(ROOT, "content", "images");
const VIDEOS = path.join(ROOT, "static", "video");

const VIDEO = { w: 1280, h: 720, fps: 24, seconds: 6 } as const;
const JPEG = { quality: 80, mozjpeg: true, progressive: true } as const;
const TAU = Math.PI * 2;

// ---------------------------------------------------------------- palette

/** Brand colours come from the design tokens; the rest are harmonious extras for the art. */
const C = {
  ink: colors.ink,
  fjord: colors.fjord,
  fjordDeep: colors.fjordDeep,
  glacier: colors.glacier,
  snow: colors.snow,
  accent: colors.accent,
  accentSoft: colors.accentSoft,
  white: colors.white,
  plum: "#7a4464",
  amber: "#f2a541",
  teal: "#1f6f78",
  steel: "#5d7389",
} as const;

// ---------------------------------------------------------------- small helpers

type Rand = () => number;

/** mulberry32: tiny seeded PRNG, so every run draws the same shapes. */
function seeded(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (r: Rand, lo: number, hi: number): number => lo + (hi - lo) * r();
const f = (n: number): string => (Math.round(n * 10) / 10).toString();
const smooth = (x: number): number => {
  const c = Math.min(1, Math.max(0, x));
  return c * c * (3 - 2 * c);
};
/** Phase of a looping element: wraps into [0, 1). */
const phase = (t: number, offset: number): number => (((t + offset) % 1) + 1) % 1;
/** Fades in and out over one loop so a drifting element can jump back unseen. */
const fadeLoop = (p: number): number => Math.sin(Math.PI * p);

function item<T>(list: readonly T[], index: number): T {
  const value = list[((index % list.length) + list.length) % list.length];
  if (value === undefined) throw new Error("empty list");
  return value;
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(a: string, b: string, k: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const ch = (x: number, y: number): string =>
    Math.round(x + (y - x) * k)
      .toString(16)
      .padStart(2, "0");
  return `#${ch(ar, br)}${ch(ag, bg)}${ch(ab, bb)}`;
}

const poly = (pts: ReadonlyArray<readonly [number, number]>): string =>
  pts.map(([x, y], i) => `${i === 0 ? "M" : "L"}${f(x)},${f(y)}`).join("") + "Z";

// ---------------------------------------------------------------- SVG canvas

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
type Stop = readonly [offset: number, color: string, opacity?: number];

const stopTags = (stops: readonly Stop[]): string =>
  stops.map(([o, color, op]) => `<stop offset="${o}" stop-color="${color}" stop-opacity="${op ?? 1}"/>`).join("");

/** Collects <defs> (gradients, filters, clips) while a scene draws itself. */
class Canvas {
  private readonly defs: string[] = [];
  private readonly cache = new Map<string, string>();
  private next = 0;

  private id(prefix: string): string {
    this.next += 1;
    return `${prefix}${this.next}`;
  }

  /** Gradient across the shape's own box; vertical unless told. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id("l");
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopTags(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Gradient in user space, for shapes whose box is degenerate or must line up. */
  linearAt(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.id("u");
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${stopTags(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Elliptical glow filling the shape's own box: a blur look without a (slow) blur filter. */
  glow(color: string, opacity: number): string {
    const key = `glow ${color} ${opacity}`;
    const known = this.cache.get(key);
    if (known) return known;
    const id = this.id("g");
    this.defs.push(
      `<radialGradient id="${id}">${stopTags([
        [0, color, opacity],
        [0.45, color, opacity * 0.75],
        [1, color, 0],
      ])}</radialGradient>`,
    );
    const ref = `url(#${id})`;
    this.cache.set(key, ref);
    return ref;
  }

  /** A soft pillar of light, brightest near its foot. */
  ray(color: string): string {
    const key = `ray ${color}`;
    const known = this.cache.get(key);
    if (known) return known;
    const id = this.id("a");
    this.defs.push(
      `<radialGradient id="${id}" fx="0.5" fy="0.82">${stopTags([
        [0, mix(color, "#ffffff", 0.25), 0.3],
        [0.5, color, 0.16],
        [1, color, 0],
      ])}</radialGradient>`,
    );
    const ref = `url(#${id})`;
    this.cache.set(key, ref);
    return ref;
  }

  radial(stops: readonly Stop[], cx: number, cy: number, r: number, ry = r): string {
    const id = this.id("r");
    const squash =
      ry === r
        ? ""
        : ` gradientTransform="translate(${f(cx)} ${f(cy)}) scale(1 ${f(ry / r)}) translate(${f(-cx)} ${f(-cy)})"`;
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${squash}>${stopTags(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Gaussian blur; the filter region pads the shape's box by padX/padY of its size (blur cost grows with that area). */
  blur(std: number, padX = 0.5, padY = padX): string {
    const key = `${f(std)}/${padX}/${padY}`;
    const known = this.cache.get(key);
    if (known) return known;
    const id = this.id("b");
    this.defs.push(
      `<filter id="${id}" x="${-padX}" y="${-padY}" width="${1 + 2 * padX}" height="${1 + 2 * padY}"><feGaussianBlur stdDeviation="${f(std)}"/></filter>`,
    );
    const ref = `url(#${id})`;
    this.cache.set(key, ref);
    return ref;
  }

  clip(shape: string): string {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  svg(body: string, outW: number, outH: number, view: Box): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" ` +
      `viewBox="${view.x} ${view.y} ${view.w} ${view.h}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join("")}</defs>${body}</svg>`
    );
  }
}

/** Soft drop shadow under a floating object. */
function shadow(c: Canvas, shape: string, dx: number, dy: number, std: number, opacity: number): string {
  return `<g transform="translate(${dx} ${dy})" opacity="${opacity}" filter="${c.blur(std)}">${shape}</g>`;
}

// ---------------------------------------------------------------- landscape

/** [x, height, half-width] as fractions of the layer's width and height. */
type Peak = readonly [x: number, h: number, w: number];

interface RidgeLayer {
  top: string;
  bottom: string;
  height: number;
  peaks: number | readonly Peak[];
  lift?: number;
  jag?: number;
  steep?: number;
  snow?: string;
  snowAt?: number;
  facet?: number;
  parallax?: number;
}

interface Sun {
  x: number;
  y: number;
  r: number;
  core: string;
  glow: string;
  halo: number;
}

interface Mood {
  seed: number;
  horizon: number;
  sky: readonly Stop[];
  sun?: Sun;
  stars?: number;
  aurora?: readonly string[];
  streaks?: {
    colors: readonly string[];
    count: number;
    top: number;
    bottom: number;
    opacity: number;
  };
  ridges: readonly RidgeLayer[];
  mist: string;
  water?: { top: string; bottom: string; reflect: number; shimmer: string };
  shore?: { color: string; tree: string; left: number; right: number };
  birds?: number;
}

/** 1-D midpoint displacement: 2^levels + 1 values in about [-1, 1]. */
function fractal(r: Rand, levels: number): number[] {
  const size = (1 << levels) + 1;
  const v = new Array<number>(size).fill(0);
  v[0] = between(r, -0.5, 0.5);
  v[size - 1] = between(r, -0.5, 0.5);
  let amp = 1;
  for (let step = size - 1; step > 1; step /= 2) {
    const half = step / 2;
    for (let i = half; i < size; i += step) {
      v[i] = ((v[i - half] ?? 0) + (v[i + half] ?? 0)) / 2 + between(r, -amp, amp);
    }
    amp *= 0.52;
  }
  return v;
}

interface Ridge {
  pts: Array<[number, number]>;
  /** Index of the peak that shapes each point. */
  owner: number[];
  apexes: Array<{ x: number; y: number }>;
}

function randomPeaks(r: Rand, count: number): Peak[] {
  return Array.from({ length: count }, (_, i): Peak => [
    (i + between(r, 0.15, 0.85)) / count,
    between(r, 0.5, 1),
    between(r, 0.6, 1) / count,
  ]);
}

function ridge(r: Rand, box: Box, layer: RidgeLayer, base: number): Ridge {
  const x0 = box.x - 80;
  const span = box.w + 160;
  const peaks = typeof layer.peaks === "number" ? randomPeaks(r, layer.peaks) : [...layer.peaks];
  const noise = fractal(r, 7);
  const steep = layer.steep ?? 1.25;
  const jag = layer.jag ?? 0.1;
  const owner: number[] = [];
  const pts = noise.map((n, i): [number, number] => {
    const x = x0 + (span * i) / (noise.length - 1);
    let h = 0;
    let who = -1;
    peaks.forEach(([px, ph, pw], k) => {
      const d = Math.abs(x - (box.x + px * box.w)) / (pw * box.w);
      const v = ph * Math.pow(Math.max(0, 1 - d), steep);
      if (v > h) [h, who] = [v, k];
    });
    owner.push(who);
    return [x, base - layer.height * Math.max(0.02, h * (1 - jag) + 0.08 + n * jag)];
  });
  const apexes = peaks.map(([px, ph]) => ({
    x: box.x + px * box.w,
    y: base - layer.height * (ph * (1 - jag) + 0.08),
  }));
  return { pts, owner, apexes };
}

/** Shadowed flank of each peak: from the summit along the ridge away from the light, back up a steep crease. */
function facets({ pts, owner, apexes }: Ridge, floor: number, lightLeft: boolean): string {
  return apexes
    .map((apex, k) => {
      const flank = pts.filter(([x], i) => owner[i] === k && (lightLeft ? x > apex.x : x < apex.x));
      if (flank.length === 0) return "";
      const far = flank[lightLeft ? flank.length - 1 : 0] ?? [apex.x, floor];
      const crease: [number, number] = [apex.x + (far[0] - apex.x) * 0.28, floor];
      const ridgeLine = lightLeft ? flank : [...flank].reverse();
      const spur: [number, number] = [far[0] + (far[0] - apex.x) * 0.6, floor];
      return poly([[apex.x, apex.y - 30], ...ridgeLine, spur, crease]);
    })
    .join("");
}

function mountain(
  c: Canvas,
  r: Rand,
  box: Box,
  layer: RidgeLayer,
  base: number,
  floor: number,
  lightLeft: boolean,
): string {
  const shape = ridge(r, box, layer, base);
  const { pts } = shape;
  const first = pts[0] ?? [box.x, base];
  const last = pts[pts.length - 1] ?? [box.x + box.w, base];
  const outline = poly([[first[0], floor], ...pts, [last[0], floor]]);
  const parts = [
    `<path d="${outline}" fill="${c.linear([
      [0, layer.top],
      [1, layer.bottom],
    ])}"/>`,
  ];
  const inside = layer.snow || layer.facet ? c.clip(`<path d="${outline}"/>`) : "";
  if (layer.snow) {
    const line = base - layer.height * (layer.snowAt ?? 0.6);
    const edge: Array<[number, number]> = [];
    for (let x = box.x - 80, i = 0; x <= box.x + box.w + 80; x += 16, i += 1) {
      edge.push([x, line + (i % 2 === 0 ? between(r, -6, 4) : between(r, 8, 34))]);
    }
    const cap = poly([[box.x - 80, box.y - 10], ...edge, [box.x + box.w + 80, box.y - 10]]);
    parts.push(`<path d="${cap}" fill="${layer.snow}" clip-path="${inside}"/>`);
  }
  if (layer.facet) {
    parts.push(
      `<path d="${facets(shape, floor, lightLeft)}" fill="${C.fjordDeep}" opacity="${layer.facet}" clip-path="${inside}"/>`,
    );
  }
  return parts.join("");
}

function skyLayer(c: Canvas, box: Box, m: Mood): string {
  return `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${m.horizon - box.y + 4}" fill="${c.linear(m.sky)}"/>`;
}

function starLayer(r: Rand, box: Box, m: Mood, t: number): string {
  const count = m.stars ?? 0;
  let out = "";
  for (let i = 0; i < count; i += 1) {
    const x = box.x + r() * box.w;
    const y = box.y + Math.pow(r(), 1.6) * (m.horizon - box.y) * 0.6;
    const size = between(r, 0.6, 2);
    const base = between(r, 0.25, 0.8);
    const beat = 1 + Math.floor(r() * 2);
    const off = r();
    const op = base * (0.65 + 0.35 * Math.sin(TAU * (t * beat + off)));
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(size)}" fill="#fff" opacity="${op.toFixed(2)}"/>`;
  }
  return out;
}

/** Aurora curtains as rows of soft, overlapping light pillars, brightest at their lower edge. */
function auroraLayer(c: Canvas, r: Rand, box: Box, colors: readonly string[], t: number): string {
  return colors
    .map((color, i) => {
      const yb = box.y + box.h * between(r, 0.2, 0.3) + i * box.h * 0.05;
      const slope = between(r, -0.12, 0.12) * box.h;
      const amp = between(r, 0.015, 0.03) * box.h;
      const k1 = (TAU * between(r, 1.2, 2.2)) / box.w;
      const k2 = (TAU * between(r, 2.5, 4)) / box.w;
      const ph = between(r, 0, TAU);
      const tall = between(r, 0.12, 0.2) * box.h;
      const from = box.x + box.w * between(r, -0.3, 0.25);
      const to = box.x + box.w * between(r, 0.85, 1.3);
      const count = 56;
      const step = (to - from) / count;
      const fill = c.ray(color);
      let pillars = "";
      for (let j = 0; j <= count; j += 1) {
        const x = from + j * step;
        const env = Math.pow(Math.sin((Math.PI * j) / count), 0.7);
        const y =
          yb +
          (slope * (x - box.x)) / box.w +
          amp * Math.sin(k1 * x + ph + TAU * t) +
          amp * 0.5 * Math.sin(k2 * x - ph - TAU * t);
        const h = 12 + env * tall * (0.55 + 0.45 * Math.sin(k2 * 0.7 * x + ph * 2 + TAU * t));
        pillars += `<ellipse cx="${f(x)}" cy="${f(y - h * 0.42)}" rx="${f(step * 1.6)}" ry="${f(h * 0.6)}" fill="${fill}"/>`;
      }
      const glow = 0.75 + 0.25 * Math.sin(TAU * t + ph);
      return `<g opacity="${glow.toFixed(3)}">${pillars}</g>`;
    })
    .join("");
}

function sunLayer(c: Canvas, s: Sun, t: number): string {
  const pulse = 1 + 0.035 * Math.sin(TAU * t);
  return (
    `<circle cx="${s.x}" cy="${s.y}" r="${f(s.halo * pulse)}" fill="${c.radial(
      [
        [0, s.glow, 0.55],
        [0.35, s.glow, 0.18],
        [1, s.glow, 0],
      ],
      s.x,
      s.y,
      s.halo * pulse,
    )}"/>` +
    `<circle cx="${s.x}" cy="${s.y}" r="${f(s.r * 2.4)}" fill="${c.radial(
      [
        [0, s.core, 0.9],
        [1, s.core, 0],
      ],
      s.x,
      s.y,
      s.r * 2.4,
    )}"/>` +
    `<circle cx="${s.x}" cy="${s.y}" r="${s.r}" fill="${s.core}"/>`
  );
}

function streakLayer(c: Canvas, r: Rand, box: Box, m: Mood, t: number): string {
  const s = m.streaks;
  if (!s) return "";
  let out = "";
  for (let i = 0; i < s.count; i += 1) {
    const x0 = box.x + r() * box.w;
    const y = s.top + r() * (s.bottom - s.top);
    const rx = between(r, 0.07, 0.18) * box.w;
    const ry = between(r, 0.004, 0.012) * box.w;
    const off = r();
    const color = item(s.colors, i);
    const p = phase(t, off);
    const x = x0 + (p - 0.5) * box.w * 0.06;
    const op = s.opacity * (0.25 + 0.75 * fadeLoop(p));
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx * 1.15)}" ry="${f(ry * 2.2)}" fill="${c.glow(color, 1)}" opacity="${op.toFixed(3)}"/>`;
  }
  return out;
}

function birdLayer(r: Rand, box: Box, m: Mood, color: string, t: number): string {
  let out = "";
  for (let i = 0; i < (m.birds ?? 0); i += 1) {
    const x = box.x + box.w * between(r, 0.45, 0.8);
    const y = box.y + (m.horizon - box.y) * between(r, 0.2, 0.5);
    const s = between(r, 6, 11) * (box.w / 1600);
    const flap = Math.sin(TAU * (t * 3 + r()));
    const wing = s * (0.35 + 0.25 * flap);
    out += `<path d="M${f(x - s)},${f(y - wing)} Q${f(x - s * 0.4)},${f(y - wing * 0.2)} ${f(x)},${f(y)} Q${f(x + s * 0.4)},${f(y - wing * 0.2)} ${f(x + s)},${f(y - wing)}" fill="none" stroke="${color}" stroke-width="${f(s * 0.22)}" stroke-linecap="round"/>`;
  }
  return out;
}

function ridgeStack(c: Canvas, r: Rand, box: Box, m: Mood, t: number): string {
  const floor = m.water ? m.horizon + 2 : box.y + box.h + 2;
  const lightLeft = (m.sun?.x ?? box.x) < box.x + box.w / 2;
  return m.ridges
    .map((layer, i) => {
      const base = m.horizon - (layer.lift ?? 0);
      const dx = (layer.parallax ?? 0) * Math.sin(TAU * t);
      const hill = mountain(c, r, box, layer, base, floor, lightLeft);
      const haze =
        i < m.ridges.length - 1
          ? `<rect x="${box.x}" y="${f(base - layer.height * 0.45)}" width="${box.w}" height="${f(layer.height * 0.45 + 4)}" fill="${c.linear(
              [
                [0, m.mist, 0],
                [1, m.mist, 0.55],
              ],
            )}"/>`
          : "";
      return `<g transform="translate(${f(dx)} 0)">${hill}</g>${haze}`;
    })
    .join("");
}

function waterLayer(c: Canvas, r: Rand, box: Box, m: Mood, mirrored: string, t: number): string {
  const w = m.water;
  if (!w) return "";
  const hz = m.horizon;
  const depth = box.y + box.h - hz;
  const area = `<rect x="${box.x}" y="${hz}" width="${box.w}" height="${f(depth)}"/>`;
  const parts = [
    `<rect x="${box.x}" y="${hz}" width="${box.w}" height="${f(depth)}" fill="${c.linear([
      [0, w.top],
      [1, w.bottom],
    ])}"/>`,
    `<g clip-path="${c.clip(area)}"><g transform="translate(0 ${f(2 * hz)}) scale(1 -1)" opacity="${w.reflect}">${mirrored}</g></g>`,
    `<rect x="${box.x}" y="${hz}" width="${box.w}" height="${f(depth)}" fill="${c.linear([
      [0, w.bottom, 0],
      [0.55, w.bottom, 0.55],
      [1, w.bottom, 0.92],
    ])}"/>`,
  ];
  if (m.sun) parts.push(glitter(c, r, m.sun, hz, depth, w.shimmer, box.w, t));
  let lines = "";
  for (let i = 0; i < 46; i += 1) {
    const d = Math.pow(r(), 1.5);
    const y = hz + 6 + d * (depth - 10);
    const x0 = box.x + r() * box.w;
    const len = (0.01 + 0.07 * d) * box.w * between(r, 0.5, 1.2);
    const off = r();
    const p = phase(t, off);
    const x = x0 + (p - 0.5) * box.w * 0.03;
    const op = between(r, 0.1, 0.3) * fadeLoop(p);
    lines += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x + len)}" y2="${f(y)}" stroke="${w.shimmer}" stroke-width="${f(1 + d * 2.5)}" stroke-linecap="round" opacity="${op.toFixed(3)}"/>`;
  }
  parts.push(lines);
  return parts.join("");
}

function glitter(
  c: Canvas,
  r: Rand,
  s: Sun,
  hz: number,
  depth: number,
  color: string,
  width: number,
  t: number,
): string {
  let out = `<ellipse cx="${s.x}" cy="${f(hz + depth * 0.3)}" rx="${f(s.r * 2.2)}" ry="${f(depth * 0.32)}" fill="${c.radial(
    [
      [0, s.glow, 0.35],
      [1, s.glow, 0],
    ],
    s.x,
    hz + depth * 0.3,
    s.r * 2.2,
    depth * 0.32,
  )}"/>`;
  for (let i = 0; i < 22; i += 1) {
    const d = i / 22;
    const y = hz + 4 + Math.pow(d, 1.3) * depth * 0.75;
    const half = (s.r * 0.4 + d * s.r * 2.2) * between(r, 0.4, 1);
    const x = s.x + between(r, -1, 1) * s.r * (0.3 + d);
    const op = (1 - d) * 0.75 * (0.55 + 0.45 * Math.sin(TAU * (t * 2 + r())));
    out += `<line x1="${f(x - half)}" y1="${f(y)}" x2="${f(x + half)}" y2="${f(y)}" stroke="${color}" stroke-width="${f(1.2 + d * width * 0.002)}" stroke-linecap="round" opacity="${op.toFixed(3)}"/>`;
  }
  return out;
}

/** A spruce silhouette: tiers of branches narrowing to the tip. */
function spruce(x: number, base: number, h: number, color: string): string {
  const tiers = 5;
  const right: Array<[number, number]> = [];
  for (let k = 1; k <= tiers; k += 1) {
    const y = base - h + (h * 0.86 * k) / tiers;
    const w = h * (0.05 + (0.17 * k) / tiers);
    right.push([x + w, y]);
    if (k < tiers) right.push([x + w * 0.35, y - h * 0.05]);
  }
  right.push([x + h * 0.03, base - h * 0.14], [x + h * 0.03, base]);
  const left = right.map(([px, py]): [number, number] => [2 * x - px, py]).reverse();
  return `<path d="${poly([[x, base - h], ...right, ...left])}" fill="${color}"/>`;
}

function shoreLayer(r: Rand, box: Box, m: Mood): string {
  const s = m.shore;
  if (!s) return "";
  const bottom = box.y + box.h + 4;
  const side = (reach: number, fromLeft: boolean): string => {
    if (reach <= 0) return "";
    const edge = fromLeft ? box.x - 4 : box.x + box.w + 4;
    const dir = fromLeft ? 1 : -1;
    const top = m.horizon - box.h * 0.06;
    const shoreline = m.horizon + box.h * 0.015;
    const at = (k: number): [number, number] =>
      k < 0.5
        ? [edge + dir * k * reach * box.w, top + (shoreline - top) * smooth(k * 2) + Math.sin(k * 23) * 2]
        : [edge + dir * k * reach * box.w, shoreline + (bottom - shoreline) * Math.pow((k - 0.5) * 2, 1.8)];
    const pts = Array.from({ length: 33 }, (_, i) => at(i / 32));
    const land = poly([[edge, bottom], ...pts]);
    let trees = "";
    for (let i = 0; i < 9; i += 1) {
      const k = Math.pow(r(), 1.2) * 0.4;
      const [x, y] = at(k);
      trees += spruce(x, y + 6, box.h * between(r, 0.06, 0.15) * (1 - k), s.tree);
    }
    return `<path d="${land}" fill="${s.color}"/>${trees}`;
  };
  return side(s.left, true) + side(s.right, false);
}

/** Sky, light, ridges, water and shore for one mood inside a box. */
function landscape(c: Canvas, box: Box, m: Mood, t: number): string {
  const r = seeded(m.seed);
  const sky = skyLayer(c, box, m);
  const stars = starLayer(r, box, m, t);
  const aurora = m.aurora ? auroraLayer(c, r, box, m.aurora, t) : "";
  const sun = m.sun ? sunLayer(c, m.sun, t) : "";
  const streaks = streakLayer(c, r, box, m, t);
  const ridges = ridgeStack(c, r, box, m, t);
  const water = waterLayer(c, r, box, m, sun + ridges, t);
  const shore = shoreLayer(r, box, m);
  const birds = birdLayer(r, box, m, mix(item(m.ridges, m.ridges.length - 1).top, C.ink, 0.4), t);
  return sky + stars + aurora + sun + streaks + birds + ridges + water + shore;
}

// ---------------------------------------------------------------- motif pieces

interface Mini {
  sky: readonly [string, string];
  sun: string;
  far: string;
  near: string;
}

const MINIS: readonly Mini[] = [
  {
    sky: ["#f6c7a3", "#e98b6d"],
    sun: "#fff3dc",
    far: "#a2587a",
    near: "#47335a",
  },
  {
    sky: ["#9fd3ec", "#e3f1f7"],
    sun: "#ffffff",
    far: "#6f9cbc",
    near: "#24506f",
  },
  {
    sky: ["#2a3f6e", "#6a5a8e"],
    sun: "#f7d493",
    far: "#3d4a7a",
    near: "#182a48",
  },
  {
    sky: ["#c9e3c9", "#f3ead2"],
    sun: "#f7c46b",
    far: "#7fa37a",
    near: "#2f5a46",
  },
  {
    sky: ["#123a5a", "#1f6f78"],
    sun: "#48d3ae",
    far: "#1b4a64",
    near: "#0a2236",
  },
  {
    sky: ["#fbe6dc", "#f2a57a"],
    sun: "#b3401b",
    far: "#d58a6a",
    near: "#7a3a2a",
  },
];

/** A tiny landscape thumbnail, e.g. a post in a feed or a film frame. */
function miniScene(c: Canvas, box: Box, mini: Mini, seed: number, radius: number): string {
  const r = seeded(seed);
  const { x, y, w, h } = box;
  const hz = y + h * between(r, 0.62, 0.72);
  const p1 = x + w * between(r, 0.2, 0.45);
  const p2 = x + w * between(r, 0.55, 0.85);
  const frame = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${radius}"/>`;
  return (
    `<g clip-path="${c.clip(frame)}">` +
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${c.linear([
      [0, mini.sky[0]],
      [1, mini.sky[1]],
    ])}"/>` +
    `<circle cx="${f(x + w * between(r, 0.55, 0.8))}" cy="${f(y + h * 0.32)}" r="${f(h * 0.09)}" fill="${mini.sun}"/>` +
    `<path d="${poly([
      [x - 2, hz],
      [p1, y + h * 0.28],
      [x + w * 0.62, hz - h * 0.08],
      [x + w + 2, hz],
    ])}" fill="${mini.far}"/>` +
    `<path d="${poly([
      [x - 2, y + h + 2],
      [x - 2, hz + h * 0.04],
      [p2, y + h * 0.42],
      [x + w + 2, hz],
      [x + w + 2, y + h + 2],
    ])}" fill="${mini.near}"/>` +
    `</g>`
  );
}

/** Heart glyph; paint is its fill/stroke attributes. */
function heart(cx: number, cy: number, s: number, paint: string): string {
  const p = (dx: number, dy: number): string => `${f(cx + dx * s)},${f(cy + dy * s)}`;
  return `<path d="M${p(0, 0.9)} C${p(-1.3, 0)} ${p(-1.05, -1.1)} ${p(-0.5, -1.1)} C${p(-0.2, -1.1)} ${p(0, -0.85)} ${p(0, -0.7)} C${p(0, -0.85)} ${p(0.2, -1.1)} ${p(0.5, -1.1)} C${p(1.05, -1.1)} ${p(1.3, 0)} ${p(0, 0.9)}Z" ${paint}/>`;
}

function playButton(cx: number, cy: number, r: number, fill: string, glyph: string): string {
  return (
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"/>` +
    `<path d="${poly([
      [cx - r * 0.3, cy - r * 0.45],
      [cx + r * 0.5, cy],
      [cx - r * 0.3, cy + r * 0.45],
    ])}" fill="${glyph}" stroke="${glyph}" stroke-width="${f(r * 0.12)}" stroke-linejoin="round"/>`
  );
}

const bar = (x: number, y: number, w: number, h: number, fill: string, opacity = 1): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(h / 2)}" fill="${fill}" opacity="${opacity}"/>`;

/** Phone body with a clipped screen; content is drawn in screen coordinates (0,0)-(sw,sh). */
function phone(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  rotate: number,
  screen: (sw: number, sh: number) => string,
): string {
  const bezel = w * 0.035;
  const sw = w - bezel * 2;
  const sh = h - bezel * 2;
  const body = (paint: string): string => `<rect width="${w}" height="${h}" rx="${f(w * 0.15)}" ${paint}/>`;
  const glass = (paint: string): string =>
    `<rect x="${f(bezel)}" y="${f(bezel)}" width="${f(sw)}" height="${f(sh)}" rx="${f(w * 0.12)}" ${paint}/>`;
  const metal = c.linear(
    [
      [0, "#2a3542"],
      [1, "#0b131c"],
    ],
    0,
    0,
    1,
    1,
  );
  const sheen = c.linear(
    [
      [0, "#fff", 0.16],
      [0.45, "#fff", 0],
      [1, "#fff", 0],
    ],
    0,
    0,
    1,
    0.6,
  );
  return (
    `<g transform="translate(${x} ${y}) rotate(${rotate} ${f(w / 2)} ${f(h / 2)})">` +
    shadow(c, body(`fill="#000"`), w * 0.06, w * 0.1, w * 0.08, 0.45) +
    `<rect x="-3" y="${f(h * 0.2)}" width="6" height="${f(h * 0.08)}" rx="3" fill="#1c2733"/>` +
    `<rect x="${w - 3}" y="${f(h * 0.24)}" width="6" height="${f(h * 0.12)}" rx="3" fill="#1c2733"/>` +
    body(`fill="${metal}"`) +
    `<g transform="translate(${f(bezel)} ${f(bezel)})" clip-path="${c.clip(`<rect width="${f(sw)}" height="${f(sh)}" rx="${f(w * 0.12)}"/>`)}">` +
    `<rect width="${f(sw)}" height="${f(sh)}" fill="${C.snow}"/>${screen(sw, sh)}</g>` +
    glass(`fill="${sheen}"`) +
    `<rect x="${f(w / 2 - w * 0.14)}" y="${f(bezel + w * 0.03)}" width="${f(w * 0.28)}" height="${f(w * 0.075)}" rx="${f(w * 0.0375)}" fill="#0b131c"/>` +
    `</g>`
  );
}

function statusBar(sw: number, dark: boolean): string {
  const ink = dark ? C.snow : C.ink;
  return (
    bar(sw * 0.09, sw * 0.07, sw * 0.12, sw * 0.03, ink, 0.8) + bar(sw * 0.78, sw * 0.07, sw * 0.1, sw * 0.03, ink, 0.8)
  );
}

/** Viewfinder brackets around a box. */
function brackets(box: Box, len: number, width: number, color: string): string {
  const { x, y, w, h } = box;
  const d = [
    `M${x},${y + len}V${y}H${x + len}`,
    `M${x + w - len},${y}H${x + w}V${y + len}`,
    `M${x + w},${y + h - len}V${y + h}H${x + w - len}`,
    `M${x + len},${y + h}H${x}V${y + h - len}`,
  ].join("");
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

// ---------------------------------------------------------------- scenes

interface Scene {
  w: number;
  h: number;
  draw: (c: Canvas, t: number) => string;
}

const full = (s: Scene): Box => ({ x: 0, y: 0, w: s.w, h: s.h });

const HERO_MOOD: Mood = {
  seed: 11,
  horizon: 742,
  sky: [
    [0, "#061426"],
    [0.4, "#102c50"],
    [0.66, "#35386a"],
    [0.84, "#7c4a6c"],
    [0.95, "#c96d5c"],
    [1, "#e8986a"],
  ],
  stars: 110,
  aurora: ["#3fcfa6", "#4f9fd8"],
  sun: { x: 1330, y: 716, r: 30, core: "#ffe0b0", glow: "#f0925f", halo: 560 },
  streaks: {
    colors: ["#f0a07c", "#b86a85", "#e08a78"],
    count: 10,
    top: 470,
    bottom: 680,
    opacity: 0.55,
  },
  ridges: [
    {
      top: "#6f6793",
      bottom: "#94708c",
      height: 380,
      peaks: [
        [0.1, 0.65, 0.14],
        [0.3, 1, 0.17],
        [0.47, 0.7, 0.12],
        [0.64, 0.88, 0.15],
        [0.86, 0.75, 0.15],
      ],
      snow: "#ecd6de",
      snowAt: 0.55,
      facet: 0.2,
      parallax: 2,
    },
    {
      top: "#3e4574",
      bottom: "#5d5a84",
      height: 250,
      peaks: 7,
      jag: 0.14,
      parallax: 6,
    },
    {
      top: "#18253f",
      bottom: "#27304f",
      height: 330,
      peaks: [
        [-0.02, 1, 0.24],
        [0.16, 0.6, 0.12],
        [0.84, 0.7, 0.13],
        [1.02, 1.05, 0.22],
      ],
      steep: 1,
      jag: 0.06,
      parallax: 12,
    },
  ],
  mist: "#b27a90",
  water: {
    top: "#6f5676",
    bottom: "#08172a",
    reflect: 0.55,
    shimmer: "#f8caa5",
  },
  shore: { color: "#070f1b", tree: "#070f1b", left: 0.2, right: 0.1 },
  birds: 0,
};

const hero: Scene = {
  w: 1920,
  h: 1080,
  draw: (c, t) => landscape(c, { x: 0, y: 0, w: 1920, h: 1080 }, HERO_MOOD, t),
};

// ---- services (1600x1000)

const SERVICE_BOX: Box = { x: 0, y: 0, w: 1600, h: 1000 };

/** Growth chart card and ad card over a warm sunrise. */
const digitalMarketing: Scene = {
  w: 1600,
  h: 1000,
  draw: (c, t) => {
    const scene = landscape(
      c,
      SERVICE_BOX,
      {
        seed: 21,
        horizon: 760,
        sky: [
          [0, "#1d3a5f"],
          [0.45, "#6d5a86"],
          [0.75, "#e1857a"],
          [1, "#f7c79a"],
        ],
        sun: {
          x: 380,
          y: 690,
          r: 46,
          core: "#fff1d6",
          glow: "#f7a774",
          halo: 520,
        },
        streaks: {
          colors: ["#f9c3a0", "#f4a08c"],
          count: 7,
          top: 420,
          bottom: 640,
          opacity: 0.55,
        },
        ridges: [
          {
            top: "#b0738a",
            bottom: "#d49590",
            height: 300,
            peaks: 5,
            snow: "#f8d9cf",
            snowAt: 0.62,
            facet: 0.14,
          },
          {
            top: "#6e4a70",
            bottom: "#8d5e7a",
            height: 220,
            peaks: 6,
            jag: 0.14,
          },
          {
            top: "#2d2444",
            bottom: "#3a2d4f",
            height: 150,
            peaks: [
              [0.05, 1, 0.3],
              [0.5, 0.4, 0.3],
              [0.95, 0.9, 0.3],
            ],
            steep: 1.6,
          },
        ],
        mist: "#f0a78e",
        water: {
          top: "#c57f86",
          bottom: "#2a2140",
          reflect: 0.5,
          shimmer: "#ffd7b5",
        },
      },
      t,
    );
    return scene + growthCards(c);
  },
};

function growthCards(c: Canvas): string {
  const x = 820;
  const y = 190;
  const w = 580;
  const h = 400;
  const heights = [0.28, 0.38, 0.33, 0.5, 0.58, 0.74, 0.92];
  const chartX = x + 48;
  const chartB = y + h - 56;
  const colW = (w - 96) / heights.length;
  const bars = heights
    .map((k, i) => {
      const bh = k * 230;
      const fill =
        i >= 5
          ? c.linear([
              [0, "#d9623a"],
              [1, C.accent],
            ])
          : c.linear([
              [0, "#2f6f99"],
              [1, C.fjord],
            ]);
      return `<rect x="${f(chartX + i * colW + colW * 0.2)}" y="${f(chartB - bh)}" width="${f(colW * 0.6)}" height="${f(bh)}" rx="8" fill="${fill}"/>`;
    })
    .join("");
  const line = heights.map((k, i): [number, number] => [chartX + i * colW + colW / 2, chartB - k * 230 - 34]);
  const linePath = line.map(([px, py], i) => `${i === 0 ? "M" : "L"}${f(px)},${f(py)}`).join("");
  const dots = line
    .map(
      ([px, py]) =>
        `<circle cx="${f(px)}" cy="${f(py)}" r="7" fill="${C.snow}" stroke="${C.accent}" stroke-width="4"/>`,
    )
    .join("");
  const card = (paint: string): string => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="28" ${paint}/>`;
  const ad = { x: 640, y: 470, w: 300, h: 360 };
  const adCard = (paint: string): string =>
    `<rect x="${ad.x}" y="${ad.y}" width="${ad.w}" height="${ad.h}" rx="24" ${paint}/>`;
  return (
    shadow(c, card(`fill="#1a0d1f"`), 18, 30, 26, 0.45) +
    card(`fill="${C.snow}"`) +
    `<circle cx="${x + 56}" cy="${y + 56}" r="18" fill="${C.accentSoft}"/><circle cx="${x + 56}" cy="${y + 56}" r="8" fill="${C.accent}"/>` +
    bar(x + 88, y + 44, 150, 12, C.ink, 0.8) +
    bar(x + 88, y + 64, 96, 10, C.steel, 0.45) +
    bar(x + w - 130, y + 44, 82, 26, C.glacier) +
    `<line x1="${chartX}" y1="${chartB}" x2="${x + w - 48}" y2="${chartB}" stroke="${C.steel}" stroke-opacity="0.3" stroke-width="2"/>` +
    [0.33, 0.66]
      .map(
        (k) =>
          `<line x1="${chartX}" y1="${f(chartB - k * 260)}" x2="${x + w - 48}" y2="${f(chartB - k * 260)}" stroke="${C.steel}" stroke-opacity="0.14" stroke-width="2" stroke-dasharray="6 8"/>`,
      )
      .join("") +
    bars +
    `<path d="${linePath}" fill="none" stroke="${C.accent}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>` +
    dots +
    shadow(c, `<circle cx="${x + w - 10}" cy="${y + 20}" r="52" fill="#1a0d1f"/>`, 6, 14, 14, 0.35) +
    `<circle cx="${x + w - 10}" cy="${y + 20}" r="52" fill="${C.accent}"/>` +
    `<path d="M${x + w - 34},${y + 44} L${x + w + 14},${y - 4} M${x + w - 14},${y - 6} H${x + w + 16} V${y + 24}" fill="none" stroke="${C.snow}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>` +
    shadow(c, adCard(`fill="#1a0d1f"`), 14, 26, 22, 0.45) +
    adCard(`fill="${C.snow}"`) +
    `<circle cx="${ad.x + 36}" cy="${ad.y + 34}" r="14" fill="${C.fjord}"/>` +
    bar(ad.x + 60, ad.y + 28, 110, 11, C.ink, 0.75) +
    miniScene(c, { x: ad.x + 18, y: ad.y + 64, w: ad.w - 36, h: 160 }, item(MINIS, 0), 5, 14) +
    bar(ad.x + 22, ad.y + 246, 200, 12, C.ink, 0.75) +
    bar(ad.x + 22, ad.y + 268, 150, 10, C.steel, 0.45) +
    bar(ad.x + 22, ad.y + 300, ad.w - 44, 40, C.accent) +
    bar(ad.x + ad.w / 2 - 40, ad.y + 316, 80, 8, C.snow, 0.9)
  );
}

/** A phone with a social feed under an aurora night. */
const socialMedia: Scene = {
  w: 1600,
  h: 1000,
  draw: (c, t) => {
    const scene = landscape(
      c,
      SERVICE_BOX,
      {
        seed: 31,
        horizon: 780,
        sky: [
          [0, "#071a2c"],
          [0.5, "#0f3350"],
          [0.85, "#1f5a6e"],
          [1, "#3f8c8a"],
        ],
        stars: 120,
        aurora: ["#48d3ae", "#7be0b0", "#8a7be0"],
        ridges: [
          {
            top: "#2a5c78",
            bottom: "#3e7c88",
            height: 280,
            peaks: 5,
            snow: "#b9e3e6",
            snowAt: 0.6,
            facet: 0.2,
          },
          {
            top: "#173e58",
            bottom: "#22546a",
            height: 200,
            peaks: 7,
            jag: 0.14,
          },
          {
            top: "#0a2236",
            bottom: "#0e2c42",
            height: 160,
            peaks: [
              [0.02, 1, 0.3],
              [0.4, 0.35, 0.2],
              [0.98, 0.8, 0.25],
            ],
          },
        ],
        mist: "#4fa3a0",
        water: {
          top: "#2d7a80",
          bottom: "#061626",
          reflect: 0.6,
          shimmer: "#9af0d2",
        },
      },
      t,
    );
    return scene + socialPhone(c);
  },
};

function socialFeed(c: Canvas, sw: number): string {
  const ring = c.linear(
    [
      [0, C.amber],
      [0.5, C.accent],
      [1, C.plum],
    ],
    0,
    1,
    1,
    0,
  );
  const stories = [0, 1, 2, 3, 4]
    .map((i) => {
      const cx = 42 + i * 58;
      return `<circle cx="${cx}" cy="96" r="25" fill="${ring}"/><circle cx="${cx}" cy="96" r="21.5" fill="${C.snow}"/><circle cx="${cx}" cy="96" r="18.5" fill="${item(MINIS, i + 1).near}"/><circle cx="${cx}" cy="91" r="7" fill="${item(MINIS, i + 1).sky[1]}"/><path d="M${cx - 12},${109} a12,10 0 0 1 24,0Z" fill="${item(MINIS, i + 1).sky[1]}"/>`;
    })
    .join("");
  const post = (y: number, mini: number, liked: boolean): string =>
    `<circle cx="30" cy="${y + 16}" r="14" fill="${ring}"/><circle cx="30" cy="${y + 16}" r="11" fill="${C.fjord}"/>` +
    bar(52, y + 8, 90, 9, C.ink, 0.8) +
    bar(52, y + 22, 56, 7, C.steel, 0.45) +
    `<circle cx="${sw - 40}" cy="${y + 16}" r="2.5" fill="${C.ink}"/><circle cx="${sw - 32}" cy="${y + 16}" r="2.5" fill="${C.ink}"/><circle cx="${sw - 24}" cy="${y + 16}" r="2.5" fill="${C.ink}"/>` +
    miniScene(c, { x: 0, y: y + 40, w: sw, h: sw * 0.92 }, item(MINIS, mini), 40 + mini, 0) +
    heart(
      30,
      y + 60 + sw * 0.92,
      12,
      `fill="${liked ? C.accent : "none"}" stroke="${liked ? C.accent : C.ink}" stroke-width="2.5"`,
    ) +
    `<path d="M62,${y + 58 + sw * 0.92} a11,10 0 1 1 6,9 l-8,3 z" fill="none" stroke="${C.ink}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M96,${y + 48 + sw * 0.92} l22,0 l-11,22 l-2,-10 z" fill="none" stroke="${C.ink}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M${sw - 34},${y + 48 + sw * 0.92} h16 v22 l-8,-6 l-8,6 z" fill="none" stroke="${C.ink}" stroke-width="2.5" stroke-linejoin="round"/>` +
    bar(18, y + 84 + sw * 0.92, 110, 9, C.ink, 0.75) +
    bar(18, y + 100 + sw * 0.92, sw - 60, 8, C.steel, 0.4) +
    bar(18, y + 114 + sw * 0.92, sw - 120, 8, C.steel, 0.4);
  return (
    statusBar(sw, false) +
    bar(18, 46, 96, 14, C.ink, 0.9) +
    heart(sw - 66, 54, 9, `fill="none" stroke="${C.ink}" stroke-width="2.2"`) +
    `<path d="M${sw - 40},46 l20,8 l-20,8 l4,-8 z" fill="none" stroke="${C.ink}" stroke-width="2.2" stroke-linejoin="round"/>` +
    stories +
    `<line x1="0" y1="136" x2="${sw}" y2="136" stroke="#d5dee6" stroke-width="1.5"/>` +
    post(146, 0, true) +
    post(146 + 160 + sw * 0.92, 3, false)
  );
}

function socialPhone(c: Canvas): string {
  const bubble = (x: number, y: number, w: number): string =>
    shadow(c, `<rect x="${x}" y="${y}" width="${w}" height="64" rx="32" fill="#02121f"/>`, 6, 14, 14, 0.4) +
    `<rect x="${x}" y="${y}" width="${w}" height="64" rx="32" fill="${C.snow}"/>`;
  return (
    phone(c, 930, 130, 350, 720, 6, (sw) => socialFeed(c, sw)) +
    bubble(700, 300, 250) +
    `<circle cx="${732}" cy="332" r="20" fill="${C.accent}"/>` +
    heart(732, 334, 10, `fill="${C.snow}"`) +
    bar(764, 320, 120, 10, C.ink, 0.8) +
    bar(764, 336, 80, 8, C.steel, 0.45) +
    bubble(1220, 560, 200) +
    `<circle cx="1252" cy="592" r="20" fill="${C.fjord}"/>` +
    `<circle cx="1252" cy="586" r="7" fill="${C.glacier}"/><path d="M1240,603 a12,10 0 0 1 24,0Z" fill="${C.glacier}"/>` +
    bar(1284, 580, 100, 10, C.ink, 0.8) +
    bar(1284, 596, 64, 8, C.accent, 0.8) +
    shadow(c, `<circle cx="1330" cy="250" r="44" fill="#02121f"/>`, 6, 12, 12, 0.4) +
    `<circle cx="1330" cy="250" r="44" fill="${C.accent}"/>` +
    heart(1330, 254, 20, `fill="${C.snow}"`) +
    heart(1390, 180, 9, `fill="${C.accentSoft}" opacity="0.8"`) +
    heart(1408, 330, 6, `fill="${C.accentSoft}" opacity="0.6"`) +
    heart(860, 230, 7, `fill="${C.accentSoft}" opacity="0.6"`)
  );
}

/** A clapperboard and a film strip under a dusky violet sky. */
const videoProduction: Scene = {
  w: 1600,
  h: 1000,
  draw: (c, t) => {
    const scene = landscape(
      c,
      SERVICE_BOX,
      {
        seed: 41,
        horizon: 770,
        sky: [
          [0, "#1b1436"],
          [0.45, "#43306a"],
          [0.78, "#a04f7a"],
          [1, "#ec8e78"],
        ],
        sun: {
          x: 1180,
          y: 700,
          r: 52,
          core: "#ffd8b8",
          glow: "#f07a7a",
          halo: 560,
        },
        stars: 40,
        streaks: {
          colors: ["#f28f8a", "#c86a9a"],
          count: 8,
          top: 430,
          bottom: 650,
          opacity: 0.5,
        },
        ridges: [
          {
            top: "#7a4f86",
            bottom: "#a0638a",
            height: 320,
            peaks: 5,
            snow: "#efc6d6",
            snowAt: 0.6,
            facet: 0.18,
          },
          {
            top: "#4a2f62",
            bottom: "#633e72",
            height: 230,
            peaks: 6,
            jag: 0.14,
          },
          {
            top: "#1e1434",
            bottom: "#2a1c42",
            height: 170,
            peaks: [
              [0, 1, 0.28],
              [0.55, 0.3, 0.25],
              [1, 0.8, 0.25],
            ],
            steep: 1.5,
          },
        ],
        mist: "#d77f95",
        water: {
          top: "#9a5a7c",
          bottom: "#140c26",
          reflect: 0.55,
          shimmer: "#ffc4b0",
        },
      },
      t,
    );
    return scene + filmStrip(c, 40, 640, -9, 6) + clapperboard(c, 300, 250);
  },
};

function filmStrip(c: Canvas, x: number, y: number, rotate: number, frames: number): string {
  const fw = 230;
  const fh = 150;
  const w = frames * (fw + 20) + 20;
  const h = fh + 64;
  const holes = Array.from(
    { length: Math.floor(w / 34) },
    (_, i) =>
      `<rect x="${14 + i * 34}" y="10" width="18" height="12" rx="3" fill="${C.snow}" opacity="0.85"/><rect x="${14 + i * 34}" y="${h - 22}" width="18" height="12" rx="3" fill="${C.snow}" opacity="0.85"/>`,
  ).join("");
  const pics = Array.from({ length: frames }, (_, i) =>
    miniScene(c, { x: 20 + i * (fw + 20), y: 32, w: fw, h: fh }, item(MINIS, i + 2), 70 + i, 6),
  ).join("");
  return (
    `<g transform="translate(${x} ${y}) rotate(${rotate})">` +
    shadow(c, `<rect width="${w}" height="${h}" rx="6" fill="#000"/>`, 10, 22, 18, 0.45) +
    `<rect width="${w}" height="${h}" rx="6" fill="#15101f"/>${holes}${pics}</g>`
  );
}

function clapperboard(c: Canvas, x: number, y: number): string {
  const w = 460;
  const h = 320;
  const stripes = (width: number, height: number): string =>
    Array.from(
      { length: 7 },
      (_, i) =>
        `<path d="${poly([
          [i * 72 - 10, 0],
          [i * 72 + 26, 0],
          [i * 72 - 4, height],
          [i * 72 - 40, height],
        ])}" fill="${C.snow}"/>`,
    ).join("") + `<rect width="${width}" height="${height}" rx="6" fill="none" stroke="#15101f" stroke-width="4"/>`;
  const stick = (height: number): string =>
    `<g clip-path="${c.clip(`<rect width="${w}" height="${height}" rx="6"/>`)}"><rect width="${w}" height="${height}" fill="#15101f"/>${stripes(w, height)}</g>`;
  const rows = [0, 1, 2]
    .map(
      (i) =>
        `<line x1="28" y1="${112 + i * 62}" x2="${w - 28}" y2="${112 + i * 62}" stroke="${C.glacier}" stroke-opacity="0.25" stroke-width="3"/>` +
        bar(36, 86 + i * 62, 90 + i * 30, 12, C.glacier, 0.55) +
        bar(w / 2 + 20, 86 + i * 62, 120 - i * 20, 12, C.glacier, 0.35),
    )
    .join("");
  return (
    `<g transform="translate(${x} ${y}) rotate(-6)">` +
    shadow(c, `<rect y="60" width="${w}" height="${h}" rx="16" fill="#000"/>`, 16, 28, 22, 0.5) +
    `<rect y="60" width="${w}" height="${h}" rx="16" fill="${c.linear([
      [0, "#2a2238"],
      [1, "#15101f"],
    ])}"/>` +
    `<g transform="translate(0 60)">${rows}</g>` +
    `<g transform="translate(0 2)">${stick(56)}</g>` +
    `<g transform="rotate(-17 8 6)">${stick(52)}</g>` +
    `<circle cx="14" cy="30" r="10" fill="${C.steel}"/><circle cx="14" cy="30" r="4" fill="#15101f"/>` +
    playButton(w - 40, h + 20, 54, C.accent, C.snow) +
    `</g>`
  );
}

/** A quadcopter over a bright fjord, its camera framing the water below. */
const droneScene: Scene = {
  w: 1600,
  h: 1000,
  draw: (c, t) => {
    const scene = landscape(
      c,
      SERVICE_BOX,
      {
        seed: 51,
        horizon: 700,
        sky: [
          [0, "#3f8fc4"],
          [0.55, "#8cc4e2"],
          [1, "#e6f0f5"],
        ],
        sun: {
          x: 260,
          y: 160,
          r: 40,
          core: "#ffffff",
          glow: "#fff4d6",
          halo: 420,
        },
        streaks: {
          colors: ["#ffffff"],
          count: 8,
          top: 120,
          bottom: 460,
          opacity: 0.55,
        },
        ridges: [
          {
            top: "#8fb3cc",
            bottom: "#b9d3e2",
            height: 360,
            peaks: 5,
            snow: "#ffffff",
            snowAt: 0.7,
            facet: 0.16,
          },
          {
            top: "#4d7d9a",
            bottom: "#7aa2ba",
            height: 280,
            peaks: 6,
            snow: "#eef5f8",
            snowAt: 0.78,
            facet: 0.14,
          },
          {
            top: "#1f4a3f",
            bottom: "#2c5e4e",
            height: 220,
            peaks: [
              [0, 1, 0.3],
              [0.32, 0.45, 0.16],
              [0.78, 0.5, 0.2],
              [1.02, 0.95, 0.26],
            ],
            steep: 1.1,
            jag: 0.08,
          },
        ],
        mist: "#dcebf3",
        water: {
          top: "#4f8fa8",
          bottom: "#0e3a52",
          reflect: 0.5,
          shimmer: "#e6f7ff",
        },
        shore: { color: "#173a30", tree: "#11302a", left: 0.16, right: 0.14 },
        birds: 3,
      },
      t,
    );
    return scene + droneFrame(c) + drone(c, 960, 300, 1.25);
  },
};

function droneFrame(c: Canvas): string {
  const cone = poly([
    [930, 350],
    [990, 350],
    [1240, 860],
    [700, 860],
  ]);
  return (
    `<path d="${cone}" fill="${c.linear([
      [0, "#ffffff", 0.28],
      [1, "#ffffff", 0.04],
    ])}"/>` +
    `<path d="${poly([
      [700, 860],
      [1240, 860],
      [1190, 780],
      [760, 780],
    ])}" fill="#ffffff" fill-opacity="0.08" stroke="#ffffff" stroke-opacity="0.85" stroke-width="3" stroke-dasharray="14 10"/>` +
    `<circle cx="970" cy="820" r="10" fill="none" stroke="#fff" stroke-width="3" opacity="0.9"/>`
  );
}

function drone(c: Canvas, cx: number, cy: number, s: number): string {
  const arm = (dx: number, dy: number): string => {
    const ex = dx * 150;
    const ey = dy * 30 - 20;
    return (
      `<line x1="0" y1="0" x2="${ex}" y2="${ey}" stroke="#d9e2ea" stroke-width="16" stroke-linecap="round"/>` +
      `<rect x="${ex - 14}" y="${ey - 12}" width="28" height="26" rx="8" fill="#2a3542"/>` +
      `<ellipse cx="${ex}" cy="${ey - 16}" rx="92" ry="11" fill="${c.linear(
        [
          [0, "#ffffff", 0.05],
          [0.5, "#ffffff", 0.6],
          [1, "#ffffff", 0.05],
        ],
        0,
        0,
        1,
        0,
      )}"/>` +
      `<ellipse cx="${ex}" cy="${ey - 16}" rx="92" ry="11" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="1.5"/>` +
      `<rect x="${ex - 4}" y="${ey - 22}" width="8" height="10" rx="3" fill="#1c2733"/>`
    );
  };
  return (
    shadow(c, `<ellipse cx="${cx}" cy="${cy + 560}" rx="160" ry="18" fill="#02121f"/>`, 0, 0, 16, 0.25) +
    `<g transform="translate(${cx} ${cy}) scale(${s})">` +
    arm(-1, 1) +
    arm(1, 1) +
    arm(-0.8, -0.4) +
    arm(0.8, -0.4) +
    `<path d="M-60,14 L-76,58 M60,14 L76,58" stroke="#c4cfd9" stroke-width="6" stroke-linecap="round"/>` +
    `<rect x="-74" y="-34" width="148" height="62" rx="28" fill="${c.linear([
      [0, "#ffffff"],
      [1, "#cdd8e1"],
    ])}"/>` +
    `<rect x="-40" y="-44" width="80" height="22" rx="11" fill="#e8eef3"/>` +
    `<rect x="-18" y="24" width="36" height="18" rx="6" fill="#2a3542"/>` +
    `<circle cx="0" cy="54" r="20" fill="#1c2733"/><circle cx="0" cy="54" r="12" fill="${c.radial(
      [
        [0, "#5aa9e6"],
        [1, "#0a2236"],
      ],
      -3,
      50,
      14,
    )}"/><circle cx="-4" cy="50" r="3.5" fill="#fff" opacity="0.85"/>` +
    `<circle cx="-54" cy="-6" r="5" fill="${C.accent}"/><circle cx="54" cy="-6" r="5" fill="#48d3ae"/>` +
    `</g>`
  );
}

/** A camera on a golden-hour birch valley, with viewfinder brackets on the peak. */
const photography: Scene = {
  w: 1600,
  h: 1000,
  draw: (c, t) => {
    const scene = landscape(
      c,
      SERVICE_BOX,
      {
        seed: 61,
        horizon: 760,
        sky: [
          [0, "#3b6f8f"],
          [0.45, "#a7b9a6"],
          [0.8, "#f2c98a"],
          [1, "#f7dfa8"],
        ],
        sun: {
          x: 420,
          y: 560,
          r: 60,
          core: "#fff6dc",
          glow: "#f7c46b",
          halo: 600,
        },
        streaks: {
          colors: ["#fbe3b0", "#f5cf96"],
          count: 7,
          top: 300,
          bottom: 560,
          opacity: 0.5,
        },
        ridges: [
          {
            top: "#b4a583",
            bottom: "#cdb98e",
            height: 330,
            peaks: [
              [0.18, 0.7, 0.16],
              [0.42, 1, 0.18],
              [0.7, 0.75, 0.15],
              [0.9, 0.6, 0.12],
            ],
            snow: "#fff4dc",
            snowAt: 0.6,
            facet: 0.16,
          },
          {
            top: "#6f8a62",
            bottom: "#8fa578",
            height: 220,
            peaks: 6,
            jag: 0.12,
          },
          {
            top: "#2f4a36",
            bottom: "#3c5a40",
            height: 150,
            peaks: [
              [0, 0.9, 0.3],
              [0.6, 0.5, 0.25],
              [1, 1, 0.3],
            ],
            steep: 1.6,
          },
        ],
        mist: "#f3d9a0",
        water: {
          top: "#c9b27e",
          bottom: "#1f3328",
          reflect: 0.5,
          shimmer: "#fff0c8",
        },
        shore: { color: "#1d2f22", tree: "#1a2b20", left: 0.18, right: 0 },
      },
      t,
    );
    return (
      scene +
      brackets({ x: 520, y: 372, w: 310, h: 220 }, 40, 5, "#ffffff") +
      `<rect x="662" y="462" width="24" height="24" fill="none" stroke="#fff" stroke-width="3" opacity="0.9"/>` +
      camera(c, 960, 380)
    );
  },
};

function camera(c: Canvas, x: number, y: number): string {
  const w = 520;
  const h = 330;
  const lx = 250;
  const ly = 190;
  const knurl = `<circle cx="${lx}" cy="${ly}" r="142" fill="none" stroke="#3b4a58" stroke-width="14" stroke-dasharray="4 6"/>`;
  return (
    `<g transform="translate(${x} ${y}) rotate(-7 ${w / 2} ${h / 2})">` +
    shadow(c, `<rect y="30" width="${w}" height="${h}" rx="40" fill="#000"/>`, 18, 32, 26, 0.45) +
    `<path d="${poly([
      [150, 40],
      [185, -10],
      [315, -10],
      [350, 40],
    ])}" fill="#222c37" stroke="#222c37" stroke-width="16" stroke-linejoin="round"/>` +
    `<rect x="30" y="8" width="70" height="30" rx="8" fill="#2f3b48"/>` +
    `<rect x="${w - 120}" y="6" width="56" height="32" rx="10" fill="${C.accent}"/>` +
    `<rect y="30" width="${w}" height="${h}" rx="40" fill="${c.linear([
      [0, "#3a4757"],
      [1, "#1b2530"],
    ])}"/>` +
    `<rect y="110" width="${w}" height="170" fill="#151d26" opacity="0.55"/>` +
    `<rect x="${w - 90}" y="30" width="90" height="${h}" rx="40" fill="#111821" opacity="0.8"/>` +
    `<rect x="26" y="56" width="80" height="34" rx="8" fill="${c.linear([
      [0, "#fff", 0.85],
      [1, "#cfe3ee", 0.6],
    ])}"/>` +
    `<circle cx="${lx}" cy="${ly}" r="160" fill="#121a22"/>` +
    knurl +
    `<circle cx="${lx}" cy="${ly}" r="120" fill="#1d2832" stroke="#4b5b6b" stroke-width="4"/>` +
    `<circle cx="${lx}" cy="${ly}" r="98" fill="${c.radial(
      [
        [0, "#3b6fa0"],
        [0.55, "#173a5a"],
        [0.85, "#3a2b5a"],
        [1, "#0a1420"],
      ],
      lx - 20,
      ly - 25,
      110,
    )}"/>` +
    `<circle cx="${lx}" cy="${ly}" r="54" fill="#08111a" opacity="0.75"/>` +
    `<circle cx="${lx}" cy="${ly}" r="30" fill="${c.radial(
      [
        [0, "#48d3ae", 0.5],
        [1, "#0a2236", 0.2],
      ],
      lx,
      ly,
      30,
    )}"/>` +
    `<path d="M${lx - 62},${ly - 46} A78,78 0 0 1 ${lx + 10},${ly - 76}" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" opacity="0.55"/>` +
    `<circle cx="${lx + 44}" cy="${ly + 38}" r="8" fill="#fff" opacity="0.35"/>` +
    `<circle cx="${w - 60}" cy="80" r="10" fill="#48d3ae" opacity="0.85"/>` +
    `</g>`
  );
}

/** A compass and a dashed route to a flag on the summit, in crisp morning light. */
const strategy: Scene = {
  w: 1600,
  h: 1000,
  draw: (c, t) => {
    const mood: Mood = {
      seed: 71,
      horizon: 790,
      sky: [
        [0, "#9cc5de"],
        [0.6, "#d8e8f1"],
        [0.9, "#f6e3dc"],
        [1, "#fbe6dc"],
      ],
      sun: {
        x: 880,
        y: 210,
        r: 34,
        core: "#ffffff",
        glow: "#fde7d4",
        halo: 380,
      },
      streaks: {
        colors: ["#ffffff", "#fbe6dc"],
        count: 7,
        top: 180,
        bottom: 520,
        opacity: 0.6,
      },
      ridges: [
        {
          top: "#8da8c0",
          bottom: "#b7cadb",
          height: 520,
          peaks: [
            [0.12, 0.55, 0.18],
            [0.36, 1, 0.2],
            [0.62, 0.6, 0.16],
            [0.86, 0.5, 0.18],
          ],
          snow: "#fbfaf7",
          snowAt: 0.5,
          facet: 0.18,
        },
        {
          top: "#4f7492",
          bottom: "#7393ad",
          height: 260,
          peaks: 6,
          jag: 0.12,
          snow: "#e6f0f5",
          snowAt: 0.86,
        },
        {
          top: "#123a5a",
          bottom: "#1d4a6a",
          height: 180,
          peaks: [
            [0.05, 0.9, 0.3],
            [0.45, 0.4, 0.2],
            [0.98, 0.85, 0.3],
          ],
          steep: 1.4,
        },
      ],
      mist: "#eef4f8",
      water: {
        top: "#7fa6c0",
        bottom: "#0a2236",
        reflect: 0.5,
        shimmer: "#ffffff",
      },
      shore: { color: "#0f3350", tree: "#0b2a42", left: 0.42, right: 0 },
    };
    return landscape(c, SERVICE_BOX, mood, t) + route() + compass(c, 1190, 560, 230);
  },
};

function route(): string {
  const d = "M120,1000 C260,900 200,840 330,800 S470,700 430,640 S520,520 560,420 S590,330 578,292";
  return (
    `<path d="${d}" fill="none" stroke="${C.snow}" stroke-width="14" stroke-linecap="round" opacity="0.35"/>` +
    `<path d="${d}" fill="none" stroke="${C.accent}" stroke-width="6" stroke-dasharray="2 16" stroke-linecap="round"/>` +
    [
      [330, 800],
      [430, 640],
      [560, 420],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="10" fill="${C.snow}" stroke="${C.accent}" stroke-width="5"/>`)
      .join("") +
    `<line x1="578" y1="296" x2="578" y2="196" stroke="${C.ink}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M581,198 L650,216 L581,238 Z" fill="${C.accent}"/>`
  );
}

function compass(c: Canvas, cx: number, cy: number, r: number): string {
  const ticks = Array.from({ length: 72 }, (_, i) => {
    const a = (i / 72) * TAU;
    const long = i % 9 === 0;
    const r1 = r * 0.84;
    const r2 = r * (long ? 0.74 : 0.79);
    return `<line x1="${f(cx + Math.cos(a) * r1)}" y1="${f(cy + Math.sin(a) * r1)}" x2="${f(cx + Math.cos(a) * r2)}" y2="${f(cy + Math.sin(a) * r2)}" stroke="${C.fjord}" stroke-width="${long ? 5 : 2.5}" stroke-linecap="round" opacity="${long ? 0.9 : 0.5}"/>`;
  }).join("");
  const point = (angle: number, len: number, width: number, light: string, dark: string): string => {
    const a = (angle * Math.PI) / 180;
    const tip: [number, number] = [cx + Math.cos(a) * len, cy + Math.sin(a) * len];
    const left: [number, number] = [cx + Math.cos(a - Math.PI / 2) * width, cy + Math.sin(a - Math.PI / 2) * width];
    const right: [number, number] = [cx + Math.cos(a + Math.PI / 2) * width, cy + Math.sin(a + Math.PI / 2) * width];
    return `<path d="${poly([[cx, cy], left, tip])}" fill="${light}"/><path d="${poly([[cx, cy], tip, right])}" fill="${dark}"/>`;
  };
  const rose =
    [45, 135, 225, 315].map((a) => point(a, r * 0.42, r * 0.08, "#7f9db6", "#4f7492")).join("") +
    point(-70, r * 0.7, r * 0.13, "#d9623a", C.accent) +
    point(110, r * 0.7, r * 0.13, "#2f5f86", C.fjord) +
    point(20, r * 0.6, r * 0.11, "#c9d8e4", "#9db4c7") +
    point(200, r * 0.6, r * 0.11, "#c9d8e4", "#9db4c7");
  return (
    shadow(c, `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#0a2236"/>`, 14, 26, 24, 0.45) +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${c.linear(
      [
        [0, "#2a5a80"],
        [1, C.fjordDeep],
      ],
      0,
      0,
      1,
      1,
    )}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.9}" fill="${c.radial(
      [
        [0, C.snow],
        [1, C.glacier],
      ],
      cx - r * 0.3,
      cy - r * 0.3,
      r * 1.2,
    )}"/>` +
    ticks +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.58}" fill="none" stroke="${C.fjord}" stroke-opacity="0.18" stroke-width="2"/>` +
    rose +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.07}" fill="${C.snow}" stroke="${C.ink}" stroke-width="4"/>` +
    `<circle cx="${cx - r * 0.2}" cy="${cy - r * 0.95}" r="${r * 0.1}" fill="none" stroke="#2a5a80" stroke-width="${r * 0.05}"/>` +
    `<path d="M${f(cx - r * 0.62)},${f(cy - r * 0.45)} A${f(r * 0.78)},${f(r * 0.78)} 0 0 1 ${f(cx - r * 0.05)},${f(cy - r * 0.78)}" fill="none" stroke="#fff" stroke-width="${f(r * 0.05)}" stroke-linecap="round" opacity="0.7"/>`
  );
}

// ---- projects (1600x1000; the IBKA video shows the middle 1600x900)

/** IBKA: a building site at golden hour seen through a recording viewfinder. */
const ibka: Scene = {
  w: 1600,
  h: 1000,
  draw: (c, t) => {
    const box = SERVICE_BOX;
    const scene = landscape(
      c,
      box,
      {
        seed: 81,
        horizon: 800,
        sky: [
          [0, "#3a4a78"],
          [0.4, "#b06a78"],
          [0.75, "#f2a06a"],
          [1, "#fbd29a"],
        ],
        sun: {
          x: 560,
          y: 640,
          r: 70,
          core: "#fff1cc",
          glow: "#f7a04f",
          halo: 700,
        },
        streaks: {
          colors: ["#fbd0a0", "#f19a86"],
          count: 9,
          top: 260,
          bottom: 600,
          opacity: 0.5,
        },
        ridges: [
          {
            top: "#c07f84",
            bottom: "#dc9f86",
            height: 300,
            peaks: 5,
            snow: "#fbe0c8",
            snowAt: 0.62,
            facet: 0.12,
          },
          {
            top: "#8a5a72",
            bottom: "#a56c74",
            height: 200,
            peaks: 6,
            jag: 0.14,
            parallax: 2,
          },
        ],
        mist: "#f6b98a",
        birds: 4,
      },
      t,
    );
    return scene + site(c, t) + viewfinder(box, t);
  },
};

function site(c: Canvas, t: number): string {
  const dark = "#2a1c2e";
  const ground = `<path d="M0,1000 L0,790 C300,770 600,800 900,782 S1400,770 1600,790 L1600,1000Z" fill="${c.linear([
    [0, "#3a2838"],
    [1, "#1c1320"],
  ])}"/>`;
  return (
    ground +
    building(c, 820, 800, dark) +
    crane(1040, 800, dark, t) +
    `<path d="M0,1000 L0,860 C200,840 420,870 640,850 S1100,880 1600,850 L1600,1000Z" fill="#150e18"/>` +
    `<g fill="${dark}"><rect x="560" y="736" width="150" height="58"/><rect x="560" y="690" width="150" height="46"/><rect x="552" y="684" width="166" height="8"/></g>` +
    `<rect x="580" y="700" width="34" height="22" fill="#ffc98a" opacity="0.9"/><rect x="640" y="748" width="34" height="22" fill="#ffc98a" opacity="0.7"/>` +
    `<path d="M0,800 ${Array.from({ length: 30 }, (_, i) => `M${i * 18},812 v-22`).join(" ")} M0,798 H540" stroke="${dark}" stroke-width="3"/>`
  );
}

function building(c: Canvas, x: number, base: number, color: string): string {
  const floors = 6;
  const fh = 58;
  const w = 380;
  let out = "";
  for (let i = 0; i <= floors; i += 1)
    out += `<rect x="${x - 10}" y="${base - i * fh - 10}" width="${w + 20}" height="10" fill="${color}"/>`;
  for (let j = 0; j <= 5; j += 1)
    out += `<rect x="${x + j * (w / 5) - 6}" y="${base - floors * fh}" width="12" height="${floors * fh}" fill="${color}"/>`;
  const lit = [
    [1, 1],
    [1, 3],
    [2, 2],
    [3, 0],
    [3, 4],
    [4, 1],
  ];
  out += lit
    .map(
      ([fl = 0, col = 0]) =>
        `<rect x="${x + col * (w / 5) + 12}" y="${base - (fl + 1) * fh + 6}" width="${w / 5 - 24}" height="${fh - 16}" fill="${c.linear(
          [
            [0, "#ffd28a", 0.95],
            [1, "#f29a4a", 0.8],
          ],
        )}"/>`,
    )
    .join("");
  let scaffold = "";
  for (let i = 0; i < 9; i += 1)
    scaffold += `<line x1="${x + w + 20}" y1="${base - i * 40}" x2="${x + w + 70}" y2="${base - (i + 1) * 40}" stroke="${color}" stroke-width="3"/><line x1="${x + w + 16}" y1="${base - i * 40}" x2="${x + w + 74}" y2="${base - i * 40}" stroke="${color}" stroke-width="4"/>`;
  scaffold += `<rect x="${x + w + 14}" y="${base - 360}" width="6" height="360" fill="${color}"/><rect x="${x + w + 70}" y="${base - 360}" width="6" height="360" fill="${color}"/>`;
  return out + scaffold;
}

function crane(x: number, base: number, color: string, t: number): string {
  const top = base - 600;
  const mastW = 34;
  let lattice = "";
  for (let y = base; y > top + 40; y -= 40)
    lattice += `<path d="M${x},${y} L${x + mastW},${y - 40} M${x + mastW},${y} L${x},${y - 40}" stroke="${color}" stroke-width="3"/>`;
  const jibL = x - 560;
  const jibR = x + 260;
  let jib = "";
  for (let jx = jibL; jx < jibR; jx += 36)
    jib += `<path d="M${jx},${top} L${jx + 18},${top - 28} L${jx + 36},${top}" fill="none" stroke="${color}" stroke-width="3"/>`;
  const trolley = x - 300;
  const swing = 3 * Math.sin(TAU * t);
  const cable = 230 + 40 * Math.sin(TAU * t + 1);
  const hookX = trolley + Math.sin((swing * Math.PI) / 180) * cable;
  const hookY = top + Math.cos((swing * Math.PI) / 180) * cable;
  return (
    `<rect x="${x}" y="${top}" width="4" height="${base - top}" fill="${color}"/><rect x="${x + mastW - 4}" y="${top}" width="4" height="${base - top}" fill="${color}"/>` +
    lattice +
    `<path d="M${x - 6},${top - 20} L${x + mastW / 2},${top - 110} L${x + mastW + 6},${top - 20}Z" fill="none" stroke="${color}" stroke-width="6"/>` +
    `<line x1="${x + mastW / 2}" y1="${top - 110}" x2="${jibL + 40}" y2="${top - 26}" stroke="${color}" stroke-width="2.5"/>` +
    `<line x1="${x + mastW / 2}" y1="${top - 110}" x2="${jibR - 20}" y2="${top - 26}" stroke="${color}" stroke-width="2.5"/>` +
    `<rect x="${jibL}" y="${top - 30}" width="${jibR - jibL}" height="5" fill="${color}"/><rect x="${jibL}" y="${top - 2}" width="${jibR - jibL}" height="6" fill="${color}"/>` +
    jib +
    `<rect x="${jibR - 90}" y="${top - 4}" width="70" height="54" rx="4" fill="${color}"/>` +
    `<rect x="${x - 22}" y="${top + 6}" width="40" height="36" rx="6" fill="${color}"/><rect x="${x - 16}" y="${top + 12}" width="20" height="14" rx="3" fill="#f7b866" opacity="0.85"/>` +
    `<rect x="${trolley - 12}" y="${top + 2}" width="24" height="12" fill="${color}"/>` +
    `<line x1="${trolley}" y1="${top + 12}" x2="${f(hookX)}" y2="${f(hookY)}" stroke="${color}" stroke-width="3"/>` +
    `<path d="M${f(hookX - 5)},${f(hookY)} h10 v14 a9,9 0 1 1 -14,8" fill="none" stroke="${color}" stroke-width="5"/>` +
    `<g transform="translate(${f(hookX)} ${f(hookY + 28)}) rotate(${f(swing)})"><path d="M0,0 L-60,30 M0,0 L60,30" stroke="${color}" stroke-width="2.5"/><rect x="-110" y="30" width="220" height="22" fill="${color}"/><rect x="-110" y="36" width="220" height="4" fill="#5a3b48"/></g>` +
    `<circle cx="${x + mastW / 2}" cy="${top - 112}" r="5" fill="${C.accent}" opacity="${(0.5 + 0.5 * Math.cos(TAU * t * 2)).toFixed(2)}"/>`
  );
}

function viewfinder(box: Box, t: number): string {
  const inset = {
    x: box.x + 90,
    y: box.y + 110,
    w: box.w - 180,
    h: box.h - 220,
  };
  const rec = Math.cos(TAU * t * 3) > -0.3 ? 1 : 0.15;
  const white = "#ffffff";
  return (
    `<g opacity="0.9">${brackets(inset, 70, 6, white)}</g>` +
    `<circle cx="${inset.x + 44}" cy="${inset.y + 40}" r="13" fill="#ff4d3a" opacity="${rec}"/>` +
    bar(inset.x + 68, inset.y + 34, 70, 12, white, 0.85) +
    `<rect x="${inset.x + inset.w - 100}" y="${inset.y + 28}" width="56" height="24" rx="5" fill="none" stroke="${white}" stroke-width="3" opacity="0.85"/>` +
    `<rect x="${inset.x + inset.w - 96}" y="${inset.y + 32}" width="36" height="16" rx="2" fill="${white}" opacity="0.85"/><rect x="${inset.x + inset.w - 42}" y="${inset.y + 34}" width="5" height="12" rx="2" fill="${white}" opacity="0.85"/>` +
    `<path d="M${box.w / 2 - 24},${box.h / 2} h48 M${box.w / 2},${box.h / 2 - 24} v48" stroke="${white}" stroke-width="3" opacity="0.6"/>` +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<rect x="${inset.x + 36 + i * 14}" y="${inset.y + inset.h - 56 - i * 4}" width="8" height="${18 + i * 4}" rx="2" fill="${white}" opacity="${i < 4 ? 0.85 : 0.35}"/>`,
      )
      .join("")
  );
}

/** Bravida: an installer's local Instagram profile, in blue evening light with power lines. */
const bravida: Scene = {
  w: 1600,
  h: 1000,
  draw: (c, t) => {
    const scene = landscape(
      c,
      SERVICE_BOX,
      {
        seed: 91,
        horizon: 770,
        sky: [
          [0, "#0b2440"],
          [0.5, "#1b4f7a"],
          [0.85, "#4f8fb0"],
          [1, "#f0b98a"],
        ],
        sun: {
          x: 300,
          y: 770,
          r: 36,
          core: "#ffe9c8",
          glow: "#f0a070",
          halo: 460,
        },
        stars: 50,
        ridges: [
          {
            top: "#4a7598",
            bottom: "#6d93ae",
            height: 300,
            peaks: 5,
            snow: "#d6e8f2",
            snowAt: 0.62,
            facet: 0.18,
          },
          {
            top: "#1f4868",
            bottom: "#2f5f80",
            height: 200,
            peaks: 6,
            jag: 0.14,
          },
          {
            top: "#0a1f33",
            bottom: "#10293f",
            height: 130,
            peaks: [
              [0.1, 0.7, 0.3],
              [0.5, 0.4, 0.3],
              [0.95, 1, 0.3],
            ],
            steep: 1.5,
          },
        ],
        mist: "#6aa0c0",
        water: {
          top: "#3f7898",
          bottom: "#061626",
          reflect: 0.55,
          shimmer: "#ffd9a8",
        },
        shore: { color: "#08182a", tree: "#06121f", left: 0.34, right: 0 },
      },
      t,
    );
    return scene + powerLines() + townLights(seeded(92)) + instaPhone(c);
  },
};

function pylon(x: number, base: number, h: number, color: string): string {
  const w = h * 0.22;
  return (
    `<path d="M${f(x - w)},${base} L${x},${f(base - h)} L${f(x + w)},${base} M${f(x - w * 0.6)},${f(base - h * 0.4)} L${f(x + w * 0.6)},${f(base - h * 0.4)} M${f(x - w * 0.75)},${f(base - h * 0.3)} L${f(x + w * 0.35)},${f(base - h * 0.6)} M${f(x + w * 0.75)},${f(base - h * 0.3)} L${f(x - w * 0.35)},${f(base - h * 0.6)}" fill="none" stroke="${color}" stroke-width="${f(h * 0.025)}" stroke-linejoin="round"/>` +
    `<path d="M${f(x - w * 1.4)},${f(base - h * 0.78)} H${f(x + w * 1.4)} M${f(x - w)},${f(base - h * 0.62)} H${f(x + w)}" stroke="${color}" stroke-width="${f(h * 0.03)}" stroke-linecap="round"/>`
  );
}

function powerLines(): string {
  const color = "#0a1a2b";
  const poles: Array<[number, number, number]> = [
    [120, 900, 300],
    [560, 800, 150],
    [820, 772, 80],
  ];
  let wires = "";
  for (const off of [-1.4, 1.4, -1, 1]) {
    const y0 = (h: number): number => (Math.abs(off) > 1.2 ? 0.78 : 0.62) * h;
    for (let i = 0; i < poles.length - 1; i += 1) {
      const [ax, ab, ah] = item(poles, i);
      const [bx, bb, bh] = item(poles, i + 1);
      const a: [number, number] = [ax + off * ah * 0.22, ab - y0(ah)];
      const b: [number, number] = [bx + off * bh * 0.22, bb - y0(bh)];
      wires += `<path d="M${f(a[0])},${f(a[1])} Q${f((a[0] + b[0]) / 2)},${f((a[1] + b[1]) / 2 + 40)} ${f(b[0])},${f(b[1])}" fill="none" stroke="${color}" stroke-width="2" opacity="0.85"/>`;
    }
  }
  return poles.map(([x, b, h]) => pylon(x, b, h, color)).join("") + wires;
}

function townLights(r: Rand): string {
  let out = "";
  for (let i = 0; i < 40; i += 1) {
    const x = between(r, 200, 900);
    const y = between(r, 766, 790);
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(between(r, 1.5, 3))}" fill="#ffd27a" opacity="${between(r, 0.5, 1).toFixed(2)}"/>`;
  }
  return out;
}

const ICONS: readonly string[] = [
  "M-8,-16 L-14,2 H-2 L-8,16 L12,-4 H0 L6,-16Z",
  "M0,-16 a11,11 0 0 1 7,19 v5 h-14 v-5 a11,11 0 0 1 7,-19Z M-6,12 h12 M-4,16 h8",
  "M-14,2 L0,-12 L14,2 M-10,-1 V14 H10 V-1",
  "M-12,-6 h24 M-6,-6 v-8 M6,-6 v-8 M-12,-6 v6 a12,12 0 0 0 24,0 v-6 M0,12 v6",
  "M-15,6 L-6,-12 L15,-12 L6,6Z M-10,-3 H11 M-1,-12 L-5,6 M7,-12 L3,6",
  "M-14,0 a14,14 0 1 0 28,0 a14,14 0 1 0 -28,0 M0,-8 v8 l6,5",
];

function instaProfile(c: Canvas, sw: number): string {
  const ring = c.linear(
    [
      [0, C.amber],
      [0.5, C.accent],
      [1, C.plum],
    ],
    0,
    1,
    1,
    0,
  );
  const tile = (sw - 6) / 3;
  const tiles = Array.from({ length: 12 }, (_, i) => {
    const col = i % 3;
    const row = Math.floor(i / 3);
    const tx = col * (tile + 3);
    const ty = 290 + row * (tile * 1.25 + 3);
    const mini = item(MINIS, (i * 5 + 1) % MINIS.length);
    return (
      miniScene(c, { x: tx, y: ty, w: tile, h: tile * 1.25 }, mini, 100 + i, 0) +
      `<g transform="translate(${f(tx + tile / 2)} ${f(ty + tile * 0.62)}) scale(1.1)"><circle r="22" fill="#0a1a2b" opacity="0.35"/><path d="${item(ICONS, i)}" fill="none" stroke="#fff" stroke-width="2.8" stroke-linecap="round" stroke-linejoin="round"/></g>` +
      `<path d="M${f(tx + tile - 22)},${f(ty + 10)} l10,6 l-10,6z" fill="#fff" opacity="0.9"/>`
    );
  }).join("");
  return (
    statusBar(sw, false) +
    bar(18, 46, 110, 13, C.ink, 0.9) +
    `<path d="M${sw - 44},44 h22 M${sw - 44},52 h22 M${sw - 44},60 h22" stroke="${C.ink}" stroke-width="2.6" stroke-linecap="round"/>` +
    `<circle cx="62" cy="124" r="44" fill="${ring}"/><circle cx="62" cy="124" r="39" fill="${C.snow}"/><circle cx="62" cy="124" r="35" fill="${C.fjord}"/>` +
    `<path d="M58,100 L46,128 H60 L54,148 L78,118 H64 L70,100Z" fill="${C.amber}"/>` +
    [0, 1, 2]
      .map((i) => bar(136 + i * 62, 108, 40, 14, C.ink, 0.85) + bar(132 + i * 62, 130, 48, 8, C.steel, 0.45))
      .join("") +
    bar(18, 182, 150, 11, C.ink, 0.85) +
    bar(18, 200, sw - 80, 8, C.steel, 0.45) +
    bar(18, 214, sw - 120, 8, C.steel, 0.45) +
    `<rect x="18" y="234" width="${f((sw - 44) / 2)}" height="34" rx="9" fill="${C.accent}"/>` +
    bar(18 + (sw - 44) / 4 - 24, 247, 48, 8, C.snow, 0.95) +
    `<rect x="${f(26 + (sw - 44) / 2)}" y="234" width="${f((sw - 44) / 2)}" height="34" rx="9" fill="${C.glacier}"/>` +
    bar(26 + ((sw - 44) * 3) / 4 - 24, 247, 48, 8, C.ink, 0.7) +
    tiles
  );
}

function instaPhone(c: Canvas): string {
  const card = (x: number, y: number, icon: string, fill: string): string =>
    shadow(c, `<rect x="${x}" y="${y}" width="92" height="92" rx="24" fill="#02121f"/>`, 6, 14, 14, 0.45) +
    `<rect x="${x}" y="${y}" width="92" height="92" rx="24" fill="${fill}"/>` +
    `<g transform="translate(${x + 46} ${y + 46}) scale(1.6)"><path d="${icon}" fill="none" stroke="${C.snow}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></g>`;
  return (
    phone(c, 980, 110, 360, 740, -4, (sw) => instaProfile(c, sw)) +
    card(860, 250, item(ICONS, 0), C.accent) +
    card(1300, 560, item(ICONS, 1), C.teal) +
    shadow(c, `<circle cx="1370" cy="230" r="40" fill="#02121f"/>`, 6, 12, 12, 0.4) +
    playButton(1370, 230, 40, C.snow, C.accent)
  );
}

/** Fixano: a craftsman app launching over a green valley with a red cabin. */
const fixano: Scene = {
  w: 1600,
  h: 1000,
  draw: (c, t) => {
    const scene = landscape(
      c,
      SERVICE_BOX,
      {
        seed: 101,
        horizon: 780,
        sky: [
          [0, "#5aa0c8"],
          [0.6, "#b9dbe6"],
          [1, "#f3ead2"],
        ],
        sun: {
          x: 1380,
          y: 230,
          r: 42,
          core: "#fffbea",
          glow: "#ffe6a8",
          halo: 420,
        },
        streaks: {
          colors: ["#ffffff"],
          count: 7,
          top: 150,
          bottom: 480,
          opacity: 0.6,
        },
        ridges: [
          {
            top: "#8fb0c4",
            bottom: "#b5cdd8",
            height: 330,
            peaks: 5,
            snow: "#ffffff",
            snowAt: 0.66,
            facet: 0.14,
          },
          {
            top: "#6f9a6a",
            bottom: "#8fb07f",
            height: 220,
            peaks: 6,
            jag: 0.12,
          },
          {
            top: "#3c6a48",
            bottom: "#4f7f55",
            height: 140,
            peaks: [
              [0.1, 0.8, 0.3],
              [0.55, 0.5, 0.3],
              [0.95, 0.9, 0.3],
            ],
            steep: 1.6,
          },
        ],
        mist: "#eaf2e0",
        water: {
          top: "#8fb8c4",
          bottom: "#1f4a4f",
          reflect: 0.5,
          shimmer: "#ffffff",
        },
        shore: { color: "#2c4a33", tree: "#22402c", left: 0.3, right: 0 },
        birds: 3,
      },
      t,
    );
    return scene + cabin(236, 792, 1) + appPhone(c) + sparkles();
  },
};

function cabin(x: number, base: number, s: number): string {
  const red = "#9c2f1f";
  return (
    `<g transform="translate(${x} ${base}) scale(${s})">` +
    `<rect x="-70" y="-70" width="140" height="70" fill="${red}"/>` +
    `<path d="M-86,-66 L0,-128 L86,-66 Z" fill="#2a2a2a"/><path d="M-86,-66 L0,-128 L86,-66" fill="none" stroke="${C.snow}" stroke-width="6" stroke-linejoin="round"/>` +
    `<rect x="-50" y="-52" width="28" height="26" fill="#ffe2a0" stroke="${C.snow}" stroke-width="4"/><rect x="22" y="-52" width="28" height="26" fill="#ffe2a0" stroke="${C.snow}" stroke-width="4"/>` +
    `<rect x="-12" y="-44" width="24" height="44" fill="#5a1a10" stroke="${C.snow}" stroke-width="4"/>` +
    `<rect x="40" y="-140" width="16" height="34" fill="#3a3a3a"/>` +
    `</g>`
  );
}

/** Tool glyphs centred on 0,0 in a ~30 unit square, drawn as fills. */
const TOOLS: readonly string[] = [
  // hammer
  `<g transform="rotate(-40)"><rect x="-2.6" y="-6" width="5.2" height="22" rx="2.6"/><path d="M-12,-14 h20 l4,3 v5 h-24z"/></g>`,
  // wrench
  `<g transform="rotate(45)"><rect x="-3" y="-4" width="6" height="20" rx="3"/><path d="M-9,-10 a9,9 0 1 1 18,0 a9,9 0 0 1 -5,8 h-8 a9,9 0 0 1 -5,-8z M-3,-20 h6 v9 h-6z" fill-rule="evenodd"/></g>`,
  // screwdriver
  `<g transform="rotate(40)"><rect x="-5" y="0" width="10" height="16" rx="4"/><rect x="-1.6" y="-16" width="3.2" height="17"/><path d="M-1.6,-16 h3.2 l-1.6,-3z"/></g>`,
  // paint roller
  `<path d="M-13,-14 h20 a3,3 0 0 1 3,3 v4 a3,3 0 0 1 -3,3 h-20 a3,3 0 0 1 -3,-3 v-4 a3,3 0 0 1 3,-3z"/><path d="M10,-9 h4 v9 h-11 v5" fill="none" stroke-width="3" stroke-linejoin="round"/><rect x="0" y="4" width="6" height="12" rx="2"/>`,
];

function appUi(c: Canvas, sw: number, sh: number): string {
  const tiles = TOOLS.map((icon, i) => {
    const x = 18 + (i % 2) * ((sw - 48) / 2 + 12);
    const y = 330 + Math.floor(i / 2) * 126;
    const tw = (sw - 48) / 2;
    return (
      `<rect x="${f(x)}" y="${y}" width="${f(tw)}" height="112" rx="18" fill="${i === 0 ? C.accentSoft : C.glacier}"/>` +
      `<circle cx="${f(x + 36)}" cy="${y + 38}" r="22" fill="${i === 0 ? C.accent : C.fjord}"/>` +
      `<g transform="translate(${f(x + 36)} ${y + 38}) scale(0.85)" fill="${C.snow}" stroke="${C.snow}">${icon}</g>` +
      bar(x + 16, y + 74, tw * 0.6, 9, C.ink, 0.75) +
      bar(x + 16, y + 90, tw * 0.4, 7, C.steel, 0.45)
    );
  }).join("");
  return (
    `<rect width="${sw}" height="300" fill="${c.linear([
      [0, C.fjord],
      [1, C.fjordDeep],
    ])}"/>` +
    statusBar(sw, true) +
    `<rect x="18" y="46" width="38" height="38" rx="11" fill="${C.accent}"/><path d="M27,68 L37,58 L47,68 M30,66 V76 H44 V66" fill="none" stroke="${C.snow}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>` +
    bar(66, 58, 84, 13, C.snow, 0.9) +
    `<circle cx="${sw - 38}" cy="65" r="17" fill="${C.glacier}" opacity="0.25"/>` +
    bar(18, 116, sw * 0.7, 18, C.snow, 0.95) +
    bar(18, 144, sw * 0.5, 18, C.snow, 0.95) +
    bar(18, 180, sw * 0.6, 9, C.glacier, 0.55) +
    `<rect x="18" y="214" width="${sw - 36}" height="52" rx="26" fill="${C.snow}"/><circle cx="48" cy="240" r="9" fill="none" stroke="${C.steel}" stroke-width="3"/><path d="M55,247 l7,7" stroke="${C.steel}" stroke-width="3" stroke-linecap="round"/>` +
    bar(74, 236, 120, 9, C.steel, 0.45) +
    tiles +
    `<rect x="18" y="${sh - 96}" width="${sw - 36}" height="58" rx="29" fill="${C.accent}"/>` +
    bar(sw / 2 - 50, sh - 72, 100, 10, C.snow, 0.95)
  );
}

function appPhone(c: Canvas): string {
  const stars = [0, 1, 2, 3, 4]
    .map((i) => {
      const cx = 1268 + i * 30;
      const pts = Array.from({ length: 10 }, (_, k): [number, number] => {
        const a = -Math.PI / 2 + (k * Math.PI) / 5;
        const rr = k % 2 === 0 ? 12 : 5;
        return [cx + Math.cos(a) * rr, 640 + Math.sin(a) * rr];
      });
      return `<path d="${poly(pts)}" fill="${C.amber}"/>`;
    })
    .join("");
  return (
    phone(c, 880, 120, 350, 730, 5, (sw, sh) => appUi(c, sw, sh)) +
    shadow(c, `<rect x="1230" y="600" width="200" height="80" rx="40" fill="#0a2236"/>`, 6, 14, 14, 0.35) +
    `<rect x="1230" y="600" width="200" height="80" rx="40" fill="${C.snow}"/>` +
    stars +
    shadow(c, `<circle cx="820" cy="300" r="56" fill="#0a2236"/>`, 6, 14, 14, 0.35) +
    `<circle cx="820" cy="300" r="56" fill="${C.accent}"/>` +
    `<g transform="translate(820 304) scale(1.9)" fill="${C.snow}" stroke="${C.snow}">${item(TOOLS, 0)}</g>`
  );
}

function sparkles(): string {
  const spark = (x: number, y: number, s: number, color: string): string =>
    `<path d="M${x},${y - s} Q${x},${y} ${x + s},${y} Q${x},${y} ${x},${y + s} Q${x},${y} ${x - s},${y} Q${x},${y} ${x},${y - s}Z" fill="${color}"/>`;
  return (
    spark(1300, 180, 22, C.snow) +
    spark(1360, 420, 14, C.amber) +
    spark(800, 520, 16, C.snow) +
    spark(1270, 770, 12, C.accentSoft)
  );
}

// ---- about (1600x1000)

/** The studio: a desk in front of a big window onto the fjord. */
const about: Scene = {
  w: 1600,
  h: 1000,
  draw: (c, t) => {
    const win: Box = { x: 170, y: 90, w: 1260, h: 620 };
    const view = landscape(
      c,
      win,
      {
        seed: 111,
        horizon: 520,
        sky: [
          [0, "#5d9cc6"],
          [0.6, "#a9d0e4"],
          [1, "#f6e6d6"],
        ],
        sun: {
          x: 820,
          y: 200,
          r: 34,
          core: "#fffbea",
          glow: "#ffe9c0",
          halo: 360,
        },
        streaks: {
          colors: ["#ffffff"],
          count: 6,
          top: 140,
          bottom: 360,
          opacity: 0.6,
        },
        ridges: [
          {
            top: "#88a9c2",
            bottom: "#aec7d7",
            height: 300,
            peaks: 4,
            snow: "#ffffff",
            snowAt: 0.62,
            facet: 0.16,
          },
          {
            top: "#4f7a94",
            bottom: "#6f97ad",
            height: 200,
            peaks: 5,
            jag: 0.12,
          },
          {
            top: "#2f5a4a",
            bottom: "#3f6e58",
            height: 120,
            peaks: [
              [0, 1, 0.3],
              [0.5, 0.4, 0.3],
              [1, 0.9, 0.3],
            ],
            steep: 1.5,
          },
        ],
        mist: "#e8f1f5",
        water: {
          top: "#6fa0b8",
          bottom: "#173e52",
          reflect: 0.5,
          shimmer: "#ffffff",
        },
        birds: 3,
      },
      t,
    );
    return room(c, win, view) + desk(c);
  },
};

function room(c: Canvas, win: Box, view: string): string {
  const frame = "#f4f1ec";
  const { x, y, w, h } = win;
  return (
    `<rect width="1600" height="1000" fill="${c.linear(
      [
        [0, "#d9d2c8"],
        [1, "#c9c0b4"],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    shadow(
      c,
      `<rect x="${x - 24}" y="${y - 24}" width="${w + 48}" height="${h + 48}" fill="#3a3026"/>`,
      0,
      16,
      20,
      0.3,
    ) +
    `<rect x="${x - 24}" y="${y - 24}" width="${w + 48}" height="${h + 48}" fill="${frame}"/>` +
    `<g clip-path="${c.clip(`<rect x="${x}" y="${y}" width="${w}" height="${h}"/>`)}">${view}</g>` +
    `<rect x="${x + w / 3 - 10}" y="${y}" width="20" height="${h}" fill="${frame}"/><rect x="${x + (2 * w) / 3 - 10}" y="${y}" width="20" height="${h}" fill="${frame}"/>` +
    `<rect x="${x}" y="${y + h * 0.32}" width="${w}" height="16" fill="${frame}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#c9c2b8" stroke-width="4"/>` +
    `<line x1="1180" y1="0" x2="1180" y2="150" stroke="#2a2a2a" stroke-width="3"/><path d="M1130,190 Q1130,146 1180,146 Q1230,146 1230,190Z" fill="${C.ink}"/><ellipse cx="1180" cy="192" rx="30" ry="8" fill="#ffe9b8"/>` +
    `<circle cx="1180" cy="196" r="70" fill="${c.radial(
      [
        [0, "#ffe9b8", 0.5],
        [1, "#ffe9b8", 0],
      ],
      1180,
      196,
      70,
    )}"/>`
  );
}

function desk(c: Canvas): string {
  const top = 760;
  return (
    `<rect x="0" y="${top - 40}" width="1600" height="340" fill="${c.linear([
      [0, "#b8afa3"],
      [1, "#a39a8e"],
    ])}"/>` +
    `<rect x="80" y="${top}" width="1440" height="30" rx="6" fill="${c.linear([
      [0, "#e0c29c"],
      [1, "#caa479"],
    ])}"/>` +
    `<rect x="80" y="${top + 30}" width="1440" height="22" fill="#a57f57"/>` +
    `<rect x="150" y="${top + 52}" width="26" height="240" fill="#8a6a48"/><rect x="1424" y="${top + 52}" width="26" height="240" fill="#8a6a48"/>` +
    plant(220, top) +
    `<g transform="translate(300 ${top - 12})"><rect width="130" height="12" rx="3" fill="${C.snow}"/><rect x="6" y="-9" width="120" height="9" rx="3" fill="${C.accentSoft}"/></g>` +
    laptop(c, 470, top) +
    mug(800, top, C.accent) +
    laptop(c, 920, top) +
    mug(1250, top, C.fjord) +
    `<g transform="translate(1350 ${top - 70})"><rect width="130" height="74" rx="16" fill="${C.ink}"/><rect x="20" y="-14" width="40" height="16" rx="4" fill="${C.ink}"/><circle cx="66" cy="38" r="30" fill="#27384a"/><circle cx="66" cy="38" r="18" fill="${c.radial(
      [
        [0, "#5aa9e6"],
        [1, "#0a2236"],
      ],
      60,
      32,
      20,
    )}"/><circle cx="60" cy="32" r="5" fill="#fff" opacity="0.7"/><circle cx="112" cy="16" r="5" fill="${C.accent}"/></g>`
  );
}

function laptop(c: Canvas, x: number, top: number): string {
  return (
    `<path d="M${x},${top} L${x + 20},${top - 190} L${x + 270},${top - 190} L${x + 290},${top}Z" fill="${c.linear([
      [0, "#d8dde2"],
      [1, "#aeb6be"],
    ])}"/>` +
    `<path d="M${x + 145},${top - 112} l16,-26 l10,14 l6,-8 l14,20z" fill="#8e98a2"/>` +
    `<rect x="${x - 20}" y="${top - 8}" width="330" height="10" rx="4" fill="#8e98a2"/>`
  );
}

function mug(x: number, top: number, color: string): string {
  return `<path d="M${x + 56},${top - 56} a18,18 0 0 1 0,36" fill="none" stroke="${color}" stroke-width="9"/><rect x="${x}" y="${top - 70}" width="60" height="70" rx="10" fill="${color}"/><path d="M${x + 20},${top - 84} q-8,-14 0,-28 M${x + 38},${top - 84} q-8,-14 0,-28" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity="0.45"/>`;
}

function plant(x: number, top: number): string {
  const leaves = [-60, -35, -12, 10, 34, 58]
    .map(
      (a, i) =>
        `<ellipse cx="0" cy="-70" rx="${20 + (i % 2) * 6}" ry="${66 + (i % 3) * 10}" transform="rotate(${a})" fill="${i % 2 ? "#4f7f55" : "#3c6a48"}"/>`,
    )
    .join("");
  return `<g transform="translate(${x} ${top - 90})">${leaves}</g><path d="M${x - 52},${top - 100} L${x + 52},${top - 100} L${x + 40},${top} L${x - 40},${top}Z" fill="${C.snow}"/><rect x="${x - 56}" y="${top - 108}" width="112" height="14" rx="4" fill="#e7e2da"/>`;
}

// ---- team avatars (800x800)

interface Person {
  seed: number;
  bg: readonly [string, string];
  tint: string;
  skin: string;
  shade: string;
  hair: string;
  top: string;
  trim: string;
  long: boolean;
  beard: boolean;
}

const AVATAR_BOX: Box = { x: 0, y: 0, w: 800, h: 800 };

function portraitBackground(c: Canvas, p: Person): string {
  const far = mix(p.bg[1], p.tint, 0.22);
  const near = mix(p.bg[1], p.tint, 0.42);
  return landscape(
    c,
    AVATAR_BOX,
    {
      seed: p.seed,
      horizon: 720,
      sky: [
        [0, p.bg[0]],
        [1, p.bg[1]],
      ],
      sun: {
        x: 590,
        y: 250,
        r: 62,
        core: mix(p.bg[0], "#ffffff", 0.7),
        glow: "#ffffff",
        halo: 260,
      },
      ridges: [
        {
          top: far,
          bottom: mix(far, p.bg[1], 0.4),
          height: 300,
          peaks: [
            [0.08, 0.8, 0.2],
            [0.3, 0.55, 0.16],
            [0.72, 0.6, 0.16],
            [0.93, 0.95, 0.2],
          ],
          snow: mix(p.bg[0], "#ffffff", 0.6),
          snowAt: 0.72,
          facet: 0.08,
        },
        {
          top: near,
          bottom: mix(near, p.bg[1], 0.3),
          height: 170,
          peaks: [
            [0.05, 1, 0.3],
            [0.95, 0.9, 0.3],
          ],
        },
      ],
      mist: p.bg[1],
    },
    0,
  );
}

function shoulders(p: Person): string {
  const body = `<path d="M104,800 C106,716 150,656 250,622 C292,608 326,598 350,592 L450,592 C474,598 508,608 550,622 C650,656 694,716 696,800Z" fill="${p.top}"/>`;
  const fold = `<path d="M230,700 C250,740 256,770 258,800 M570,700 C550,740 544,770 542,800" fill="none" stroke="${mix(p.top, "#000000", 0.14)}" stroke-width="5" stroke-linecap="round" opacity="0.7"/>`;
  const collar = p.long
    ? `<path d="M346,592 Q400,664 454,592" fill="${p.skin}" stroke="${p.trim}" stroke-width="14" stroke-linejoin="round"/>`
    : `<path d="M306,630 C320,592 362,582 400,582 C438,582 480,592 494,630 C464,614 432,608 400,608 C368,608 336,614 306,630Z" fill="${p.trim}"/>` +
      `<path d="M374,628 L370,716 M426,628 L430,716" stroke="${C.glacier}" stroke-width="7" stroke-linecap="round"/>`;
  return body + fold + collar;
}

function neck(p: Person): string {
  return `<path d="M354,470 L354,600 Q400,640 446,600 L446,470Z" fill="${p.skin}"/><path d="M354,500 Q400,550 446,500 L446,470 L354,470Z" fill="${p.shade}" opacity="0.75"/>`;
}

function hairBack(p: Person): string {
  if (!p.long) return "";
  const d =
    "M400,200 C252,200 214,318 222,430 C228,520 204,590 182,664 C226,690 300,694 352,676 L448,676 C500,694 574,690 618,664 C596,590 572,520 578,430 C586,318 548,200 400,200Z";
  return `<path d="${d}" fill="${p.hair}"/><path d="M248,470 C244,540 230,600 214,650 M552,470 C556,540 570,600 586,650" fill="none" stroke="${mix(p.hair, "#000000", 0.2)}" stroke-width="6" stroke-linecap="round" opacity="0.6"/>`;
}

function hairFront(p: Person): string {
  const light = mix(p.hair, "#ffffff", 0.2);
  if (p.long) {
    return (
      `<path d="M286,430 C270,300 322,230 406,228 C488,228 532,292 516,430 C510,350 490,304 452,284 C430,326 360,356 294,376 C290,392 288,410 286,430Z" fill="${p.hair}"/>` +
      `<path d="M440,252 C400,250 340,270 316,320" fill="none" stroke="${light}" stroke-width="6" stroke-linecap="round" opacity="0.6"/>`
    );
  }
  return (
    `<path d="M286,396 C270,292 316,222 404,220 C490,220 532,290 514,396 C508,344 494,314 474,300 C432,312 362,308 322,296 C302,318 292,352 286,396Z" fill="${p.hair}"/>` +
    `<path d="M330,266 C370,244 440,242 482,270" fill="none" stroke="${light}" stroke-width="6" stroke-linecap="round" opacity="0.6"/>`
  );
}

function face(p: Person): string {
  const ears = p.long
    ? ""
    : `<ellipse cx="288" cy="396" rx="20" ry="30" fill="${p.skin}"/><ellipse cx="512" cy="396" rx="20" ry="30" fill="${p.skin}"/><ellipse cx="290" cy="398" rx="9" ry="16" fill="${p.shade}"/><ellipse cx="510" cy="398" rx="9" ry="16" fill="${p.shade}"/>`;
  const head = `<ellipse cx="400" cy="376" rx="${p.long ? 110 : 114}" ry="134" fill="${p.skin}"/>`;
  const beard = p.beard
    ? `<path d="M288,392 C290,492 334,546 400,550 C466,546 510,492 512,392 C502,432 488,456 462,464 C440,446 360,446 338,464 C312,456 298,432 288,392Z" fill="${p.hair}"/>` +
      `<path d="M354,448 Q400,428 446,448 Q430,460 400,456 Q370,460 354,448Z" fill="${mix(p.hair, "#000000", 0.1)}"/>`
    : "";
  const brows = `<path d="M334,348 Q358,${p.beard ? 336 : 338} 382,346 M418,346 Q442,${p.beard ? 336 : 338} 466,348" fill="none" stroke="${mix(p.hair, "#000000", 0.25)}" stroke-width="${p.beard ? 9 : 7}" stroke-linecap="round"/>`;
  const eyes = `<ellipse cx="358" cy="386" rx="9" ry="11" fill="#23201f"/><ellipse cx="442" cy="386" rx="9" ry="11" fill="#23201f"/><circle cx="361" cy="382" r="3" fill="#fff"/><circle cx="445" cy="382" r="3" fill="#fff"/>`;
  const nose = `<path d="M402,398 Q392,430 406,434" fill="none" stroke="${p.shade}" stroke-width="5" stroke-linecap="round"/>`;
  const mouth = p.beard
    ? `<path d="M374,472 Q400,494 426,472Z" fill="#6e2f28" stroke="#6e2f28" stroke-width="4" stroke-linejoin="round"/><path d="M381,475 Q400,482 419,475" fill="none" stroke="#fff" stroke-width="4" opacity="0.9"/>`
    : `<path d="M370,460 Q400,490 430,460 Q400,470 370,460Z" fill="#a4473c" stroke="#a4473c" stroke-width="5" stroke-linejoin="round"/>`;
  const cheeks = p.beard
    ? ""
    : `<circle cx="334" cy="438" r="20" fill="#f0907e" opacity="0.3"/><circle cx="466" cy="438" r="20" fill="#f0907e" opacity="0.3"/>`;
  const earrings = p.long
    ? `<circle cx="296" cy="452" r="7" fill="${C.amber}"/><circle cx="504" cy="452" r="7" fill="${C.amber}"/>`
    : "";
  return ears + head + beard + cheeks + brows + eyes + nose + mouth + earrings;
}

/** A flat-illustration head-and-shoulders portrait in front of soft mountains. */
function portrait(c: Canvas, p: Person): string {
  return portraitBackground(c, p) + hairBack(p) + shoulders(p) + neck(p) + face(p) + hairFront(p);
}

const SARA: Person = {
  seed: 121,
  bg: ["#fdeee6", "#f5cdb9"],
  tint: C.plum,
  skin: "#f2c8aa",
  shade: "#e0a988",
  hair: "#6a3f2c",
  top: C.accent,
  trim: "#8f3114",
  long: true,
  beard: false,
};

const MATHIAS: Person = {
  seed: 131,
  bg: ["#eef5f9", "#bcd5e4"],
  tint: C.fjord,
  skin: "#e7b894",
  shade: "#d29c77",
  hair: "#8a6538",
  top: C.fjord,
  trim: "#0a2236",
  long: false,
  beard: true,
};

const avatar = (p: Person): Scene => ({
  w: 800,
  h: 800,
  draw: (c) => portrait(c, p),
});

// ---- Open Graph (1200x630) and icon (512x512)

const og: Scene = {
  w: 1200,
  h: 630,
  draw: (c, t) => {
    const scene = landscape(
      c,
      { x: 0, y: 0, w: 1200, h: 630 },
      {
        ...HERO_MOOD,
        seed: 141,
        horizon: 470,
        stars: 60,
        sun: {
          x: 900,
          y: 450,
          r: 22,
          core: "#ffe0b0",
          glow: "#f0925f",
          halo: 380,
        },
        streaks: {
          colors: ["#f0a07c", "#b86a85"],
          count: 7,
          top: 290,
          bottom: 420,
          opacity: 0.5,
        },
        ridges: HERO_MOOD.ridges.map((l) => ({ ...l, height: l.height * 0.6 })),
        shore: undefined,
      },
      t,
    );
    const font = `font-family="DejaVu Sans, sans-serif"`;
    return (
      scene +
      `<rect width="1200" height="630" fill="${c.linear(
        [
          [0, C.fjordDeep, 0.92],
          [0.55, C.fjordDeep, 0.55],
          [1, C.fjordDeep, 0],
        ],
        0,
        0,
        1,
        0,
      )}"/>` +
      `<g transform="translate(80 150) scale(0.19)">${mark(c, false)}</g>` +
      `<text x="80" y="330" ${font} font-weight="700" font-size="78" fill="${C.snow}" letter-spacing="-1">Fjellsyn Media</text>` +
      `<rect x="82" y="362" width="72" height="6" rx="3" fill="${C.accent}"/>` +
      `<text x="80" y="420" ${font} font-size="36" fill="${C.glacier}">Digital markedsføring og strategi</text>`
    );
  },
};

/** The brand mark (512 units square): a bold ridge line, a rust sun between the peaks, the fjord below. */
function mark(c: Canvas, rounded: boolean): string {
  return (
    `<rect width="512" height="512" rx="${rounded ? 112 : 96}" fill="${c.linear(
      [
        [0, "#1b4d74"],
        [1, C.fjordDeep],
      ],
      0,
      0,
      0.4,
      1,
    )}"/>` +
    `<circle cx="298" cy="168" r="42" fill="${C.accent}"/>` +
    `<path d="M76,352 L186,150 L290,300 L372,206 L440,330" fill="none" stroke="${C.snow}" stroke-width="58" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M118,418 H394" stroke="${C.glacier}" stroke-width="34" stroke-linecap="round" opacity="0.9"/>`
  );
}

const icon: Scene = { w: 512, h: 512, draw: (c) => mark(c, true) };

// ---------------------------------------------------------------- rendering

function renderSvg(scene: Scene, t: number, outW: number, outH: number, view: Box = full(scene)): string {
  const c = new Canvas();
  const body = scene.draw(c, t);
  return c.svg(body, outW, outH, view);
}

interface ImageJob {
  file: string;
  scene: Scene;
  format: "jpeg" | "png";
}

const IMAGE_JOBS: readonly ImageJob[] = [
  { file: "hero/hero.jpg", scene: hero, format: "jpeg" },
  {
    file: "services/digital-markedsforing.jpg",
    scene: digitalMarketing,
    format: "jpeg",
  },
  { file: "services/sosiale-medier.jpg", scene: socialMedia, format: "jpeg" },
  {
    file: "services/videoproduksjon.jpg",
    scene: videoProduction,
    format: "jpeg",
  },
  { file: "services/dronefoto.jpg", scene: droneScene, format: "jpeg" },
  { file: "services/fotografering.jpg", scene: photography, format: "jpeg" },
  { file: "services/strategi-radgivning.jpg", scene: strategy, format: "jpeg" },
  { file: "projects/ibka.jpg", scene: ibka, format: "jpeg" },
  { file: "projects/bravida.jpg", scene: bravida, format: "jpeg" },
  { file: "projects/fixano.jpg", scene: fixano, format: "jpeg" },
  { file: "team/sara-fjellheim.jpg", scene: avatar(SARA), format: "jpeg" },
  { file: "team/mathias-lunde.jpg", scene: avatar(MATHIAS), format: "jpeg" },
  { file: "about/about.jpg", scene: about, format: "jpeg" },
  { file: "og/og-default.jpg", scene: og, format: "jpeg" },
  { file: "icon.png", scene: icon, format: "png" },
];

interface VideoJob {
  name: string;
  scene: Scene;
  /** The part of the scene the 16:9 video shows. */
  view: Box;
}

const VIDEO_JOBS: readonly VideoJob[] = [
  { name: "hero", scene: hero, view: full(hero) },
  { name: "ibka", scene: ibka, view: { x: 0, y: 50, w: 1600, h: 900 } },
];

async function writeImage(job: ImageJob): Promise<string> {
  const out = path.join(IMAGES, job.file);
  await mkdir(path.dirname(out), { recursive: true });
  const svg = Buffer.from(renderSvg(job.scene, 0, job.scene.w, job.scene.h));
  const img = sharp(svg);
  await (
    job.format === "png"
      ? img.png({ compressionLevel: 9, palette: false })
      : img.flatten({ background: C.ink }).jpeg(JPEG)
  ).toFile(out);
  return out;
}

async function frame(job: VideoJob, t: number): Promise<Buffer> {
  const svg = Buffer.from(renderSvg(job.scene, t, VIDEO.w, VIDEO.h, job.view));
  return sharp(svg).removeAlpha().raw().toBuffer();
}

function write(stream: Writable, chunk: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.write(chunk, (error) => (error ? reject(error) : resolve()));
  });
}

const args = (line: string): string[] => line.split(" ");

/** One ffmpeg process encodes both files from the same raw frames on stdin; no audio track. */
function ffmpegArgs(name: string): string[] {
  return [
    ...args("-y -hide_banner -loglevel error -f rawvideo -pix_fmt rgb24"),
    ...args(`-s ${VIDEO.w}x${VIDEO.h} -r ${VIDEO.fps} -i -`),
    ...args("-an -c:v libvpx-vp9 -b:v 0 -crf 36 -row-mt 1 -deadline good -cpu-used 2 -g 240 -pix_fmt yuv420p"),
    path.join(VIDEOS, `${name}.webm`),
    ...args("-an -c:v libx264 -crf 26 -preset slow -tune animation -g 240 -pix_fmt yuv420p -movflags +faststart"),
    path.join(VIDEOS, `${name}.mp4`),
  ];
}

function assertFfmpeg(): void {
  const probe = spawnSync("ffmpeg", ["-version"], { stdio: "ignore" });
  if (probe.error || probe.status !== 0) {
    throw new Error("ffmpeg not found: install it (apt-get install ffmpeg) or run with --only images");
  }
}

async function writeVideo(job: VideoJob): Promise<string[]> {
  await mkdir(VIDEOS, { recursive: true });
  const ff = spawn("ffmpeg", ffmpegArgs(job.name), {
    stdio: ["pipe", "inherit", "inherit"],
  });
  const done = new Promise<void>((resolve, reject) => {
    ff.on("error", reject);
    ff.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code} for ${job.name}`)),
    );
  });
  const total = VIDEO.fps * VIDEO.seconds;
  // librsvg renders one SVG per thread, so a few frames at once keep both cores busy.
  const batch = 4;
  for (let i = 0; i < total; i += batch) {
    const ts = Array.from({ length: Math.min(batch, total - i) }, (_, k) => (i + k) / total);
    const frames = await Promise.all(ts.map((t) => frame(job, t)));
    for (const buf of frames) await write(ff.stdin, buf);
  }
  ff.stdin.end();
  await done;
  return [path.join(VIDEOS, `${job.name}.webm`), path.join(VIDEOS, `${job.name}.mp4`)];
}

async function report(files: readonly string[]): Promise<void> {
  const rows = await Promise.all(
    files.map(async (file) => {
      const { size } = await stat(file);
      const meta = file.endsWith(".jpg") || file.endsWith(".png") ? await sharp(file).metadata() : undefined;
      return {
        file: path.relative(ROOT, file),
        dims: meta ? `${meta.width}x${meta.height}` : `${VIDEO.w}x${VIDEO.h}`,
        kb: (size / 1024).toFixed(0),
      };
    }),
  );
  const width = Math.max(...rows.map((row) => row.file.length));
  for (const row of rows) console.log(`${row.file.padEnd(width)}  ${row.dims.padStart(9)}  ${row.kb.padStart(5)} KB`);
}

function parseOnly(argv: readonly string[]): "images" | "videos" | "all" {
  const i = argv.indexOf("--only");
  const value = i >= 0 ? argv[i + 1] : "all";
  if (value === "images" || value === "videos" || value === "all") return value;
  throw new Error(`--only takes "images" or "videos", not ${String(value)}`);
}

async function main(): Promise<void> {
  const only = parseOnly(process.argv.slice(2));
  const started = Date.now();
  const files: string[] = [];
  if (only !== "videos") files.push(...(await Promise.all(IMAGE_JOBS.map(writeImage))));
  if (only !== "images") {
    assertFfmpeg();
    for (const job of VIDEO_JOBS) files.push(...(await writeVideo(job)));
  }
  await report(files);
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
