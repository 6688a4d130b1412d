import { graphql } from "gatsby";
import { ArrowRight } from "lucide-react";
import styled from "styled-components";
import { staticPaths } from "../../content-model/routes";
import { ButtonLink } from "../ui/button";
import { CardGrid } from "../ui/card-grid";
import { Container } from "../ui/container";
import { ProjectCard, type ProjectCardData } from "../ui/project-card";
import { Section } from "../ui/section";
import { SectionHeader } from "../ui/section-header";
import { space } from "../../theme/tokens";

export const query = graphql`
  fragment ProjectsTeaser on SiteIdentity {
    home {
      projectsHeading
      projectsIntro
      projectsButton
    }
    projectsPage {
      readMore
    }
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${space.xxl};
`;

export function ProjectsTeaser({
  site: { home, projectsPage },
  projects,
}: {
  site: Queries.ProjectsTeaserFragment;
  projects: readonly ProjectCardData[];
}) {
  return (
    <Section $tone="white" aria-labelledby="prosjekter-heading">
      <Container>
        <SectionHeader id="prosjekter-heading" heading={home.projectsHeading} intro={home.projectsIntro} />
        <CardGrid>
          {projects.map((project, index) => (
            <li key={project.slug}>
              <ProjectCard project={project} index={index} readMoreLabel={projectsPage.readMore} />
            </li>
          ))}
        </CardGrid>
        <Actions>
          <ButtonLink to={staticPaths.projects} $variant="ghost">
            {home.projectsButton}
            <ArrowRight aria-hidden="true" size={18} />
          </ButtonLink>
        </Actions>
      </Container>
    </Section>
  );
}
