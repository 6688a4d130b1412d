import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import * as React from "react";
import { projectPath } from "../../content-model/routes";
import { ReadMoreLink } from "./read-more-link";
import { TagList } from "./tag-list";
import { Eyebrow } from "./eyebrow";
import * as styles from "./project-card.module.css";

/** Cards enter one after another: the seed's 150 ms per card. */
export const CARD_ANIMATION_STEP_MS = 150;

export const query = graphql`
  fragment ProjectCard on Project {
    slug
    client
    title
    description
    tags
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(
          width: 720
          aspectRatio: 1.6
          sizes: "(min-width: 1024px) 360px, (min-width: 768px) calc(50vw - 2.75rem), calc(100vw - 3rem)"
        )
      }
    }
  }
`;

export interface ProjectCardProps {
  project: Queries.ProjectCardFragment;
  index: number;
  headingLevel?: "h2" | "h3";
  readMoreLabel: string;
  /** The first card of /prosjekter is that page's largest content: load its image eagerly. */
  priority?: boolean;
}

export function ProjectCard({
  project,
  index,
  headingLevel = "h3",
  readMoreLabel,
  priority = false,
}: ProjectCardProps): React.ReactElement {
  const image = getImage(project.image.childImageSharp?.gatsbyImageData ?? null);
  const headingId = `prosjekt-${project.slug}`;
  const Title = headingLevel;
  return (
    <article
      className={styles.card}
      aria-labelledby={headingId}
      style={{ animationDelay: `${index * CARD_ANIMATION_STEP_MS}ms` }}
    >
      {image ? (
        <GatsbyImage
          className={styles.image}
          image={image}
          alt={project.imageAlt}
          loading={priority ? "eager" : "lazy"}
          {...(priority ? { fetchPriority: "high" as const } : {})}
        />
      ) : null}
      <div className={styles.body}>
        <Eyebrow className={styles.client}>{project.client}</Eyebrow>
        <Title className={styles.title} id={headingId}>
          {project.title}
        </Title>
        <p>{project.description}</p>
        <TagList tags={project.tags} />
        <ReadMoreLink to={projectPath(project.slug)} label={readMoreLabel} hidden={`om ${project.client}`} />
      </div>
    </article>
  );
}
