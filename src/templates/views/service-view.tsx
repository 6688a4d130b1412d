// A service page's content, from plain values: the page template maps its query to them, the
// editor's preview maps the entry being edited.
import { ArrowRight } from "lucide-react";
import { useSiteTexts } from "../../hooks/use-site-texts";
import { ButtonLink } from "../../components/ui/button";
import { CallToAction } from "../../components/ui/call-to-action";
import { CardGrid } from "../../components/ui/card-grid";
import { Container } from "../../components/ui/container";
import type { ImageSource } from "../../components/ui/content-image";
import { InfoCard } from "../../components/ui/info-card";
import { PageHero } from "../../components/ui/page-hero";
import { Section } from "../../components/ui/section";
import { SectionHeader } from "../../components/ui/section-header";
import { staticPaths } from "../../content-model/routes";

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
