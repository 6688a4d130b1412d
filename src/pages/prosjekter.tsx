import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../components/seo/seo";
import { CardGrid } from "../components/ui/card-grid";
import { Container } from "../components/ui/container";
import { PageHero } from "../components/ui/page-hero";
import { ProjectCard, projectCard } from "../components/ui/project-card";
import { Section } from "../components/ui/section";
import { staticPaths } from "../content-model/routes";
import { useSiteTexts } from "../hooks/use-site-texts";

export default function ProjectsPage({ data }: PageProps<Queries.ProjectsPageQuery>) {
  const { ui } = useSiteTexts();
  const page = data.siteIdentity?.projectsPage;
  if (!page) throw new Error("content/site.json is missing projectsPage");
  return (
    <>
      <PageHero eyebrow={ui.projectsName} title={page.heading} lead={page.intro} />
      <Section $tone="white" aria-label={page.heading}>
        <Container>
          <CardGrid>
            {data.allProject.nodes.map((project, index) => (
              <li key={project.slug}>
                <ProjectCard
                  project={projectCard(project)}
                  index={index}
                  headingLevel="h2"
                  readMoreLabel={page.readMore}
                  priority={index === 0}
                />
              </li>
            ))}
          </CardGrid>
        </Container>
      </Section>
    </>
  );
}

export const query = graphql`
  query ProjectsPage {
    siteIdentity {
      projectsPage {
        title
        description
        heading
        intro
        readMore
      }
    }
    allProject(sort: { order: ASC }) {
      nodes {
        ...ProjectCard
      }
    }
  }
`;

// The first card's image is the largest paint on a phone (the card the page gives priority).
export const Head: HeadFC<Queries.ProjectsPageQuery> = ({ data }) => (
  <Seo
    title={data.siteIdentity?.projectsPage.title}
    description={data.siteIdentity?.projectsPage.description}
    path={staticPaths.projects}
    largestImage={data.allProject.nodes[0]?.image.childImageSharp?.gatsbyImageData}
  />
);
