import { IMAGE_LOADER, IMAGE_LOADER_ID, loadImagesAfterPaint } from "../images-after-paint";

const pluginScript = 'const t="x";document.querySelectorAll("img[data-main-image]")';
const perImage = `<script type="module">${pluginScript}</script>`;
const image = (name: string) =>
  `<div data-gatsby-image-wrapper><img data-main-image data-src="/${name}.webp">${perImage}</div>`;
const page = (body: string) => `<html><head></head><body>${body}</body></html>`;
const loader = `<script type="module" id="${IMAGE_LOADER_ID}">${IMAGE_LOADER}</script>`;

describe("loading lazy images after the first paint", () => {
  it("replaces the plugin's per-image scripts by one loader, where the last of them stood", () => {
    const html = loadImagesAfterPaint(page(`${image("a")}${image("b")}<p>end</p>`), [pluginScript]);
    expect(html).toBe(
      page(
        '<div data-gatsby-image-wrapper><img data-main-image data-src="/a.webp"></div>' +
          `<div data-gatsby-image-wrapper><img data-main-image data-src="/b.webp">${loader}</div><p>end</p>`,
      ),
    );
  });

  it("is idempotent, and leaves pages without images and other scripts alone", () => {
    const once = loadImagesAfterPaint(page(image("a")), [pluginScript]);
    expect(loadImagesAfterPaint(once, [pluginScript])).toBe(once);
    const other = page('<script type="module">other()</script><script src="/x.js"></script><p>text</p>');
    expect(loadImagesAfterPaint(other, [pluginScript])).toBe(other);
  });

  it("gives a page an earlier build rewrote the current loader", () => {
    const stale = page(`<img data-main-image><script type="module" id="${IMAGE_LOADER_ID}">old()</script>`);
    expect(loadImagesAfterPaint(stale, [pluginScript])).toBe(page(`<img data-main-image>${loader}`));
  });
});
