/**
 * @jest-environment node
 */
// Server rendering, as Gatsby renders a page's head: no DOM needed.
import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { withArtDirection, type IGatsbyImageData } from "gatsby-plugin-image";
import { ImagePreloadLinks, imagePreloads } from "../image-preload";
import { putPreloadsFirst } from "../head-order";

// Images shaped as gatsby-plugin-image's GraphQL resolver returns them (AVIF and WebP sources,
// a fallback), art-directed with the plugin's own helper as the home page does.
const image = (name: string, widths: number[], sizes: string): IGatsbyImageData => ({
  layout: "fullWidth",
  width: 1,
  height: 0.75,
  images: {
    fallback: {
      src: `/static/${name}.jpg`,
      srcSet: widths.map((w) => `/static/${w}/${name}.jpg ${w}w`).join(","),
      sizes,
    },
    sources: ["avif", "webp"].map((format) => ({
      type: `image/${format}`,
      srcSet: widths.map((w) => `/static/${w}/${name}.${format} ${w}w`).join(",\n"),
      sizes,
    })),
  },
});
const PORTRAIT = "(orientation: portrait) and (max-width: 599px)";

describe("the largest image's preload", () => {
  it("asks for the AVIF file the picture will choose: the same candidates and sizes, at high priority", () => {
    const hero = image("dronefoto", [360, 720], "calc(100vw - 3rem)");
    expect(renderToStaticMarkup(<ImagePreloadLinks image={hero} />)).toBe(
      '<link rel="preload" as="image" fetchpriority="high" type="image/avif"' +
        ' imageSrcSet="/static/360/dronefoto.avif 360w,/static/720/dronefoto.avif 720w" imageSizes="calc(100vw - 3rem)"/>',
    );
  });

  it("gives each art direction its own query, so a phone held upright fetches only its crop", () => {
    const hero = withArtDirection(image("wide", [480, 1080], "100vw"), [
      { media: PORTRAIT, image: image("tall", [360, 608], "100vw") },
    ]);
    expect(imagePreloads(hero)).toEqual([
      {
        type: "image/avif",
        imageSrcSet: "/static/360/tall.avif 360w,/static/608/tall.avif 608w",
        imageSizes: "100vw",
        media: PORTRAIT,
      },
      {
        type: "image/avif",
        imageSrcSet: "/static/480/wide.avif 480w,/static/1080/wide.avif 1080w",
        imageSizes: "100vw",
        media: `not all and ${PORTRAIT}`,
      },
    ]);
  });

  it("preloads nothing for a plain URL (the editor's preview) or no image", () => {
    expect(imagePreloads("/uploads/hero.jpg")).toEqual([]);
    expect(imagePreloads(null)).toEqual([]);
  });
});

describe("the head's order", () => {
  it("puts the preloads after the meta tags, ahead of the styles and scripts, and keeps everything", () => {
    let head: React.ReactNode[] = [
      <meta key="generator" name="generator" content="Gatsby" />,
      <script key="consent">gtag()</script>,
      <style key="css">{"body{}"}</style>,
      <link key="font" rel="preload" as="font" href="/inter.woff2" />,
      <link key="icon" rel="icon" href="/favicon.png" />,
      <link key="hero" rel="preload" as="image" href="/hero.avif" />,
    ];
    putPreloadsFirst({
      getHeadComponents: () => head,
      replaceHeadComponents: (components) => {
        head = components;
      },
    });
    expect(head.map((node) => (React.isValidElement(node) ? node.key : null))).toEqual([
      "generator",
      "font",
      "hero",
      "consent",
      "css",
      "icon",
    ]);
  });
});
