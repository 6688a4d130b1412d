// Pure builder for everything a page's <head> says about it; the Seo component renders it.
import { phoneLink } from "../../content-model/rules";

export interface SeoSite {
  name: string;
  title: string;
  description: string;
  siteUrl: string;
  email: string;
  phone: string;
  founded: number;
  location: string;
  social: readonly { url: string }[];
  ogImage?: { src: string; width: number; height: number } | null;
  /** A deploy preview or branch deploy: no page of it may be indexed. */
  isPreview?: boolean;
}

export interface SeoInput {
  /** Page title without the agency name; omitted on the home page and unknown paths. */
  title?: string;
  description?: string;
  /** Path of the page, starting with "/". */
  path: string;
  noindex?: boolean;
  jsonLd?: readonly Record<string, unknown>[];
}

interface MetaTag {
  name?: string;
  property?: string;
  content: string;
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl.replace(/\/+$/, "")}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

export function buildSeo(input: SeoInput, site: SeoSite) {
  const title = input.title ? `${input.title} | ${site.name}` : site.title;
  const description = input.description ?? site.description;
  const canonical = absoluteUrl(site.siteUrl, input.path);
  const image = site.ogImage;

  const meta: MetaTag[] = [
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "nb_NO" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
  if (image) {
    const imageUrl = absoluteUrl(site.siteUrl, image.src);
    meta.push(
      { property: "og:image", content: imageUrl },
      { property: "og:image:width", content: String(image.width) },
      { property: "og:image:height", content: String(image.height) },
      { name: "twitter:image", content: imageUrl },
      { property: "og:image:alt", content: site.name },
      { name: "twitter:image:alt", content: site.name },
    );
  }
  if (site.isPreview) meta.push({ name: "robots", content: "noindex" });
  else if (input.noindex) meta.push({ name: "robots", content: "noindex, follow" });

  return { title, description, canonical, meta, jsonLd: [...(input.jsonLd ?? [])] };
}

/** Organization / ProfessionalService description of the agency, for the home page. */
export function organizationJsonLd(site: SeoSite): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${absoluteUrl(site.siteUrl, "/")}#organization`,
    name: site.name,
    description: site.description,
    url: absoluteUrl(site.siteUrl, "/"),
    email: site.email,
    telephone: phoneLink(site.phone).replace(/^tel:/, ""),
    foundingDate: String(site.founded),
    areaServed: { "@type": "Country", name: site.location },
    address: { "@type": "PostalAddress", addressCountry: "NO" },
    sameAs: site.social.map((link) => link.url),
    ...(site.ogImage ? { image: absoluteUrl(site.siteUrl, site.ogImage.src) } : {}),
  };
}

/** A Service offered by the agency, for a service page. */
export function serviceJsonLd(
  service: { title: string; metaDescription: string; path: string },
  site: SeoSite,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    serviceType: service.title,
    description: service.metaDescription,
    url: absoluteUrl(site.siteUrl, service.path),
    areaServed: { "@type": "Country", name: site.location },
    provider: {
      "@type": "ProfessionalService",
      "@id": `${absoluteUrl(site.siteUrl, "/")}#organization`,
      name: site.name,
      url: absoluteUrl(site.siteUrl, "/"),
    },
  };
}
