import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import styled from "styled-components";

/**
 * A content image: gatsby-plugin-image's data on the site, or a plain URL in the editor's
 * preview, where the picture a maintainer just uploaded has not been through the build.
 */
export type ImageSource = IGatsbyImageData | string;

const PlainImage = styled.img`
  object-fit: cover;
`;

/**
 * The image's fetch priority as an attribute React 18 passes through: it knows only the lower-case
 * `fetchpriority` (the camel-case prop arrived in React 19) and warns about `fetchPriority`.
 */
export const fetchPriorityAttribute = (priority: "high" | "low" | "auto" | undefined): Record<string, string> =>
  priority ? { fetchpriority: priority } : {};

export interface ContentImageProps {
  image: ImageSource;
  alt: string;
  className?: string;
  loading?: "eager" | "lazy";
  fetchPriority?: "high" | "low" | "auto";
}

export function ContentImage({ image, alt, className, loading, fetchPriority }: ContentImageProps) {
  if (typeof image === "string") {
    return <PlainImage src={image} alt={alt} className={className} loading={loading} />;
  }
  return (
    <GatsbyImage
      image={image}
      alt={alt}
      className={className}
      loading={loading}
      {...fetchPriorityAttribute(fetchPriority)}
    />
  );
}
