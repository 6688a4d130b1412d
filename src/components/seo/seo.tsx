import { useSiteIdentity } from "../../hooks/use-site-identity";
import type { ImageSource } from "../ui/content-image";
import { buildSeo, type SeoInput, type SeoSite } from "./build-seo";
import { ImagePreloadLinks } from "./image-preload";

/** The site's SEO data, for pages that add JSON-LD built from it. */
export function useSeoSite(): SeoSite {
  const { ogImage, ...site } = useSiteIdentity();
  const share = ogImage.childImageSharp?.share;
  return {
    ...site,
    ogImage:
      share?.src && share.width && share.height ? { src: share.src, width: share.width, height: share.height } : null,
  };
}

/**
 * Everything in a page's <head>: use it from each page's `export const Head`. `largestImage` is
 * the image that is the page's largest paint on a phone (its hero), preloaded.
 */
export function Seo({ largestImage, ...input }: SeoInput & { largestImage?: ImageSource | null }) {
  const seo = buildSeo(input, useSeoSite());
  return (
    <>
      <html lang="nb" />
      <ImagePreloadLinks image={largestImage} />
      <title>{seo.title}</title>
      <link rel="canonical" href={seo.canonical} />
      {seo.meta.map((tag) => (
        <meta key={tag.name ?? tag.property} {...tag} />
      ))}
      {seo.jsonLd.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // JSON-LD must be raw JSON text; "<" is escaped so content cannot close the tag.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
        />
      ))}
    </>
  );
}
