import { graphql, type HeadFC, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { Seo } from "../components/seo/seo";
import { teamMemberCard } from "../components/ui/team-card";
import { aboutPath } from "../content-model/routes";
import { AboutView } from "./views/about-view";

export default function AboutTemplate({ data }: PageProps<Queries.AboutPageQuery>) {
  const site = data.siteIdentity;
  if (!site) throw new Error("content/site.json is missing");
  const image = getImage(site.about.image.childImageSharp?.gatsbyImageData ?? null) ?? null;
  return (
    <AboutView
      founded={site.founded}
      about={{ ...site.about, image }}
      team={data.allTeamMember.nodes.map(teamMemberCard)}
    />
  );
}

export const query = graphql`
  query AboutPage($id: String!) {
    siteIdentity(id: { eq: $id }) {
      slug
      founded
      about {
        eyebrow
        title
        description
        lead
        imageAlt
        image {
          childImageSharp {
            ...PageHeroImage
          }
        }
        historyHeading
        history
        valuesHeading
        values {
          title
          text
        }
        areasHeading
        areas {
          title
          text
        }
        teamHeading
        ctaHeading
        ctaText
        ctaButton
        backLink
      }
    }
    allTeamMember(sort: { order: ASC }) {
      nodes {
        ...TeamCard
      }
    }
  }
`;

export const Head: HeadFC<Queries.AboutPageQuery> = ({ data, location }) =>
  data.siteIdentity ? (
    <Seo
      title={data.siteIdentity.about.title}
      description={data.siteIdentity.about.description}
      path={aboutPath(data.siteIdentity.slug)}
    />
  ) : (
    <Seo path={location.pathname} />
  );
