import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { VIDEO_MAX_BYTES } from "../../content-model/schemas";
import { prepareContentFilms, type ContentFile } from "../content-films";
import { ffmpeg, ffprobe, run } from "../ffmpeg";
import { probeFilm } from "../probe";
import { ensureWebLoop } from "../web-loop";

// Real films, made by the same ffmpeg the build runs: each a second or two of a test picture.
let dir: string;
const at = (name: string) => path.join(dir, name);
const make = (name: string, ...args: string[]) => run(ffmpeg.path, ["-v", "error", "-y", ...args, at(name)]);
const testPicture = (size: string, rate: number, seconds: number) =>
  ["-f", "lavfi", "-i", `testsrc2=size=${size}:rate=${rate}:duration=${seconds}`] as const;
const sound = (seconds: number) => ["-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "films-"));
  fs.writeFileSync(at("notes.mp4"), "Dette er en tekst, ikke en film.\n");
  await make("still.mp4", ...testPicture("64x36", 1, 1), "-frames:v", "1", "-f", "image2", "-c:v", "mjpeg");
  await make("sound.mp4", ...sound(1), "-c:a", "aac");
  await make("long.mp4", ...testPicture("32x32", 1, 61), "-c:v", "libx264", "-preset", "ultrafast");
  // A camera's 60 frames a second, wider than a screen, with sound and the metadata a phone writes.
  await make(
    "camera.mov",
    ...testPicture("2400x136", 60, 1),
    ...sound(1),
    ...["-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac", "-shortest"],
    ...["-metadata", "title=Serienummer 12345", "-metadata", "comment=GPS 59.91 10.75"],
  );
  await make("small.mp4", ...testPicture("320x180", 24, 1), "-c:v", "libx264", "-preset", "ultrafast");
  // As large as a film may not be, at no cost: a sparse file.
  fs.closeSync(fs.openSync(at("huge.mp4"), "w"));
  fs.truncateSync(at("huge.mp4"), VIDEO_MAX_BYTES + 1);
}, 120_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

interface Stream {
  codec_type: string;
  codec_name: string;
  width?: number;
  avg_frame_rate?: string;
}
async function streamsOf(file: string): Promise<{ streams: Stream[]; format: { tags?: Record<string, string> } }> {
  const args = ["-v", "error", "-print_format", "json", "-show_streams", "-show_format", file];
  const { stdout } = await run(ffprobe.path, args);
  return JSON.parse(stdout) as { streams: Stream[]; format: { tags?: Record<string, string> } };
}

describe("probeFilm", () => {
  it.each([
    ["a file that is no film", "notes.mp4", "is not a film the build can read (filen er ikke en film som kan leses)"],
    [
      "a still picture saved as a film",
      "still.mp4",
      "is not a film the build can read (filen er ikke en film som kan leses)",
    ],
    [
      "a film with sound and no picture",
      "sound.mp4",
      "has no picture, only sound or other data (filen har ikke bilde, bare lyd eller andre data)",
    ],
    [
      "a film longer than a minute",
      "long.mp4",
      "is 61 s long, longer than the 60 s a loop may be (filmen varer 61 sekunder; en loop kan vare høyst 60 sekunder)",
    ],
    [
      "a film larger than the limit, before reading it",
      "huge.mp4",
      "is 100 MB, more than the 100 MB a film may be (filmen er 100 MB; en film kan være høyst 100 MB)",
    ],
  ])("refuses %s", async (_case, file, refusal) => {
    await expect(probeFilm(at(file))).resolves.toEqual({ refusal });
  });

  it("reads a camera's film: its size and frame rate", async () => {
    await expect(probeFilm(at("camera.mov"))).resolves.toEqual({
      facts: { width: 2400, height: 136, fps: 60, seconds: expect.closeTo(1, 1) as number },
    });
  });
});

describe("ensureWebLoop", () => {
  const folders = () => ({ cacheDir: at("cache"), publicDir: at("public") });

  it("makes silent faststart H.264 loops, 960 px wide for phones and 1920 px beside it, 30 frames a second, without the film's metadata", async () => {
    const { loop, encoded } = await ensureWebLoop({ film: at("camera.mov"), contentDigest: "camera-1", ...folders() });
    expect(encoded).toBe(true);
    expect(loop.phone).toMatch(/^\/static\/[0-9a-f]{32}\/camera-phone\.mp4$/);
    expect(loop.desktop).toBe(loop.phone.replace(/phone\.mp4$/, "desktop.mp4"));
    for (const [url, width] of [
      [loop.phone, 960],
      [loop.desktop, 1920],
    ] as const) {
      const served = path.join(at("public"), url);
      const { streams, format } = await streamsOf(served);
      expect(streams).toEqual([
        expect.objectContaining({ codec_type: "video", codec_name: "h264", width, avg_frame_rate: "30/1" }),
      ]);
      expect(JSON.stringify(format.tags ?? {})).not.toMatch(/12345|GPS/);
      // faststart: the index (moov) comes before the picture data (mdat).
      const bytes = fs.readFileSync(served).toString("latin1");
      expect(bytes.indexOf("moov")).toBeLessThan(bytes.indexOf("mdat"));
    }
  }, 120_000);

  it("never makes a small film larger or faster than it is", async () => {
    const { loop } = await ensureWebLoop({ film: at("small.mp4"), contentDigest: "small-1", ...folders() });
    const { streams } = await streamsOf(path.join(at("public"), loop.phone));
    expect(streams[0]).toMatchObject({ width: 320, avg_frame_rate: "24/1" });
  }, 120_000);

  it("publishes a film it has made from the cache, and encodes a film whose content changed", async () => {
    const first = await ensureWebLoop({ film: at("small.mp4"), contentDigest: "small-1", ...folders() });
    fs.rmSync(at("public"), { recursive: true });
    const again = await ensureWebLoop({ film: at("small.mp4"), contentDigest: "small-1", ...folders() });
    expect(again).toEqual({ loop: first.loop, encoded: false });
    expect(fs.existsSync(path.join(at("public"), again.loop.desktop))).toBe(true);
    const replaced = await ensureWebLoop({ film: at("small.mp4"), contentDigest: "small-2", ...folders() });
    expect(replaced.encoded).toBe(true);
    expect(replaced.loop.phone).not.toBe(first.loop.phone);
  }, 120_000);
});

describe("prepareContentFilms", () => {
  /** content/site.json naming the film, as gatsby-node reads it, and the film's File node. */
  const naming = (film: string) => {
    fs.mkdirSync(path.join(dir, "content/videos"), { recursive: true });
    fs.copyFileSync(at(film), path.join(dir, "content/videos", film));
    const file: ContentFile = {
      id: film,
      parent: null,
      children: [],
      internal: { type: "File", contentDigest: film, owner: "gatsby-source-filesystem" },
      absolutePath: path.join(dir, "content/videos", film),
      relativePath: `videos/${film}`,
    };
    const data = { slug: "fjellsyn", hero: { video: `videos/${film}` } };
    const entries = [
      { type: "SiteIdentity" as const, data, file: "content/site.json", folder: path.join(dir, "content") },
    ];
    return { entries, files: [file], cacheDir: at("cache"), publicDir: at("public"), onEncoded: jest.fn() };
  };

  it("names the file, the entry and the field of a film it refuses, and encodes nothing", async () => {
    const options = naming("sound.mp4");
    await expect(prepareContentFilms(options)).resolves.toEqual([
      'content/site.json (site "fjellsyn"): hero.video "videos/sound.mp4" has no picture, only sound or other data (filen har ikke bilde, bare lyd eller andre data)',
    ]);
    expect(options.onEncoded).not.toHaveBeenCalled();
  });

  it("makes the loops of a film it accepts once, and finds them in the cache the next time", async () => {
    const options = naming("small.mp4");
    await expect(prepareContentFilms(options)).resolves.toEqual([]);
    await expect(prepareContentFilms(options)).resolves.toEqual([]);
    expect(options.onEncoded).toHaveBeenCalledTimes(1);
    expect(options.onEncoded).toHaveBeenCalledWith("content/videos/small.mp4", expect.any(Number));
  }, 120_000);
});
