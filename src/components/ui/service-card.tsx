import { graphql } from "gatsby";
import { Check } from "lucide-react";
import * as React from "react";
import { servicePath } from "../../content-model/routes";
import { ReadMoreLink } from "./read-more-link";
import { ServiceIcon } from "./service-icon";
import * as styles from "./service-card.module.css";

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
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.iconBadge}>
        <ServiceIcon name={service.icon} />
      </div>
      <h3 className={styles.title} id={headingId}>
        {service.title}
      </h3>
      <p>{service.description}</p>
      <ul className={styles.features}>
        {service.features.map((feature) => (
          <li key={feature.title}>
            <Check aria-hidden="true" size={18} />
            {feature.title}
          </li>
        ))}
      </ul>
      <ReadMoreLink to={servicePath(service.slug)} label="Les mer" hidden={`om ${service.title.toLowerCase()}`} />
    </article>
  );
}
