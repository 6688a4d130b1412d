// The service page. Its view renders plain values, so the editor's preview renders it too.
import { ArrowRight } from "lucide-react";
import { useSiteTexts } from "../hooks/use-site-texts";
import { ButtonLink } from "../components/ui/button";
import { CallToAction } from "../components/ui/call-to-action";
import { CardGrid } from "../components/ui/card-grid";
import { Container } from "../components/ui/container";
import { imageSource, type ImageSource } from "../components/ui/content-image";
import { InfoCard } from "../components/ui/info-card";
import { PageHero } from "../components/ui/page-hero";
import { Section } from "../components/ui/section";
import { SectionHeader } from "../components/ui/section-header";
import { servicePath, staticPaths } from "../content-model/routes";
import { graphql } from "gatsby";
import { serviceJsonLd } from "../components/seo/build-seo";
import { templatePage } from "./template-page";

type ServiceQuery = NonNullable<Queries.ServicePageQuery["service"]>;

export interface ServiceViewProps {
  service: Pick<ServiceQuery, "title" | "lead" | "imageAlt" | "features" | "ctaHeading" | "ctaText"> & {
    image: ImageSource | null;
  };
  labels: NonNullable<Queries.ServicePageQuery["siteIdentity"]>["servicePage"];
}

export function ServiceView({ service, labels }: ServiceViewProps) {
  const { ui } = useSiteTexts();
  return (
    <>
      <PageHero
        eyebrow={ui.servicesName}
        title={service.title}
        lead={service.lead}
        image={service.image ? { data: service.image, alt: service.imageAlt } : null}
      >
        <ButtonLink to={staticPaths.contact}>
          {labels.heroButton}
          <ArrowRight aria-hidden="true" size={18} />
        </ButtonLink>
      </PageHero>
      <Section $tone="white" aria-labelledby="tilbud-heading">
        <Container>
          <SectionHeader id="tilbud-heading" heading={labels.offeringsHeading} />
          <CardGrid $columns={4}>
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

const page = templatePage({
  entry: ({ service, siteIdentity }: Queries.ServicePageQuery) =>
    service && siteIdentity && { service, labels: siteIdentity.servicePage },
  view: ({ service, labels }) => (
    <ServiceView service={{ ...service, image: imageSource(service.image) }} labels={labels} />
  ),
  largestImage: ({ service }) => imageSource(service.image),
  seo: ({ service: { slug, title, metaDescription } }, site) => {
    const path = servicePath(slug);
    return {
      title,
      description: metaDescription,
      path,
      jsonLd: [serviceJsonLd({ title, metaDescription, path }, site)],
    };
  },
});

export default page.Template;
export const Head = page.Head;

export const query = graphql`
  query ServicePage($id: String!) {
    service(id: { eq: $id }) {
      slug
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
