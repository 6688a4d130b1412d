// The page's largest image asked for from the head (gatsby-ssr puts it first), not after the styles.
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { oneLine, type ImageSource } from "../ui/content-image";

/** One `<link rel="preload" as="image">`: the same candidates and sizes the picture offers. */
export interface ImagePreload {
  type: string;
  imageSrcSet: string;
  imageSizes?: string;
  media?: string;
}

/** The format every browser that preloads responsive images also decodes, and the smallest file. */
const PRELOADED_TYPE = "image/avif";

/**
 * One preload per art direction, of the AVIF files only: a browser that reads AVIF fetches just
 * what the <picture> will pick, one that does not skips the hint. The default image gets the
 * negation of a single art direction's query; with more than one it gets no hint.
 */
export function imagePreloads(image: ImageSource | null | undefined): ImagePreload[] {
  if (!image || typeof image === "string") return [];
  const sources = (image as IGatsbyImageData).images.sources ?? [];
  const avif = sources.filter((source) => source.type === PRELOADED_TYPE);
  const directed = [...new Set(avif.flatMap((source) => (source.media ? [source.media] : [])))];
  return avif.flatMap(({ srcSet, sizes, media }) => {
    // The same text ContentImage writes on the <picture>'s sources.
    const imageSrcSet = oneLine(srcSet);
    const preload = { type: PRELOADED_TYPE, imageSrcSet, ...(sizes ? { imageSizes: sizes } : {}) };
    if (media) return [{ ...preload, media }];
    if (directed.length > 1) return [];
    return [directed[0] ? { ...preload, media: `not all and ${directed[0]}` } : preload];
  });
}

// React 18 passes the attribute through only in lower case (it knows no `fetchPriority`).
const HIGH_PRIORITY: Record<string, string> = { fetchpriority: "high" };

/** The preload links for the page's `Head`, asked for at high priority like the image itself. */
export function ImagePreloadLinks({ image }: { image: ImageSource | null | undefined }) {
  return (
    <>
      {imagePreloads(image).map((preload) => (
        <link key={preload.imageSrcSet} rel="preload" as="image" {...HIGH_PRIORITY} {...preload} />
      ))}
    </>
  );
}
