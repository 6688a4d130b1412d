// gatsby-plugin-manifest writes the favicon and the app icons as full-colour PNGs. Browsers fetch
// the favicon right after a page loads, while the hero image may still be on its way, and on a
// slow connection every byte of that competes with it; the app icons go to a phone's home screen
// (Chrome no longer fetches one on every visit since the manifest's display is "browser").
// The icon is a flat mark on a gradient: a 256-colour palette keeps it looking the same at
// about a third of the size. Idempotent: a palette PNG is left as it is.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

/** The PNGs gatsby-plugin-manifest writes into public/. */
function iconFiles(publicDir: string): string[] {
  const icons = path.join(publicDir, "icons");
  const inIcons = fs.existsSync(icons)
    ? fs
        .readdirSync(icons)
        .filter((name) => name.endsWith(".png"))
        .map((name) => path.join(icons, name))
    : [];
  return [path.join(publicDir, "favicon-32x32.png"), ...inIcons].filter((file) => fs.existsSync(file));
}

export interface CompactedIcon {
  file: string;
  before: number;
  after: number;
}

/** Re-encodes each full-colour icon as a palette PNG when that is smaller; returns what changed. */
export async function compactIcons(publicDir: string): Promise<CompactedIcon[]> {
  const changed: CompactedIcon[] = [];
  for (const file of iconFiles(publicDir)) {
    const original = await fs.promises.readFile(file);
    const { isPalette } = await sharp(original).metadata();
    if (isPalette) continue;
    const palette = await sharp(original)
      .png({ palette: true, quality: 95, effort: 10, compressionLevel: 9 })
      .toBuffer();
    if (palette.length >= original.length) continue;
    await fs.promises.writeFile(file, palette);
    changed.push({ file, before: original.length, after: palette.length });
  }
  return changed;
}
