// What a maintainer's film is, as ffprobe reads it, and the reasons the build refuses one.
import fs from "node:fs";
import { VIDEO_MAX_BYTES, VIDEO_MAX_SECONDS } from "../content-model/schemas";
import { ffprobe, run } from "./ffmpeg";

/** The film's picture as the loops are made from it. */
export interface FilmFacts {
  width: number;
  height: number;
  /** Frames per second. */
  fps: number;
  seconds: number;
}

interface ProbeOutput {
  streams?: {
    codec_type?: string;
    width?: number;
    height?: number;
    avg_frame_rate?: string;
    r_frame_rate?: string;
    disposition?: { attached_pic?: number };
  }[];
  format?: { format_name?: string; duration?: string };
}

/** "30000/1001" → 29.97; "0/0" (unknown) → 0. */
const rate = (fraction: string | undefined): number => {
  const [top, bottom] = (fraction ?? "0/0").split("/").map(Number);
  return top && bottom ? top / bottom : 0;
};

const megabytes = (bytes: number) => Math.round(bytes / 100_000) / 10;

/** The film's facts, or why it cannot be a loop, in English and in Norwegian for the maintainer. */
export async function probeFilm(file: string): Promise<{ facts: FilmFacts } | { refusal: string }> {
  const { size } = await fs.promises.stat(file);
  if (size > VIDEO_MAX_BYTES) {
    const [mb, max] = [megabytes(size), VIDEO_MAX_BYTES / 1_000_000];
    return {
      refusal: `is ${mb} MB, more than the ${max} MB a film may be (filmen er ${mb} MB; en film kan være høyst ${max} MB)`,
    };
  }
  let probe: ProbeOutput;
  try {
    const { stdout } = await run(ffprobe.path, [
      ...["-v", "error", "-print_format", "json", "-show_format", "-show_streams", file],
    ]);
    probe = JSON.parse(stdout) as ProbeOutput;
  } catch {
    probe = {};
  }
  const format = probe.format?.format_name ?? "";
  // A still picture reads as a one-frame video (image2, png_pipe …); cover art in a sound file is
  // a picture attached to it.
  const picture = probe.streams?.find((stream) => stream.codec_type === "video" && !stream.disposition?.attached_pic);
  if (!probe.format || /^image2|_pipe$/.test(format)) {
    return { refusal: "is not a film the build can read (filen er ikke en film som kan leses)" };
  }
  if (!picture?.width || !picture.height) {
    return { refusal: "has no picture, only sound or other data (filen har ikke bilde, bare lyd eller andre data)" };
  }
  const seconds = Number(probe.format.duration ?? 0);
  if (seconds > VIDEO_MAX_SECONDS) {
    const rounded = Math.round(seconds);
    return {
      refusal:
        `is ${rounded} s long, longer than the ${VIDEO_MAX_SECONDS} s a loop may be ` +
        `(filmen varer ${rounded} sekunder; en loop kan vare høyst ${VIDEO_MAX_SECONDS} sekunder)`,
    };
  }
  const fps = rate(picture.avg_frame_rate) || rate(picture.r_frame_rate);
  return { facts: { width: picture.width, height: picture.height, fps, seconds } };
}
