import { ArrowRight } from "lucide-react";
import * as React from "react";
import { aboutPath, anchors } from "../../content-model/routes";
import { ButtonLink } from "../ui/button";
import { Container } from "../ui/container";
import { Section } from "../ui/section";
import { SectionHeader } from "../ui/section-header";
import { TeamSection } from "./team-section";
import * as styles from "./about-section.module.css";

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
    <Section id={anchors.about} tone="light" aria-labelledby="om-heading">
      <Container>
        <div className={styles.intro}>
          <SectionHeader id="om-heading" eyebrow="Om oss" heading={heading} />
          <div>
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <ButtonLink to={aboutPath(aboutSlug)} variant="ghost">
              {linkLabel}
              <ArrowRight aria-hidden="true" size={18} />
            </ButtonLink>
          </div>
        </div>
        <TeamSection heading={teamHeading} intro={teamIntro} members={team} />
      </Container>
    </Section>
  );
}
