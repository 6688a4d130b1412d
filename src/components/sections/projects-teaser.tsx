import { ArrowRight } from "lucide-react";
import * as React from "react";
import styled from "styled-components";
import { staticPaths } from "../../content-model/routes";
import { ButtonLink } from "../ui/button";
import { CardGrid } from "../ui/card-grid";
import { Container } from "../ui/container";
import { ProjectCard } from "../ui/project-card";
import { Section } from "../ui/section";
import { SectionHeader } from "../ui/section-header";

const Actions = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.xxl};
`;

export interface ProjectsTeaserProps {
  heading: string;
  intro: string;
  button: string;
  readMore: string;
  projects: readonly Queries.ProjectCardFragment[];
}

export function ProjectsTeaser({
  heading,
  intro,
  button,
  readMore,
  projects,
}: ProjectsTeaserProps): React.ReactElement {
  return (
    <Section tone="white" aria-labelledby="prosjekter-heading">
      <Container>
        <SectionHeader id="prosjekter-heading" heading={heading} intro={intro} />
        <CardGrid>
          {projects.map((project, index) => (
            <li key={project.slug}>
              <ProjectCard project={project} index={index} readMoreLabel={readMore} />
            </li>
          ))}
        </CardGrid>
        <Actions>
          <ButtonLink to={staticPaths.projects} variant="ghost">
            {button}
            <ArrowRight aria-hidden="true" size={18} />
          </ButtonLink>
        </Actions>
      </Container>
    </Section>
  );
}
