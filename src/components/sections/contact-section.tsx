import { graphql } from "gatsby";
import { Mail, MapPin, Phone } from "lucide-react";
import styled from "styled-components";
import { anchors } from "../../content-model/routes";
import { useSiteTexts } from "../../hooks/use-site-texts";
import { LazyContactForm } from "../forms/lazy";
import { Container } from "../ui/container";
import { Section } from "../ui/section";
import { SectionHeader } from "../ui/section-header";

/* Heading and details beside the form on wide screens; both columns may shrink below their longest word. */
const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr);
    gap: ${({ theme }) => theme.space.xxl};
  }
`;

const Details = styled.section`
  h2,
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: ${({ theme }) => theme.sizes.touchTarget};
  }

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.accent};
  }

  /* An e-mail address is one long word: let it wrap rather than run out of a narrow column. */
  a,
  span {
    min-width: 0;
    overflow-wrap: anywhere;
  }

  a {
    color: ${({ theme }) => theme.colors.fjord};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const FormCard = styled.div`
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

export const query = graphql`
  fragment ContactSection on SiteIdentity {
    email
    phone
    phoneHref
    location
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
  headingLevel = "h2",
  formAtOnce = false,
}: {
  heading: string;
  intro: string;
  site: Queries.ContactSectionFragment;
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
              <ul>
                <li>
                  <Mail aria-hidden="true" size={20} />
                  <a href={`mailto:${site.email}`}>{site.email}</a>
                </li>
                <li>
                  <Phone aria-hidden="true" size={20} />
                  <a href={site.phoneHref}>{site.phone}</a>
                </li>
                <li>
                  <MapPin aria-hidden="true" size={20} />
                  <span>{site.location}</span>
                </li>
              </ul>
            </Details>
          </div>
          <FormCard>
            <LazyContactForm agencyEmail={site.email} atOnce={formAtOnce} />
          </FormCard>
        </Grid>
      </Container>
    </Section>
  );
}
