import { graphql } from "gatsby";
import { teamMemberCard } from "../components/ui/team-card";
import { aboutPath } from "../content-model/routes";
import { heroImage, templatePage } from "./template-page";
import { AboutView } from "./views/about-view";

const page = templatePage({
  entry: ({ siteIdentity, allTeamMember }: Queries.AboutPageQuery) =>
    siteIdentity && { site: siteIdentity, team: allTeamMember.nodes },
  view: ({ site, team }) => (
    <AboutView
      founded={site.founded}
      about={{ ...site.about, image: heroImage(site.about.image) }}
      team={team.map(teamMemberCard)}
    />
  ),
  largestImage: ({ site }) => heroImage(site.about.image),
  seo: ({ site }) => ({ title: site.about.title, description: site.about.description, path: aboutPath(site.slug) }),
});

export default page.Template;
export const Head = page.Head;

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
