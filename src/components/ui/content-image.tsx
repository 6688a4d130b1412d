import type { IGatsbyImageData } from "gatsby-plugin-image";
import type * as React from "react";
import styled from "styled-components";

/** gatsby-plugin-image's data on the site, or a plain URL in the editor's preview (an upload not yet built). */
export type ImageSource = IGatsbyImageData | string;

/** A query's `image { childImageSharp { gatsbyImageData } }` as the views take it. */
export const imageSource = (image: {
  readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null;
}): ImageSource | null => image.childImageSharp?.gatsbyImageData ?? null;

const PlainImage = styled.img`
  object-fit: cover;
`;

// The plugin's data drawn as the browser's own <picture>, which needs no script; GatsbyImage would
// add 72 KB to every page with an image and hide each until its script ran.

/** The box: the image's own shape unless the styles of whoever uses it size it. */
const Frame = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: var(--image-ratio);
`;

/** The file, filling the box as a cover. */
const FilledImage = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/** React 18 passes only the lower-case `fetchpriority` through (the prop arrived in React 19). */
const fetchPriorityAttribute = (priority: "high" | "low" | "auto" | undefined): Record<string, string> =>
  priority ? { fetchpriority: priority } : {};

/** A srcset on one line (the plugin's resolver puts each candidate on a line of its own). */
export const oneLine = (srcSet: string) => srcSet.replace(/\n/g, "");

export interface ContentImageProps {
  image: ImageSource;
  alt: string;
  className?: string;
  /** On the site lazy unless said otherwise: only a page's first image is wanted before the visitor scrolls. */
  loading?: "eager" | "lazy";
  fetchPriority?: "high" | "low" | "auto";
}

export function ContentImage({ image, alt, className, loading, fetchPriority }: ContentImageProps) {
  if (typeof image === "string") {
    return <PlainImage src={image} alt={alt} className={className} loading={loading} />;
  }
  const { width, height, layout, backgroundColor, images } = image;
  const frame = {
    "--image-ratio": `${width} / ${height}`,
    // A constrained image never grows past its largest file, as the plugin lays it out.
    maxWidth: layout === "constrained" ? `${width}px` : undefined,
    // The placeholder the query asks for (the picture's dominant colour) until the file arrives.
    backgroundColor,
  } as React.CSSProperties;
  // withArtDirection leaves each media's last format without sizes: it takes that media's own.
  const sizesOf = (media?: string) =>
    images.sources?.find((source) => source.media === media && source.sizes)?.sizes ?? images.fallback?.sizes;
  return (
    <Frame className={className} style={frame}>
      <picture>
        {images.sources?.map(({ type, srcSet, sizes, media }) => (
          <source
            key={`${media ?? ""}${type ?? ""}`}
            type={type}
            srcSet={oneLine(srcSet)}
            sizes={sizes ?? sizesOf(media)}
            media={media}
          />
        ))}
        {/* A full-width image's width and height are a ratio (1 by 0.5625), not pixels: the box keeps it. */}
        <FilledImage
          src={images.fallback?.src}
          srcSet={images.fallback?.srcSet ? oneLine(images.fallback.srcSet) : undefined}
          sizes={images.fallback?.sizes}
          {...(layout === "fullWidth" ? {} : { width, height })}
          alt={alt}
          loading={loading ?? "lazy"}
          decoding="async"
          {...fetchPriorityAttribute(fetchPriority)}
        />
      </picture>
    </Frame>
  );
}
