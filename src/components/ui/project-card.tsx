import { graphql } from "gatsby";
import type * as React from "react";
import styled, { keyframes } from "styled-components";
import { fillTemplate } from "../../content-model/fill-template";
import { projectPath } from "../../content-model/routes";
import { useSiteTexts } from "../../hooks/use-site-texts";
import { durations, media, space } from "../../theme/tokens";
import { Card, CardTitle, ReadMoreLink } from "./card";
import { ContentImage, imageSource, type ImageSource } from "./content-image";
import { Eyebrow } from "./eyebrow";
import { TagList } from "./tag-list";

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

// Movement only: a card that starts at opacity 0 is not painted, so the largest paint of
// /prosjekter (its first card) would wait for the animation.
const enter = keyframes`
  from {
    transform: translateY(${space.md});
  }
`;

// The cards enter one after another, 150 ms apart (--card-delay).
const Frame = styled(Card)`
  padding: 0;
  overflow: hidden;
  animation: ${enter} ${durations.slow} ease-out both;
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

/** What a card shows: the fragment's fields, with the image as the site or the editor's preview has it. */
export type ProjectCardData = Omit<Queries.ProjectCardFragment, "image"> & { image: ImageSource | null };

export const projectCard = ({ image, ...project }: Queries.ProjectCardFragment): ProjectCardData => ({
  ...project,
  image: imageSource(image),
});

export interface ProjectCardProps {
  project: ProjectCardData;
  index: number;
  headingLevel?: "h2" | "h3";
  readMoreLabel: string;
  /** The first card of /prosjekter is that page's largest content: its image loads eagerly. */
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
  const { image } = project;
  const headingId = `prosjekt-${project.slug}`;
  return (
    <Frame aria-labelledby={headingId} style={{ "--card-delay": `${index * 150}ms` } as React.CSSProperties}>
      {image ? (
        <ContentImage
          image={image}
          alt={project.imageAlt}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
        />
      ) : null}
      <Body>
        <Eyebrow style={{ marginBottom: space.xxs }}>{project.client}</Eyebrow>
        <CardTitle as={headingLevel} id={headingId}>
          {project.title}
        </CardTitle>
        <p>{project.description}</p>
        <TagList tags={project.tags} />
        <ReadMoreLink
          to={projectPath(project.slug)}
          label={readMoreLabel}
          hidden={fillTemplate("projectReadMoreHidden", ui.projectReadMoreHidden, { kunde: project.client })}
        />
      </Body>
    </Frame>
  );
}
