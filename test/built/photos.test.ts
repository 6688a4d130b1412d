// Photos as a camera makes them: content/images/about.jpg is stored as the sensor saw it, a quarter
// turn to the left, with an EXIF orientation that turns it upright, a GPS position and the camera's
// serial number. What the build serves must be upright and carry none of it.
import fs from "node:fs";
import path from "node:path";
import exifReader from "exif-reader";
import sharp from "sharp";

const publicDir = path.resolve(__dirname, "../../public");
const cameraPhoto = path.resolve(__dirname, "../../content/images/about.jpg");
const PICTURE = /\.(jpe?g|png|webp|avif)$/i;

/** Every picture file under public/, the editor's own files aside (they are Decap's, not content). */
function servedPictures(dir = publicDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return file === path.join(publicDir, "admin") ? [] : servedPictures(file);
    return PICTURE.test(entry.name) ? [file] : [];
  });
}

/** The mean difference per channel (0–255) between two pictures of the same size. */
async function difference(a: sharp.Sharp, b: sharp.Sharp): Promise<number> {
  const [left, right] = await Promise.all([a.removeAlpha().raw().toBuffer(), b.removeAlpha().raw().toBuffer()]);
  let sum = 0;
  for (let i = 0; i < left.length; i += 1) sum += Math.abs(left[i]! - right[i]!);
  return sum / left.length;
}

test("the camera photo in the content is stored sideways, with its position and serial number", async () => {
  const metadata = await sharp(cameraPhoto).metadata();
  expect(metadata).toMatchObject({ width: 1080, height: 1728, orientation: 6 });
  const exif = exifReader(metadata.exif!);
  expect(exif.GPSInfo?.GPSLatitude).toEqual([59, 54, 0]);
  expect(exif.Photo?.BodySerialNumber).toBe("FS-000123456");
});

test("no picture the site serves carries EXIF, XMP or an orientation", async () => {
  const pictures = servedPictures();
  expect(pictures.length).toBeGreaterThan(50);
  const carrying: string[] = [];
  for (const file of pictures) {
    const { exif, xmp, orientation } = await sharp(file).metadata();
    if (exif || xmp || (orientation ?? 1) !== 1) carrying.push(path.relative(publicDir, file));
  }
  expect(carrying).toEqual([]);
}, 60_000);

test("every size of the camera photo the site serves is drawn upright", async () => {
  const sizes = servedPictures().filter((file) => path.parse(file).name === "about");
  expect(sizes.length).toBeGreaterThan(2);
  for (const file of sizes) {
    const { width, height } = await sharp(file).metadata();
    // The photo as it should look, and as it would look had the orientation been ignored, at this size.
    const upright = sharp(cameraPhoto).rotate().resize(width, height, { fit: "cover" });
    const sideways = sharp(cameraPhoto).resize(width, height, { fit: "cover" });
    const fromUpright = await difference(sharp(file), upright);
    const fromSideways = await difference(sharp(file), sideways);
    expect({
      file: path.relative(publicDir, file),
      upright: fromUpright < 12 && fromUpright * 3 < fromSideways,
    }).toEqual({
      file: path.relative(publicDir, file),
      upright: true,
    });
  }
}, 60_000);
