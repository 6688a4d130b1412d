// The web loops of a maintainer's film: a WebM (VP9) and an MP4 (H.264) without sound, written once
// into Gatsby's cache under a key of the film's content and the settings, and copied from there to
// public/static/<key>/ as gatsby-source-filesystem's publicURL copies a file. A rebuild whose film
// and settings are unchanged finds both and encodes nothing.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ffmpeg, run } from "./ffmpeg";
import { probeFilm, type FilmFacts } from "./probe";

/** Widest a loop is (a 1080p screen's width; never wider than the film) and its most frames a second. */
export const MAX_WIDTH = 1920;
export const MAX_FPS = 30;

/**
 * Each codec's quality setting with a ceiling on the bitrate, so a busy picture stays a download a
 * phone can afford. VP9 at "good" speed 5 with rows and tiles in parallel: its realtime mode is
 * three times faster but, at the same size, visibly blurs a busy 1080p picture, and a film is
 * encoded once. x264's veryfast keeps a clean build within seconds per film. +faststart puts the
 * MP4's index first, so playback starts before the file has all arrived.
 */
export const encoders = {
  webm: [
    ...["-c:v", "libvpx-vp9", "-crf", "42", "-b:v", "1500k"],
    ...["-deadline", "good", "-cpu-used", "5", "-row-mt", "1", "-tile-columns", "2", "-f", "webm"],
  ],
  mp4: [
    ...["-c:v", "libx264", "-preset", "veryfast", "-crf", "26", "-maxrate", "2000k", "-bufsize", "4000k"],
    ...["-profile:v", "high", "-movflags", "+faststart", "-f", "mp4"],
  ],
} as const;

export type LoopFormat = keyof typeof encoders;
export type WebLoop = Record<LoopFormat, string>;

/** The picture alone: no sound, subtitles, chapters or metadata (a phone's film names where and on what it was shot). */
function pictureOnly(facts: Pick<FilmFacts, "fps">): string[] {
  const filters = [`scale='trunc(min(${MAX_WIDTH},iw)/2)*2':-2`, ...(facts.fps > MAX_FPS ? [`fps=${MAX_FPS}`] : [])];
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
  const args = pictureOnly({ fps: MAX_FPS + 1 });
  const recipe = JSON.stringify({ contentDigest, ffmpeg: ffmpeg.version, encoders, args });
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
  const formats = Object.keys(encoders) as LoopFormat[];
  const cached = path.join(cacheDir, "web-loops", key);
  const cachedFile = (format: LoopFormat) => path.join(cached, `${name}.${format}`);
  const encoded = !formats.every((format) => fs.existsSync(cachedFile(format)));
  if (encoded) {
    // Written under temporary names and renamed once complete: a build stopped halfway leaves no
    // half a film in the cache for the next one to publish.
    await fs.promises.mkdir(cached, { recursive: true });
    const probed = facts ?? (await probeFilm(film));
    if ("refusal" in probed) throw new Error(`${film} ${probed.refusal}`);
    const picture = "facts" in probed ? probed.facts : probed;
    const temporary = (format: LoopFormat) => `${cachedFile(format)}.${process.pid}.tmp`;
    // One ffmpeg for both: the film is decoded once and both encoders work on each frame.
    await run(ffmpeg.path, [
      ...["-v", "error", "-y", "-i", film],
      ...formats.flatMap((format) => [...pictureOnly(picture), ...encoders[format], temporary(format)]),
    ]);
    for (const format of formats) await fs.promises.rename(temporary(format), cachedFile(format));
  }
  const published = path.join(publicDir, "static", key);
  await fs.promises.mkdir(published, { recursive: true });
  for (const format of formats) {
    const target = path.join(published, `${name}.${format}`);
    if (!fs.existsSync(target)) await fs.promises.copyFile(cachedFile(format), target);
  }
  const url = (format: LoopFormat) => `/static/${key}/${name}.${format}`;
  return { loop: { webm: url("webm"), mp4: url("mp4") }, encoded };
}
