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

describe("an upload's check", () => {
  it("refuses a picture over the limit and a film where pictures go, and takes a picture that fits", () => {
    expect(uploadRefusal({ name: "a.jpg", size: 25_000_001 }, uploadRules.image)).toBe(
      "Filen er for stor. Et bilde kan være høyst 25 MB.",
    );
    expect(uploadRefusal({ name: "film.mp4", size: 1_000 }, uploadRules.image)).toMatch(
      /^«film\.mp4» er ikke et bilde/,
    );
    expect(uploadRefusal({ name: "a.webp", size: 25_000_000 }, uploadRules.image)).toBeUndefined();
  });

  it("takes a film of MP4 or MOV up to 100 MB where films go", () => {
    expect(uploadRefusal({ name: "klipp.MOV", size: 100_000_000 }, uploadRules.video)).toBeUndefined();
    expect(uploadRefusal({ name: "klipp.mp4", size: 100_000_001 }, uploadRules.video)).toBe(
      "Filen er for stor. En film kan være høyst 100 MB.",
    );
    expect(uploadRefusal({ name: "klipp.webm", size: 1 }, uploadRules.video)).toMatch(/Last opp MP4 eller MOV\.$/);
  });
});
