import { anchors } from "../../content-model/routes";
import { useSiteTexts } from "../../hooks/use-site-texts";
import { CardGrid } from "../ui/card-grid";
import { Container } from "../ui/container";
import { Section } from "../ui/section";
import { SectionHeader } from "../ui/section-header";
import { ServiceCard } from "../ui/service-card";

export interface ServicesSectionProps {
  heading: string;
  intro: string;
  services: readonly Queries.ServiceCardFragment[];
}

export function ServicesSection({ heading, intro, services }: ServicesSectionProps) {
  const { ui } = useSiteTexts();
  return (
    <Section id={anchors.services} $tone="tinted" aria-labelledby="tjenester-heading">
      <Container>
        <SectionHeader id="tjenester-heading" eyebrow={ui.servicesName} heading={heading} intro={intro} />
        <CardGrid>
          {services.map((service) => (
            <li key={service.slug}>
              <ServiceCard service={service} />
            </li>
          ))}
        </CardGrid>
      </Container>
    </Section>
  );
}
