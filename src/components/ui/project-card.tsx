import { graphql } from "gatsby";
import { ContentImage } from "./content-image";
import * as React from "react";
import styled, { keyframes } from "styled-components";
import { fillTemplate } from "../../content-model/fill-template";
import { projectPath } from "../../content-model/routes";
import { useSiteTexts } from "../../hooks/use-site-texts";
import { colors, durations, fontSizes, media, radii, shadows, space } from "../../theme/tokens";
import { Eyebrow } from "./eyebrow";
import { ReadMoreLink } from "./read-more-link";
import { TagList } from "./tag-list";

/** Cards enter one after another, 150 ms apart. */
const CARD_ANIMATION_STEP_MS = 150;

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

// Movement only: a card that starts at opacity 0 is not painted, so the page's largest
// content (the first card on /prosjekter) would wait for the animation.
const enter = keyframes`
  from {
    transform: translateY(${space.md});
  }
  to {
    transform: none;
  }
`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${radii.lg};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  animation: ${enter} ${durations.slow} ease-out both;
  /* Set per card: the card's place in the row times the step. */
  animation-delay: var(--card-delay, 0ms);

  ${media.reducedMotion} {
    animation: none;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  padding: ${space.lg};
`;

const Client = styled(Eyebrow)`
  margin-bottom: ${space.xxs};
`;

const Title = styled.h3`
  font-size: ${fontSizes.xl};
  margin-bottom: ${space.sm};
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
}: ProjectCardProps) {
  const { ui } = useSiteTexts();
  const image = project.image.childImageSharp?.gatsbyImageData;
  const headingId = `prosjekt-${project.slug}`;
  return (
    <Card
      aria-labelledby={headingId}
      style={{ "--card-delay": `${index * CARD_ANIMATION_STEP_MS}ms` } as React.CSSProperties}
    >
      {image ? (
        <ContentImage
          image={image}
          alt={project.imageAlt}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
        />
      ) : null}
      <Body>
        <Client>{project.client}</Client>
        <Title as={headingLevel} id={headingId}>
          {project.title}
        </Title>
        <p>{project.description}</p>
        <TagList tags={project.tags} />
        <ReadMoreLink
          to={projectPath(project.slug)}
          label={readMoreLabel}
          hidden={fillTemplate("projectReadMoreHidden", ui.projectReadMoreHidden, { kunde: project.client })}
        />
      </Body>
    </Card>
  );
}
