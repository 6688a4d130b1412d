// The about page's content, from plain values: the page template maps its query to them, the
// editor's preview maps the entry being edited.
import { Gem, Lightbulb, TrendingUp } from "lucide-react";
import styled from "styled-components";
import { fillTemplate } from "../../content-model/fill-template";
import { TeamSection } from "../../components/sections/team-section";
import { CallToAction } from "../../components/ui/call-to-action";
import { CardGrid } from "../../components/ui/card-grid";
import { Container } from "../../components/ui/container";
import type { ImageSource } from "../../components/ui/content-image";
import { InfoCard } from "../../components/ui/info-card";
import { PageHero } from "../../components/ui/page-hero";
import { Section } from "../../components/ui/section";
import { SectionHeader } from "../../components/ui/section-header";
import type { TeamMemberCard } from "../../components/ui/team-card";
import { fontSizes } from "../../theme/tokens";

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
