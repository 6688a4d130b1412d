import { graphql } from "gatsby";
import { Check } from "lucide-react";
import * as React from "react";
import styled from "styled-components";
import { servicePath } from "../../content-model/routes";
import { ReadMoreLink } from "./read-more-link";
import { ServiceIcon } from "./service-icon";
import { theme } from "../../theme/tokens";

export const query = graphql`
  fragment ServiceCard on Service {
    slug
    icon
    title
    description
    features {
      title
    }
  }
`;

export function ServiceCard({ service }: { service: Queries.ServiceCardFragment }): React.ReactElement {
  const headingId = `tjeneste-${service.slug}`;
  return (
    <Card aria-labelledby={headingId}>
      <IconBadge>
        <ServiceIcon name={service.icon} />
      </IconBadge>
      <Title id={headingId}>{service.title}</Title>
      <p>{service.description}</p>
      <Features>
        {service.features.map((feature) => (
          <li key={feature.title}>
            <Check aria-hidden="true" size={18} />
            {feature.title}
          </li>
        ))}
      </Features>
      <ReadMoreLink to={servicePath(service.slug)} label="Les mer" hidden={`om ${service.title.toLowerCase()}`} />
    </Card>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: ${theme.space.xl};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.white};
  box-shadow: ${theme.shadows.card};
  transition:
    box-shadow ${theme.durations.base},
    transform ${theme.durations.base};

  ${theme.media.hover} {
    &:hover {
      box-shadow: ${theme.shadows.raised};
      transform: translateY(-2px);
    }
  }
`;

const IconBadge = styled.div`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3.25rem;
  height: 3.25rem;
  margin-bottom: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.accentSoft};
  color: ${theme.colors.accent};
`;

const Title = styled.h3`
  font-size: ${theme.fontSizes.xl};
  margin-bottom: ${theme.space.sm};
`;

const Features = styled.ul`
  display: grid;
  gap: ${theme.space.xs};
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSizes.sm};

  li {
    display: flex;
    gap: ${theme.space.xs};
    align-items: flex-start;
  }

  svg {
    flex: none;
    margin-top: 0.2em;
    color: ${theme.colors.success};
  }
`;
