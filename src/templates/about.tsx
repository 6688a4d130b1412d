// The about page. Its view renders plain values, so the editor's preview renders it too.
import { Gem, Lightbulb, TrendingUp } from "lucide-react";
import styled from "styled-components";
import { fillTemplate } from "../content-model/fill-template";
import { TeamSection } from "../components/sections/team-section";
import { CallToAction } from "../components/ui/call-to-action";
import { CardGrid } from "../components/ui/card-grid";
import { Container } from "../components/ui/container";
import { imageSource, type ImageSource } from "../components/ui/content-image";
import { InfoCard } from "../components/ui/info-card";
import { PageHero } from "../components/ui/page-hero";
import { Section } from "../components/ui/section";
import { SectionHeader } from "../components/ui/section-header";
import type { TeamMemberCard } from "../components/ui/team-card";
import { fontSizes } from "../theme/tokens";
import { graphql } from "gatsby";
import { teamMemberCard } from "../components/ui/team-card";
import { aboutPath } from "../content-model/routes";
import { templatePage } from "./template-page";

type AboutQuery = NonNullable<Queries.AboutPageQuery["siteIdentity"]>["about"];

export interface AboutViewProps {
  founded: number;
  about: Omit<AboutQuery, "image" | "description"> & { image: ImageSource | null };
  team: readonly TeamMemberCard[];
}

// The three values, in content order: authenticity, creativity, results.
const valueIcons = [Gem, Lightbulb, TrendingUp] as const;

const Story = styled.div`
  font-size: ${fontSizes.lg};
`;

export function AboutView({ founded, about, team }: AboutViewProps) {
  return (
    <>
      <PageHero
        eyebrow={fillTemplate("aboutEyebrow", about.eyebrow, { år: founded })}
        title={about.title}
        lead={about.lead}
        image={about.image ? { data: about.image, alt: about.imageAlt } : null}
        back={{ to: "/", label: about.backLink }}
      />

      <Section $tone="white" aria-labelledby="historie-heading">
        <Container $narrow>
          <SectionHeader id="historie-heading" heading={about.historyHeading} />
          <Story>
            {about.history.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Story>
        </Container>
      </Section>

      <Section $tone="tinted" aria-labelledby="verdier-heading">
        <Container>
          <SectionHeader id="verdier-heading" heading={about.valuesHeading} />
          <CardGrid>
            {about.values.map((value, index) => {
              const Icon = valueIcons[index % valueIcons.length] ?? Gem;
              return (
                <li key={value.title}>
                  <InfoCard title={value.title} text={value.text} marker={<Icon size={22} />} />
                </li>
              );
            })}
          </CardGrid>
        </Container>
      </Section>

      <Section $tone="white" aria-labelledby="omrader-heading">
        <Container>
          <SectionHeader id="omrader-heading" heading={about.areasHeading} />
          {/* Two columns, not four: an area's title is often one long compound ("Innholdsproduksjon"),
              and a quarter of the page is too narrow for it at a readable size. */}
          <CardGrid $columns={2}>
            {about.areas.map((area, index) => (
              <li key={area.title}>
                <InfoCard title={area.title} text={area.text} marker={String(index + 1).padStart(2, "0")} />
              </li>
            ))}
          </CardGrid>
        </Container>
      </Section>

      <Section $tone="light" aria-label={about.teamHeading}>
        <Container>
          <TeamSection heading={about.teamHeading} members={team} />
        </Container>
      </Section>

      <CallToAction heading={about.ctaHeading} text={about.ctaText} button={about.ctaButton} />
    </>
  );
}

const page = templatePage({
  entry: ({ siteIdentity, allTeamMember }: Queries.AboutPageQuery) =>
    siteIdentity && { site: siteIdentity, team: allTeamMember.nodes },
  view: ({ site, team }) => (
    <AboutView
      founded={site.founded}
      about={{ ...site.about, image: imageSource(site.about.image) }}
      team={team.map(teamMemberCard)}
    />
  ),
  largestImage: ({ site }) => imageSource(site.about.image),
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
