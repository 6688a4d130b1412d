/**
 * @jest-environment node
 */
// As Gatsby renders a page on the server: the picture must be whole in that HTML, since no script
// comes to draw it.
import { withArtDirection, type IGatsbyImageData } from "gatsby-plugin-image";
import { renderToStaticMarkup as markup } from "react-dom/server";
import { ContentImage } from "../content-image";

// Shaped as gatsby-plugin-image's resolver returns it: each candidate on a line of its own.
const image = (name: string, layout: IGatsbyImageData["layout"] = "constrained"): IGatsbyImageData => ({
  layout,
  width: 720,
  height: 450,
  backgroundColor: "#183848",
  images: {
    fallback: {
      src: `/static/720/${name}.jpg`,
      srcSet: `/static/360/${name}.jpg 360w,\n/static/720/${name}.jpg 720w`,
      sizes: "360px",
    },
    sources: ["avif", "webp"].map((format) => ({
      type: `image/${format}`,
      srcSet: `/static/360/${name}.${format} 360w,\n/static/720/${name}.${format} 720w`,
      sizes: "360px",
    })),
  },
});

// That every picture arrives as AVIF, with and without scripts, is tested in the browser (e2e/images.spec.ts).
describe("a content image", () => {
  it("keeps its own shape and shows its dominant colour until the file arrives; a constrained one grows no wider than its file", () => {
    expect(markup(<ContentImage image={image("ibka")} alt="" />)).toMatch(
      /^<div style="--image-ratio:720 \/ 450;max-width:720px;background-color:#183848" class="[^"]+">/,
    );
    expect(markup(<ContentImage image={image("hero", "fullWidth")} alt="" />)).toMatch(
      /^<div style="--image-ratio:720 \/ 450;background-color:#183848" class="[^"]+">/,
    );
  });

  it("is asked for at once, at high priority, when it is the page's largest", () => {
    const html = markup(<ContentImage image={image("hero")} alt="Fjord" loading="eager" fetchPriority="high" />);
    expect(html).toContain('loading="eager" decoding="async" fetchpriority="high"');
  });

  it("offers a phone held upright its own crop first, as the art direction says", () => {
    const directed = withArtDirection(image("wide", "fullWidth"), [
      { media: "(orientation: portrait)", image: image("tall", "fullWidth") },
    ]);
    // Each source's first file and its media query, in the order the browser tries them.
    const sources = [...markup(<ContentImage image={directed} alt="" />).matchAll(/<source ([^>]*)\/>/g)].map(
      ([, attributes = ""]) =>
        `${/srcSet="([^ ]+)/.exec(attributes)?.[1] ?? ""}${/media="([^"]+)"/.exec(attributes)?.[1] ?? ""}`,
    );
    expect(sources).toEqual([
      "/static/360/tall.avif(orientation: portrait)",
      "/static/360/tall.webp(orientation: portrait)",
      "/static/360/tall.jpg(orientation: portrait)",
      "/static/360/wide.avif",
      "/static/360/wide.webp",
    ]);
  });

  it("in the editor's preview, is the picture a maintainer just uploaded, by its address", () => {
    expect(markup(<ContentImage image="/uploads/ny.jpg" alt="Ny" />)).toMatch(
      /^<img src="\/uploads\/ny\.jpg" alt="Ny" class="[^"]+"\/>$/,
    );
  });
});
