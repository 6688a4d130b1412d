import { graphql } from "gatsby";
import styled from "styled-components";
import { anchors } from "../../content-model/routes";
import { useSiteTexts } from "../../hooks/use-site-texts";
import { ContactForm, type ContactFormLabels } from "../forms/contact-form";
import { ContactDetails } from "../ui/contact-details";
import { Container } from "../ui/container";
import { Section } from "../ui/section";
import { SectionHeader } from "../ui/section-header";
import { colors, fontSizes, media, radii, shadows, space } from "../../theme/tokens";

/* Heading and details beside the form on wide screens; both columns may shrink below their longest word. */
const Grid = styled.div`
  display: grid;
  gap: ${space.xl};

  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr);
    gap: ${space.xxl};
  }
`;

const Details = styled.section`
  h2,
  h3 {
    font-size: ${fontSizes.lg};
  }
`;

const FormCard = styled.div`
  min-width: 0;
  padding: ${space.lg};
  border-radius: ${radii.lg};
  background: ${colors.white};
  box-shadow: ${shadows.card};

  ${media.md} {
    padding: ${space.xl};
  }
`;

export const query = graphql`
  fragment ContactSection on SiteIdentity {
    ...ContactDetails
    contactPage {
      detailsHeading
    }
  }
`;

/** The details heading sits one level below the section heading (h1 on /kontakt, h2 on home). */
const subHeading = { h1: "h2", h2: "h3" } as const;

export function ContactSection({
  heading,
  intro,
  site,
  formLabels,
  headingLevel = "h2",
  formAtOnce = false,
}: {
  heading: string;
  intro: string;
  site: Queries.ContactSectionFragment;
  formLabels: ContactFormLabels;
  /** On /kontakt the section is the page, so its heading is the h1. */
  headingLevel?: "h1" | "h2";
  /** On /kontakt the form is what the page is for, so its code loads at once, not on intent. */
  formAtOnce?: boolean;
}) {
  const { ui } = useSiteTexts();
  const DetailsHeading = subHeading[headingLevel];
  return (
    <Section id={anchors.contact} $tone="tinted" aria-labelledby="kontakt-heading">
      <Container>
        <Grid>
          <div>
            <SectionHeader
              id="kontakt-heading"
              as={headingLevel}
              eyebrow={ui.contactName}
              heading={heading}
              intro={intro}
            />
            <Details aria-labelledby="kontakt-detaljer">
              <DetailsHeading id="kontakt-detaljer">{site.contactPage.detailsHeading}</DetailsHeading>
              <ContactDetails contact={site} tone="light" />
            </Details>
          </div>
          <FormCard>
            <ContactForm labels={formLabels} agencyEmail={site.email} atOnce={formAtOnce} />
          </FormCard>
        </Grid>
      </Container>
    </Section>
  );
}
