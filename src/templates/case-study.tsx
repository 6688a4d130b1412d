import { graphql, type HeadFC, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { track } from "../analytics/track";
import { Seo } from "../components/seo/seo";
import { projectPath } from "../content-model/routes";
import { CaseStudyView } from "./views/case-study-view";

export default function CaseStudyTemplate({ data }: PageProps<Queries.CaseStudyPageQuery>) {
  const { project, siteIdentity } = data;
  if (!project || !siteIdentity) throw new Error("Case study without content");
  const image = getImage(project.image.childImageSharp?.gatsbyImageData ?? null) ?? null;
  const { slug, externalLink } = project;
  return (
    <CaseStudyView
      project={{ ...project, image }}
      labels={siteIdentity.caseStudyPage}
      onExternalLinkClick={externalLink ? () => track.caseStudyLink(slug, externalLink.url) : undefined}
    />
  );
}

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
      heroVideoWebm
      heroVideoMp4
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

export const Head: HeadFC<Queries.CaseStudyPageQuery> = ({ data, location }) =>
  data.project ? (
    <Seo
      title={caseStudyTitle(data.project.client, data.project.title)}
      description={data.project.metaDescription}
      path={projectPath(data.project.slug)}
    />
  ) : (
    <Seo path={location.pathname} />
  );

/** "Client: title", unless the title already names the client. */
export function caseStudyTitle(client: string, title: string): string {
  return title.toLowerCase().includes(client.toLowerCase()) ? title : `${client}: ${title}`;
}
