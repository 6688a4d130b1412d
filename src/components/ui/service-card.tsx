import { graphql } from "gatsby";
import { Camera, Check, Compass, Drone, Megaphone, Share2, Video, type LucideIcon } from "lucide-react";
import styled from "styled-components";
import type { ServiceIconName } from "../../content-model/icon-names";
import { fillTemplate } from "../../content-model/fill-template";
import { servicePath } from "../../content-model/routes";
import { useSiteTexts } from "../../hooks/use-site-texts";
import { Card, CardBadge, CardTitle, ReadMoreLink } from "./card";
import { colors, durations, fontSizes, media, shadows, sizes, space } from "../../theme/tokens";

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

const HoverCard = styled(Card)`
  transition:
    box-shadow ${durations.base},
    transform ${durations.base};

  ${media.hover} {
    &:hover {
      box-shadow: ${shadows.raised};
      transform: translateY(-2px);
    }
  }
`;

// The icon (28 px) with room around it: a touch target plus a little.
const IconBadge = styled(CardBadge)`
  width: calc(${sizes.touchTarget} + ${space.xs});
  height: calc(${sizes.touchTarget} + ${space.xs});
`;

const Features = styled.ul`
  display: grid;
  gap: ${space.xs};
  margin: 0 0 ${space.lg};
  padding: 0;
  list-style: none;
  font-size: ${fontSizes.sm};
`;

const Feature = styled.li`
  display: flex;
  gap: ${space.xs};
  align-items: flex-start;

  svg {
    flex: none;
    /* Level with the first line of text. */
    margin-top: 0.2em;
    color: ${colors.success};
  }
`;

export function ServiceCard({ service }: { service: Queries.ServiceCardFragment }) {
  const { ui } = useSiteTexts();
  const headingId = `tjeneste-${service.slug}`;
  const Icon = icons[service.icon as ServiceIconName];
  return (
    <HoverCard aria-labelledby={headingId}>
      {/* The build refuses an unknown icon; only the editor's preview of a new entry has none yet. */}
      <IconBadge>{Icon ? <Icon aria-hidden="true" size={28} strokeWidth={1.75} /> : null}</IconBadge>
      <CardTitle id={headingId}>{service.title}</CardTitle>
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
    </HoverCard>
  );
}
