import { uniqueSuffix, uploadName, uploadRefusal, uploadRules } from "../uploads";

describe("an upload's name", () => {
  it("is what it shows with a suffix no other upload has, so no file is ever replaced", () => {
    expect(uploadName("IMG_2041.JPG", "videoproduksjon", "t5x2k1a9z")).toBe("videoproduksjon-t5x2k1a9z.jpg");
    expect(uploadName("Ny kunde på Ålesund.JPG", undefined, "t5x2k1a9z")).toBe("ny-kunde-pa-alesund-t5x2k1a9z.jpg");
    expect(uploadName("klipp.MOV", "hero")).toMatch(/^hero-[a-z0-9]{9}\.mov$/);
  });

  it("differs between two uploads in the same second", () => {
    expect(uniqueSuffix(1_765_000_000_000, 0.1)).not.toBe(uniqueSuffix(1_765_000_000_000, 0.2));
  });
});

/** An MP4's header as a camera writes it: "ftyp", then "moov" holding "mvhd" with the film's length. */
function film(name: string, seconds: number, { long = false } = {}): File {
  const box = (type: string, body: Uint8Array) => {
    const out = new Uint8Array(8 + body.length);
    new DataView(out.buffer).setUint32(0, out.length);
    out.set(new TextEncoder().encode(type), 4);
    out.set(body, 8);
    return out;
  };
  const mvhd = new Uint8Array(long ? 108 : 96);
  const view = new DataView(mvhd.buffer);
  view.setUint8(0, long ? 1 : 0);
  if (long) {
    view.setUint32(20, 600);
    view.setBigUint64(24, BigInt(seconds * 600));
  } else {
    view.setUint32(12, 1000);
    view.setUint32(16, seconds * 1000);
  }
  const ftyp = box("ftyp", new TextEncoder().encode("isom\0\0\0\0isommp41"));
  return new File([ftyp, box("moov", box("mvhd", mvhd)), box("mdat", new Uint8Array(64))], name);
}

const sized = (name: string, size: number) => ({ name, size }) as File;

describe("an upload's check", () => {
  it("refuses a picture over the limit and a film where pictures go, and takes a picture that fits", async () => {
    await expect(uploadRefusal(sized("a.jpg", 25_000_001), uploadRules.image)).resolves.toBe(
      "Filen er for stor. Et bilde kan være høyst 25 MB.",
    );
    await expect(uploadRefusal(sized("film.mp4", 1_000), uploadRules.image)).resolves.toMatch(
      /^«film\.mp4» er ikke et bilde/,
    );
    await expect(uploadRefusal(sized("a.webp", 25_000_000), uploadRules.image)).resolves.toBeUndefined();
  });

  it("takes an MP4 or MOV film of up to 60 seconds and 100 MB where films go", async () => {
    await expect(uploadRefusal(film("klipp.MOV", 12), uploadRules.video)).resolves.toBeUndefined();
    await expect(uploadRefusal(film("klipp.mp4", 60, { long: true }), uploadRules.video)).resolves.toBeUndefined();
    await expect(uploadRefusal(sized("klipp.mp4", 100_000_001), uploadRules.video)).resolves.toBe(
      "Filen er for stor. En film kan være høyst 100 MB.",
    );
    await expect(uploadRefusal(sized("klipp.webm", 1), uploadRules.video)).resolves.toMatch(
      /Last opp MP4 eller MOV\.$/,
    );
  });

  it("refuses a film longer than 60 seconds, and a file that is no film whatever its name", async () => {
    await expect(uploadRefusal(film("ferie.mp4", 70), uploadRules.video)).resolves.toBe(
      "«ferie.mp4» varer 70 sekunder, og en film kan vare høyst 60. Klipp den kortere først (på iPhone: Bilder › Rediger).",
    );
    await expect(uploadRefusal(film("ferie.mov", 61, { long: true }), uploadRules.video)).resolves.toMatch(
      /varer 61 sekunder/,
    );
    const text = new File(["Dette er ikke en film, bare tekst."], "notat.mp4");
    await expect(uploadRefusal(text, uploadRules.video)).resolves.toBe(
      "«notat.mp4» er ikke en film nettstedet kan bruke. Last opp MP4 eller MOV.",
    );
  });
});
