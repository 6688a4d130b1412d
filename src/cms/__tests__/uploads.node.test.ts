import { freeName, uploadRefusal, uploadRules } from "../uploads";

describe("an upload's name", () => {
  it("is the entry's address, with -2, -3 … while that name is taken, so no file is replaced", () => {
    expect(freeName("IMG_2041.JPG", "fixano", new Set(["ibka.jpg"]))).toBe("fixano.jpg");
    expect(freeName("fixano.jpg", "fixano", new Set(["fixano.jpg"]))).toBe("fixano-2.jpg");
    expect(freeName("x.jpg", "fixano", new Set(["Fixano.jpg", "fixano-2.jpg"]))).toBe("fixano-3.jpg");
  });

  it("is the file's own name, made safe, where there is no entry (the header's library)", () => {
    expect(freeName("Ny kunde på Ålesund.JPG", undefined, new Set())).toBe("ny-kunde-pa-alesund.jpg");
    expect(freeName("hero.jpg", undefined, new Set(["hero.jpg"]))).toBe("hero-2.jpg");
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
