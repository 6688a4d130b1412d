import { graphql, type HeadFC, type PageProps } from "gatsby";
import * as React from "react";
import { AboutSection } from "../components/sections/about-section";
import { ContactSection } from "../components/sections/contact-section";
import { HomeHero } from "../components/sections/home-hero";
import { ProjectsTeaser } from "../components/sections/projects-teaser";
import { ServicesSection } from "../components/sections/services-section";
import { organizationJsonLd } from "../components/seo/build-seo";
import { Seo, useSeoSite } from "../components/seo/seo";
import { teamMemberCard } from "../components/ui/team-card";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>): React.ReactElement {
  const site = data.siteIdentity;
  if (!site) throw new Error("content/site.json is missing");
  const { home } = site;
  return (
    <>
      <HomeHero hero={site.hero} />
      <ProjectsTeaser
        heading={home.projectsHeading}
        intro={home.projectsIntro}
        button={home.projectsButton}
        readMore={site.projectsPage.readMore}
        projects={data.allProject.nodes}
      />
      <ServicesSection heading={home.servicesHeading} intro={home.servicesIntro} services={data.allService.nodes} />
      <AboutSection
        heading={home.aboutHeading}
        paragraphs={home.aboutText}
        linkLabel={home.aboutLink}
        aboutSlug={site.slug}
        teamHeading={home.teamHeading}
        teamIntro={home.teamIntro}
        team={data.allTeamMember.nodes.map(teamMemberCard)}
      />
      <ContactSection
        heading={home.contactHeading}
        intro={home.contactIntro}
        detailsHeading={site.contactPage.detailsHeading}
        email={site.email}
        phone={site.phone}
        phoneHref={site.phoneHref}
        location={site.location}
      />
    </>
  );
}

export const query = graphql`
  query HomePage {
    siteIdentity {
      slug
      email
      phone
      phoneHref
      location
      hero {
        ...HomeHero
      }
      home {
        projectsHeading
        projectsIntro
        projectsButton
        servicesHeading
        servicesIntro
        aboutHeading
        aboutText
        aboutLink
        teamHeading
        teamIntro
        contactHeading
        contactIntro
      }
      projectsPage {
        readMore
      }
      contactPage {
        detailsHeading
      }
    }
    allProject(sort: { order: ASC }, limit: 3) {
      nodes {
        ...ProjectCard
      }
    }
    allService(sort: { order: ASC }) {
      nodes {
        ...ServiceCard
      }
    }
    allTeamMember(sort: { order: ASC }) {
      nodes {
        ...TeamCard
      }
    }
  }
`;

export const Head: HeadFC<Queries.HomePageQuery> = () => {
  const site = useSeoSite();
  return <Seo path="/" jsonLd={[organizationJsonLd(site)]} />;
};
