import { graphql, type HeadFC, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { ArrowRight } from "lucide-react";
import * as React from "react";
import { serviceJsonLd } from "../components/seo/build-seo";
import { Seo, useSeoSite } from "../components/seo/seo";
import { ButtonLink } from "../components/ui/button";
import { CallToAction } from "../components/ui/call-to-action";
import { CardGrid } from "../components/ui/card-grid";
import { Container } from "../components/ui/container";
import { InfoCard } from "../components/ui/info-card";
import { PageHero } from "../components/ui/page-hero";
import { Section } from "../components/ui/section";
import { SectionHeader } from "../components/ui/section-header";
import { servicePath, staticPaths } from "../content-model/routes";

export default function ServiceTemplate({ data }: PageProps<Queries.ServicePageQuery>): React.ReactElement {
  const { service, siteIdentity } = data;
  if (!service || !siteIdentity) throw new Error("Service page without content");
  const labels = siteIdentity.servicePage;
  const image = getImage(service.image.childImageSharp?.gatsbyImageData ?? null);
  return (
    <>
      <PageHero
        eyebrow="Tjenester"
        title={service.title}
        lead={service.lead}
        image={image ? { data: image, alt: service.imageAlt } : null}
      >
        <ButtonLink to={staticPaths.contact}>
          {labels.heroButton}
          <ArrowRight aria-hidden="true" size={18} />
        </ButtonLink>
      </PageHero>
      <Section tone="white" aria-labelledby="tilbud-heading">
        <Container>
          <SectionHeader id="tilbud-heading" heading={labels.offeringsHeading} />
          <CardGrid columns="four">
            {service.features.map((feature, index) => (
              <li key={feature.title}>
                <InfoCard title={feature.title} text={feature.text} marker={String(index + 1).padStart(2, "0")} />
              </li>
            ))}
          </CardGrid>
        </Container>
      </Section>
      <CallToAction heading={service.ctaHeading} text={service.ctaText} button={labels.ctaButton} />
    </>
  );
}

export const query = graphql`
  query ServicePage($id: String!) {
    service(id: { eq: $id }) {
      slug
      icon
      title
      lead
      metaDescription
      imageAlt
      image {
        childImageSharp {
          ...PageHeroImage
        }
      }
      features {
        title
        text
      }
      ctaHeading
      ctaText
    }
    siteIdentity {
      servicePage {
        offeringsHeading
        heroButton
        ctaButton
      }
    }
  }
`;

export const Head: HeadFC<Queries.ServicePageQuery> = ({ data, location }) => {
  const site = useSeoSite();
  const service = data.service;
  if (!service) return <Seo path={location.pathname} />;
  const path = servicePath(service.slug);
  return (
    <Seo
      title={service.title}
      description={service.metaDescription}
      path={path}
      jsonLd={[serviceJsonLd({ title: service.title, metaDescription: service.metaDescription, path }, site)]}
    />
  );
};
