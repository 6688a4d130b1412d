// The web loops of a maintainer's film: silent H.264 MP4s, one sized for phones and one for larger
// screens, written once into Gatsby's cache under a key of the film's content and the settings, and
// copied from there to public/static/<key>/ as gatsby-source-filesystem's publicURL copies a file.
// A rebuild whose film and settings are unchanged finds them and encodes nothing.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ffmpeg, run } from "./ffmpeg";
import { probeFilm, type FilmFacts } from "./probe";

/** The most frames a second a loop has. */
export const MAX_FPS = 30;

/**
 * Each loop's widest picture (never wider than the film) and its bitrate ceiling, so a busy picture
 * stays a download a phone can afford. H.264 alone: every engine plays it, and VP9 took most of
 * the encode time for a few hundred kilobytes. x264's veryfast keeps a clean build within seconds
 * per film; +faststart puts the index first, so playback starts before the file has all arrived.
 */
export const loops = {
  phone: { maxWidth: 960, maxrate: "600k" },
  desktop: { maxWidth: 1920, maxrate: "1800k" },
} as const;

export type LoopSize = keyof typeof loops;
export type WebLoop = Record<LoopSize, string>;

const encoder = (size: LoopSize) => [
  ...["-c:v", "libx264", "-preset", "veryfast", "-crf", "26"],
  ...["-maxrate", loops[size].maxrate, "-bufsize", `${2 * Number.parseInt(loops[size].maxrate)}k`],
  ...["-profile:v", "high", "-movflags", "+faststart", "-f", "mp4"],
];

/** The picture alone: no sound, subtitles, chapters or metadata (a phone's film names where and on what it was shot). */
function pictureOnly(facts: Pick<FilmFacts, "fps">, size: LoopSize): string[] {
  const width = loops[size].maxWidth;
  const filters = [`scale='trunc(min(${width},iw)/2)*2':-2`, ...(facts.fps > MAX_FPS ? [`fps=${MAX_FPS}`] : [])];
  return [
    ...["-map", "0:v:0", "-an", "-sn", "-dn", "-map_metadata", "-1", "-map_chapters", "-1"],
    ...["-vf", filters.join(","), "-pix_fmt", "yuv420p"],
  ];
}

/**
 * The cache key: the film's content digest, what is done to it and the ffmpeg that does it. The
 * frame rate the filters depend on is the film's own, so the digest already stands for it.
 */
export function loopKey(contentDigest: string): string {
  const sizes = Object.keys(loops) as LoopSize[];
  const args = sizes.map((size) => [...pictureOnly({ fps: MAX_FPS + 1 }, size), ...encoder(size)]);
  const recipe = JSON.stringify({ contentDigest, ffmpeg: ffmpeg.version, args });
  return crypto.createHash("sha256").update(recipe).digest("hex").slice(0, 32);
}

/** The file name the loops are published under: the film's own, in letters a URL keeps as they are. */
export function loopName(film: string): string {
  const base = path
    .parse(film)
    .name.toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");
  return base.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "") || "film";
}

export interface LoopRequest {
  /** The film's absolute path. */
  film: string;
  /** Its File node's content digest. */
  contentDigest: string;
  /** What the build's check read from the film; read again here when missing. */
  facts?: Pick<FilmFacts, "fps">;
  /** Gatsby's cache folder for this site (the `cache.directory` node APIs get). */
  cacheDir: string;
  /** The site's public/ folder. */
  publicDir: string;
}

const pending = new Map<string, Promise<{ loop: WebLoop; encoded: boolean }>>();

/**
 * The public URLs of the film's loops, encoding them only when the cache has none for this key.
 * `encoded` says whether ffmpeg ran. One encoding per key at a time in this process.
 */
export function ensureWebLoop(request: LoopRequest): Promise<{ loop: WebLoop; encoded: boolean }> {
  const key = loopKey(request.contentDigest);
  let result = pending.get(key);
  if (!result) {
    result = makeWebLoop(key, request).finally(() => pending.delete(key));
    pending.set(key, result);
  }
  return result;
}

async function makeWebLoop(key: string, { film, facts, cacheDir, publicDir }: LoopRequest) {
  const name = loopName(film);
  const sizes = Object.keys(loops) as LoopSize[];
  const fileName = (size: LoopSize) => `${name}-${size}.mp4`;
  const cached = path.join(cacheDir, "web-loops", key);
  const cachedFile = (size: LoopSize) => path.join(cached, fileName(size));
  const encoded = !sizes.every((size) => fs.existsSync(cachedFile(size)));
  if (encoded) {
    // Written under temporary names and renamed once complete: a build stopped halfway leaves no
    // half a film in the cache for the next one to publish.
    await fs.promises.mkdir(cached, { recursive: true });
    const probed = facts ?? (await probeFilm(film));
    if ("refusal" in probed) throw new Error(`${film} ${probed.refusal}`);
    const picture = "facts" in probed ? probed.facts : probed;
    const temporary = (size: LoopSize) => `${cachedFile(size)}.${process.pid}.tmp`;
    // One ffmpeg for both: the film is decoded once and both encoders work on each frame.
    await run(ffmpeg.path, [
      ...["-v", "error", "-y", "-i", film],
      ...sizes.flatMap((size) => [...pictureOnly(picture, size), ...encoder(size), temporary(size)]),
    ]);
    for (const size of sizes) await fs.promises.rename(temporary(size), cachedFile(size));
  }
  const published = path.join(publicDir, "static", key);
  await fs.promises.mkdir(published, { recursive: true });
  for (const size of sizes) {
    const target = path.join(published, fileName(size));
    if (!fs.existsSync(target)) await fs.promises.copyFile(cachedFile(size), target);
  }
  const url = (size: LoopSize) => `/static/${key}/${fileName(size)}`;
  return { loop: { phone: url("phone"), desktop: url("desktop") }, encoded };
}
