import { graphql } from "gatsby";
import { Camera, Check, Compass, Drone, Megaphone, Share2, Video, type LucideIcon } from "lucide-react";
import styled from "styled-components";
import type { ServiceIconName } from "../../content-model/icon-names";
import { fillTemplate } from "../../content-model/fill-template";
import { servicePath } from "../../content-model/routes";
import { useSiteTexts } from "../../hooks/use-site-texts";
import { ReadMoreLink } from "./read-more-link";

/** The icon a service names in content (validated at build time against the same list). */
const icons: Record<ServiceIconName, LucideIcon> = {
  megaphone: Megaphone,
  share: Share2,
  video: Video,
  drone: Drone,
  camera: Camera,
  compass: Compass,
};

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

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition:
    box-shadow ${({ theme }) => theme.durations.base},
    transform ${({ theme }) => theme.durations.base};

  ${({ theme }) => theme.media.hover} {
    &:hover {
      box-shadow: ${({ theme }) => theme.shadows.raised};
      transform: translateY(-2px);
    }
  }
`;

// The icon (28 px) with room around it: a touch target plus a little.
const IconBadge = styled.div`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: calc(${({ theme }) => `${theme.sizes.touchTarget} + ${theme.space.xs}`});
  height: calc(${({ theme }) => `${theme.sizes.touchTarget} + ${theme.space.xs}`});
  margin-bottom: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Features = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Feature = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: flex-start;

  svg {
    flex: none;
    /* Level with the first line of text. */
    margin-top: 0.2em;
    color: ${({ theme }) => theme.colors.success};
  }
`;

export function ServiceCard({ service }: { service: Queries.ServiceCardFragment }) {
  const { ui } = useSiteTexts();
  const headingId = `tjeneste-${service.slug}`;
  const Icon = icons[service.icon as ServiceIconName];
  return (
    <Card aria-labelledby={headingId}>
      <IconBadge>
        <Icon aria-hidden="true" size={28} strokeWidth={1.75} />
      </IconBadge>
      <Title id={headingId}>{service.title}</Title>
      <p>{service.description}</p>
      <Features>
        {service.features.map((feature) => (
          <Feature key={feature.title}>
            <Check aria-hidden="true" size={18} />
            {feature.title}
          </Feature>
        ))}
      </Features>
      <ReadMoreLink
        to={servicePath(service.slug)}
        label={ui.serviceReadMore}
        // In lower case, as the title reads in the middle of a sentence.
        hidden={fillTemplate("serviceReadMoreHidden", ui.serviceReadMoreHidden, {
          tittel: service.title.toLowerCase(),
        })}
      />
    </Card>
  );
}
