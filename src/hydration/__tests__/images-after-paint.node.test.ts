import { removePerImageScripts } from "../images-after-paint";

const pluginScript = 'const t="x";document.querySelectorAll("img[data-main-image]")';
const perImage = `<script type="module">${pluginScript}</script>`;
const image = (name: string) =>
  `<div data-gatsby-image-wrapper><img data-main-image data-src="/${name}.webp">${perImage}</div>`;
const page = (body: string) => `<html><head></head><body>${body}</body></html>`;

describe("removing gatsby-plugin-image's per-image scripts", () => {
  it("removes every one of them, and nothing else", () => {
    const html = removePerImageScripts(page(`${image("a")}${image("b")}<script>other()</script>`), [pluginScript]);
    expect(html).toBe(
      page(
        '<div data-gatsby-image-wrapper><img data-main-image data-src="/a.webp"></div>' +
          '<div data-gatsby-image-wrapper><img data-main-image data-src="/b.webp"></div><script>other()</script>',
      ),
    );
  });

  it("is idempotent, and leaves pages without images alone", () => {
    const once = removePerImageScripts(page(image("a")), [pluginScript]);
    expect(removePerImageScripts(once, [pluginScript])).toBe(once);
    const other = page('<script type="module">other()</script><script src="/x.js"></script><p>text</p>');
    expect(removePerImageScripts(other, [pluginScript])).toBe(other);
  });
});
