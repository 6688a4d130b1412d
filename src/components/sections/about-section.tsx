import { ArrowRight } from "lucide-react";
import * as React from "react";
import styled from "styled-components";
import { aboutPath, anchors } from "../../content-model/routes";
import { ButtonLink } from "../ui/button";
import { Container } from "../ui/container";
import { Section } from "../ui/section";
import { SectionHeader } from "../ui/section-header";
import { TeamSection } from "./team-section";
import { theme } from "../../theme/tokens";

export interface AboutSectionProps {
  heading: string;
  paragraphs: readonly string[];
  linkLabel: string;
  aboutSlug: string;
  teamHeading: string;
  teamIntro: string;
  team: readonly Queries.TeamCardFragment[];
}

export function AboutSection({
  heading,
  paragraphs,
  linkLabel,
  aboutSlug,
  teamHeading,
  teamIntro,
  team,
}: AboutSectionProps): React.ReactElement {
  return (
    <Section id={anchors.about} $tone="light" aria-labelledby="om-heading">
      <Container>
        <Intro>
          <SectionHeader id="om-heading" eyebrow="Om oss" heading={heading} />
          <div>
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <ButtonLink to={aboutPath(aboutSlug)} $variant="ghost">
              {linkLabel}
              <ArrowRight aria-hidden="true" size={18} />
            </ButtonLink>
          </div>
        </Intro>
        <TeamSection heading={teamHeading} intro={teamIntro} members={team} />
      </Container>
    </Section>
  );
}

const Intro = styled.div`
  display: grid;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.xxxl};
  font-size: ${theme.fontSizes.lg};

  ${theme.media.lg} {
    grid-template-columns: 1fr 1.4fr;
    gap: ${theme.space.xxl};
  }
`;
