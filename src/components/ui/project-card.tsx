import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import * as React from "react";
import styled, { keyframes } from "styled-components";
import { projectPath } from "../../content-model/routes";
import { ReadMoreLink } from "./read-more-link";
import { TagList } from "./tag-list";
import { theme } from "../../theme/tokens";

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
          sizes: "(min-width: 1024px) 360px, (min-width: 768px) 50vw, 100vw"
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
  return (
    <Card aria-labelledby={headingId} style={{ animationDelay: `${index * CARD_ANIMATION_STEP_MS}ms` }}>
      {image ? (
        <Image
          image={image}
          alt={project.imageAlt}
          loading={priority ? "eager" : "lazy"}
          {...(priority ? { fetchPriority: "high" as const } : {})}
        />
      ) : null}
      <Body>
        <Client>{project.client}</Client>
        <Title as={headingLevel} id={headingId}>
          {project.title}
        </Title>
        <p>{project.description}</p>
        <TagList tags={project.tags} />
        <ReadMoreLink to={projectPath(project.slug)} label={readMoreLabel} hidden={`om ${project.client}`} />
      </Body>
    </Card>
  );
}

// Movement only: a card that starts at opacity 0 is not painted, so the page's largest
// content (the first card on /prosjekter) would wait for the animation.
const enter = keyframes`
  from { transform: translateY(16px); }
  to { transform: none; }
`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.white};
  box-shadow: ${theme.shadows.card};
  animation: ${enter} ${theme.durations.slow} ease-out both;

  ${theme.media.reducedMotion} {
    animation: none;
  }
`;

const Image = styled(GatsbyImage)`
  aspect-ratio: 1.6;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  padding: ${theme.space.lg};
`;

const Client = styled.p`
  margin-bottom: ${theme.space.xxs};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.accent};
`;

const Title = styled.h3`
  font-size: ${theme.fontSizes.xl};
  margin-bottom: ${theme.space.sm};
`;
