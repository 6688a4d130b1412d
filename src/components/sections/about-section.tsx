import { graphql } from "gatsby";
import { ArrowRight } from "lucide-react";
import styled from "styled-components";
import { aboutPath, anchors } from "../../content-model/routes";
import { useSiteTexts } from "../../hooks/use-site-texts";
import { ButtonLink } from "../ui/button";
import { Container } from "../ui/container";
import { Section } from "../ui/section";
import { SectionHeader } from "../ui/section-header";
import { TeamSection } from "./team-section";
import type { TeamMemberCard } from "../ui/team-card";
import { fontSizes, media, space } from "../../theme/tokens";

export const query = graphql`
  fragment AboutSection on SiteIdentity {
    slug
    home {
      aboutHeading
      aboutText
      aboutLink
      teamHeading
      teamIntro
    }
  }
`;

/* The heading beside the text on wide screens; both columns may shrink below their longest word. */
const Intro = styled.div`
  display: grid;
  gap: ${space.md};
  margin-bottom: ${space.xxxl};
  font-size: ${fontSizes.lg};

  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
    gap: ${space.xxl};
  }
`;

export function AboutSection({
  site: { slug, home },
  team,
}: {
  site: Queries.AboutSectionFragment;
  team: readonly TeamMemberCard[];
}) {
  const { ui } = useSiteTexts();
  return (
    <Section id={anchors.about} $tone="light" aria-labelledby="om-heading">
      <Container>
        <Intro>
          <SectionHeader id="om-heading" eyebrow={ui.aboutName} heading={home.aboutHeading} />
          <div>
            {home.aboutText.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <ButtonLink to={aboutPath(slug)} $variant="ghost">
              {home.aboutLink}
              <ArrowRight aria-hidden="true" size={18} />
            </ButtonLink>
          </div>
        </Intro>
        <TeamSection heading={home.teamHeading} intro={home.teamIntro} members={team} />
      </Container>
    </Section>
  );
}
