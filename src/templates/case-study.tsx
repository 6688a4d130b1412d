import { graphql } from "gatsby";
import { track } from "../analytics/track";
import { projectPath } from "../content-model/routes";
import { heroImage, templatePage } from "./template-page";
import { CaseStudyView } from "./views/case-study-view";

const page = templatePage({
  entry: ({ project, siteIdentity }: Queries.CaseStudyPageQuery) =>
    project && siteIdentity && { project, labels: siteIdentity.caseStudyPage },
  view: ({ project, labels }) => {
    const { slug, externalLink } = project;
    return (
      <CaseStudyView
        project={{ ...project, image: heroImage(project.image) }}
        labels={labels}
        onExternalLinkClick={externalLink ? () => track.caseStudyLink(slug, externalLink.url) : undefined}
      />
    );
  },
  largestImage: ({ project }) => heroImage(project.image),
  seo: ({ project }) => ({
    title: caseStudyTitle(project.client, project.title),
    description: project.metaDescription,
    path: projectPath(project.slug),
  }),
});

export default page.Template;
export const Head = page.Head;

export const query = graphql`
  query CaseStudyPage($id: String!) {
    project(id: { eq: $id }) {
      slug
      client
      title
      intro
      tags
      metaDescription
      imageAlt
      image {
        childImageSharp {
          ...PageHeroImage
        }
      }
      video {
        webLoop {
          phone
          desktop
        }
      }
      aboutApp
      challenge
      solution
      externalLink {
        label
        url
      }
    }
    siteIdentity {
      caseStudyPage {
        challengeHeading
        solutionHeading
        aboutAppHeading
        sectionName
        backLink
        ctaHeading
        ctaText
        ctaButton
      }
    }
  }
`;

/** "Client: title", unless the title already names the client. */
export function caseStudyTitle(client: string, title: string): string {
  return title.toLowerCase().includes(client.toLowerCase()) ? title : `${client}: ${title}`;
}
