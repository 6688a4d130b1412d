// The web loops of a maintainer's film: silent H.264 MP4s, one sized for phones and one for larger
// screens, made once into Gatsby's cache under a key of the film's content and the settings, and
// copied to public/static/<key>/ as publicURL copies a file. An unchanged film encodes nothing.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ffmpeg, run } from "./ffmpeg";
import { probeFilm, type FilmFacts } from "./probe";

const MAX_FPS = 30;

/**
 * Each loop's widest picture (never wider than the film) and its bitrate ceiling. H.264 alone: every
 * engine plays it (VP9 took most of the encode time for a few hundred kilobytes); veryfast keeps a
 * build within seconds per film; +faststart puts the index first, so playback starts early.
 */
const loops = {
  phone: { maxWidth: 960, maxrate: "600k" },
  desktop: { maxWidth: 1920, maxrate: "1800k" },
} as const;

type LoopSize = keyof typeof loops;
export type WebLoop = Record<LoopSize, string>;
const sizes = Object.keys(loops) as LoopSize[];

const encoder = (size: LoopSize) => [
  ...["-c:v", "libx264", "-preset", "veryfast", "-crf", "26"],
  ...["-maxrate", loops[size].maxrate, "-bufsize", `${2 * Number.parseInt(loops[size].maxrate)}k`],
  ...["-profile:v", "high", "-movflags", "+faststart", "-f", "mp4"],
];

/** The picture alone: no sound, subtitles, chapters or metadata (a phone's film names where it was shot). */
function pictureOnly({ fps }: Pick<FilmFacts, "fps">, size: LoopSize): string[] {
  const filters = [
    `scale='trunc(min(${loops[size].maxWidth},iw)/2)*2':-2`,
    ...(fps > MAX_FPS ? [`fps=${MAX_FPS}`] : []),
  ];
  return [
    ...["-map", "0:v:0", "-an", "-sn", "-dn", "-map_metadata", "-1", "-map_chapters", "-1"],
    ...["-vf", filters.join(","), "-pix_fmt", "yuv420p"],
  ];
}

/** The cache key: the film's content digest (which stands for its frame rate too), the arguments and the ffmpeg. */
function loopKey(contentDigest: string): string {
  const args = sizes.map((size) => [...pictureOnly({ fps: MAX_FPS + 1 }, size), ...encoder(size)]);
  const recipe = JSON.stringify({ contentDigest, ffmpeg: ffmpeg.version, args });
  return crypto.createHash("sha256").update(recipe).digest("hex").slice(0, 32);
}

/** The film's own name, in letters a URL keeps as they are. */
const loopName = (film: string) =>
  path
    .parse(film)
    .name.toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "") || "film";

export interface LoopRequest {
  /** The film's absolute path and its File node's content digest. */
  film: string;
  contentDigest: string;
  /** What the build's check read from the film; read again here when missing. */
  facts?: Pick<FilmFacts, "fps">;
  /** Gatsby's cache folder (the node APIs' `cache.directory`) and the site's public/. */
  cacheDir: string;
  publicDir: string;
}

const pending = new Map<string, Promise<{ loop: WebLoop; encoded: boolean }>>();

/** The public URLs of the film's loops, encoded (`encoded`) only when the cache has none; one encoding per key at a time. */
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
  const fileName = (size: LoopSize) => `${loopName(film)}-${size}.mp4`;
  const cached = (size: LoopSize) => path.join(cacheDir, "web-loops", key, fileName(size));
  const encoded = !sizes.every((size) => fs.existsSync(cached(size)));
  if (encoded) {
    await fs.promises.mkdir(path.join(cacheDir, "web-loops", key), { recursive: true });
    const probed = facts ?? (await probeFilm(film));
    if ("refusal" in probed) throw new Error(`${film} ${probed.refusal}`);
    const picture = "facts" in probed ? probed.facts : probed;
    // Temporary names, renamed once complete: a stopped build leaves no half film for the next to publish.
    const temporary = (size: LoopSize) => `${cached(size)}.${process.pid}.tmp`;
    // One ffmpeg for both: the film is decoded once and both encoders work on each frame.
    await run(ffmpeg.path, [
      ...["-v", "error", "-y", "-i", film],
      ...sizes.flatMap((size) => [...pictureOnly(picture, size), ...encoder(size), temporary(size)]),
    ]);
    for (const size of sizes) await fs.promises.rename(temporary(size), cached(size));
  }
  await fs.promises.mkdir(path.join(publicDir, "static", key), { recursive: true });
  for (const size of sizes) {
    const target = path.join(publicDir, "static", key, fileName(size));
    if (!fs.existsSync(target)) await fs.promises.copyFile(cached(size), target);
  }
  const url = (size: LoopSize) => `/static/${key}/${fileName(size)}`;
  return { loop: { phone: url("phone"), desktop: url("desktop") }, encoded };
}
