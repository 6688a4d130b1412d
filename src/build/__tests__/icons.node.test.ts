import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { compactIcons } from "../icons";

/** A full-colour icon like gatsby-plugin-manifest's: a mark on a vertical gradient. */
async function gradientIcon(size: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#123a5a"/><stop offset="1" stop-color="#0b2236"/></linearGradient></defs>
    <rect width="${size}" height="${size}" rx="${size / 5}" fill="url(#g)"/>
    <circle cx="${size * 0.62}" cy="${size * 0.3}" r="${size * 0.08}" fill="#c2410c"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Mean difference of premultiplied RGBA channels, 0–255. */
function meanVisibleDifference(a: Buffer, b: Buffer): number {
  let total = 0;
  for (let i = 0; i < a.length; i += 4) {
    const [alphaA, alphaB] = [a[i + 3] ?? 0, b[i + 3] ?? 0];
    for (let c = 0; c < 3; c += 1) total += Math.abs((a[i + c] ?? 0) * alphaA - (b[i + c] ?? 0) * alphaB) / 255;
    total += Math.abs(alphaA - alphaB);
  }
  return total / a.length;
}

test("re-encodes the favicon and the app icons as smaller palette PNGs that look the same, once", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "icons-"));
  try {
    fs.mkdirSync(path.join(dir, "icons"));
    fs.writeFileSync(path.join(dir, "favicon-32x32.png"), await gradientIcon(32));
    fs.writeFileSync(path.join(dir, "icons", "icon-144x144.png"), await gradientIcon(144));
    fs.writeFileSync(path.join(dir, "icons", "notes.txt"), "not an icon");
    const original = await sharp(path.join(dir, "icons", "icon-144x144.png"))
      .raw()
      .toBuffer();

    const changed = await compactIcons(dir);
    expect(changed.map((icon) => path.relative(dir, icon.file)).sort()).toEqual([
      "favicon-32x32.png",
      path.join("icons", "icon-144x144.png"),
    ]);
    for (const icon of changed) expect(icon.after).toBeLessThan(icon.before);

    const compacted = sharp(path.join(dir, "icons", "icon-144x144.png"));
    const { isPalette, width, height } = await compacted.metadata();
    expect([isPalette, width, height]).toEqual([true, 144, 144]);
    // Same picture: colours weighted by their opacity (what is left of a transparent pixel's
    // colour does not show) move by less than one level of 255 on average.
    const pixels = await compacted.ensureAlpha().raw().toBuffer();
    expect(pixels).toHaveLength(original.length);
    expect(meanVisibleDifference(original, pixels)).toBeLessThan(1);

    expect(await compactIcons(dir)).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("does nothing for a build without icons", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "icons-"));
  try {
    expect(await compactIcons(dir)).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
