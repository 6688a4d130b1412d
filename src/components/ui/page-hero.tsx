import { graphql } from "gatsby";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import * as React from "react";
import { Container } from "./container";
import { cx } from "../../theme/class-names";
import { Eyebrow } from "./eyebrow";
import * as styles from "./page-hero.module.css";

// The image for `image`, as the about, service and case-study templates query it: `sizes`
// describes this hero's layout (page-hero.module.css). A width among the breakpoints
// (360, 720, 1080, 1440) gives four files per format, not five.
export const query = graphql`
  fragment PageHeroImage on ImageSharp {
    gatsbyImageData(
      width: 1080
      aspectRatio: 1.6
      sizes: "(min-width: 1024px) 510px, (min-width: 768px) calc(100vw - 4rem), calc(100vw - 3rem)"
    )
  }
`;

export interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead: string;
  /** The hero picture; it is the largest thing on the page, so it loads eagerly. */
  image?: { data: IGatsbyImageData; alt: string } | null;
  /** Replaces the image, e.g. a looping video. */
  media?: React.ReactNode;
  /** Above the heading, e.g. a back link. */
  before?: React.ReactNode;
  /** Below the lead, e.g. buttons. */
  children?: React.ReactNode;
}

export function PageHero({ eyebrow, title, lead, image, media, before, children }: PageHeroProps): React.ReactElement {
  const visual =
    media ??
    (image ? (
      <GatsbyImage
        className={styles.heroImage}
        image={image.data}
        alt={image.alt}
        loading="eager"
        fetchPriority="high"
      />
    ) : null);
  return (
    <div className={styles.wrapper}>
      <Container className={cx(styles.inner, visual !== null && styles.withVisual)}>
        <div className={styles.text}>
          {before}
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
          {children ? <div className={styles.actions}>{children}</div> : null}
        </div>
        {visual ? <div className={styles.visual}>{visual}</div> : null}
      </Container>
    </div>
  );
}
