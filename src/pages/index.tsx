import { graphql, type HeadFC, type PageProps } from "gatsby";
import { AboutSection } from "../components/sections/about-section";
import { ContactSection } from "../components/sections/contact-section";
import { HomeHero, heroPoster } from "../components/sections/home-hero";
import { ProjectsTeaser } from "../components/sections/projects-teaser";
import { ServicesSection } from "../components/sections/services-section";
import { organizationJsonLd } from "../components/seo/build-seo";
import { Seo, useSeoSite } from "../components/seo/seo";
import { projectCard } from "../components/ui/project-card";
import { teamMemberCard } from "../components/ui/team-card";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const site = data.siteIdentity;
  if (!site) throw new Error("content/site.json is missing");
  if (!data.formCopy) throw new Error("content/forms.json is missing");
  return (
    <>
      <HomeHero hero={site.hero} />
      <ProjectsTeaser site={site} projects={data.allProject.nodes.map(projectCard)} />
      <ServicesSection
        heading={site.home.servicesHeading}
        intro={site.home.servicesIntro}
        services={data.allService.nodes}
      />
      <AboutSection site={site} team={data.allTeamMember.nodes.map(teamMemberCard)} />
      <ContactSection
        heading={site.home.contactHeading}
        intro={site.home.contactIntro}
        site={site}
        formLabels={data.formCopy}
      />
    </>
  );
}

export const query = graphql`
  query HomePage {
    siteIdentity {
      hero {
        ...HomeHero
      }
      home {
        servicesHeading
        servicesIntro
        contactHeading
        contactIntro
      }
      ...ProjectsTeaser
      ...AboutSection
      ...ContactSection
    }
    formCopy {
      ...ContactFormLabels
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

export const Head: HeadFC<Queries.HomePageQuery> = ({ data }) => {
  const site = useSeoSite();
  const hero = data.siteIdentity?.hero;
  return <Seo path="/" jsonLd={[organizationJsonLd(site)]} largestImage={hero ? heroPoster(hero) : null} />;
};
