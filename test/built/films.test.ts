// The loops the build made of the content's films, as the pages name them; how each loop is encoded
// (silent H.264, 960 or 1920 px, 30 frames a second, index first) is tested in src/films.
import fs from "node:fs";
import path from "node:path";

const publicDir = path.resolve(__dirname, "../../public");

/** The loop URLs a page's data names. */
function loopsOf(page: string): string[] {
  const data = fs.readFileSync(path.join(publicDir, "page-data", page, "page-data.json"), "utf8");
  return [...new Set(data.match(/\/static\/[0-9a-f]{32}\/[a-z0-9-]+\.mp4/g) ?? [])].sort();
}

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
