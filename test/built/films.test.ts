// The loops the build made of the content's films, as the pages name them: silent H.264, one no
// wider than 960 px for phones and one no wider than 1920 px, no faster than 30 frames a second, index first.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ffprobe } from "../../src/films/ffmpeg";

const publicDir = path.resolve(__dirname, "../../public");

/** The loop URLs a page's data names. */
function loopsOf(page: string): string[] {
  const data = fs.readFileSync(path.join(publicDir, "page-data", page, "page-data.json"), "utf8");
  return [...new Set(data.match(/\/static\/[0-9a-f]{32}\/[a-z0-9-]+\.mp4/g) ?? [])].sort();
}

interface Probe {
  streams: { codec_type: string; codec_name: string; width: number; avg_frame_rate: string }[];
}
const probe = (url: string) =>
  JSON.parse(
    execFileSync(ffprobe.path, ["-v", "error", "-print_format", "json", "-show_streams", path.join(publicDir, url)], {
      encoding: "utf8",
    }),
  ) as Probe;

test.each([
  ["index", "hero"],
  ["case-study/ibka", "ibka"],
])("the page %s names a desktop and a phone loop of its film, both served", (page, name) => {
  const loops = loopsOf(page);
  expect(loops).toEqual([
    expect.stringMatching(new RegExp(`/${name}-desktop\\.mp4$`)),
    expect.stringMatching(new RegExp(`/${name}-phone\\.mp4$`)),
  ]);
  for (const url of loops) expect(fs.existsSync(path.join(publicDir, url))).toBe(true);
});

test("each loop is one silent H.264 stream, at most 960 px wide for phones (1920 px else) and 30 frames a second", () => {
  for (const url of [...loopsOf("index"), ...loopsOf("case-study/ibka")]) {
    const { streams } = probe(url);
    expect(streams).toHaveLength(1);
    const [stream] = streams;
    expect(stream).toMatchObject({ codec_type: "video", codec_name: "h264" });
    expect(stream!.width).toBeLessThanOrEqual(url.endsWith("-phone.mp4") ? 960 : 1920);
    const [frames, per] = stream!.avg_frame_rate.split("/").map(Number);
    expect(frames! / per!).toBeLessThanOrEqual(30);
  }
});

test("each loop starts with its index, so it plays before it has all arrived", () => {
  for (const url of [...loopsOf("index"), ...loopsOf("case-study/ibka")]) {
    const head = fs.readFileSync(path.join(publicDir, url)).toString("latin1");
    expect(head.indexOf("moov")).toBeLessThan(head.indexOf("mdat"));
  }
});
