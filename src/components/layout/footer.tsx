import { graphql, Link, useStaticQuery } from "gatsby";
import { Mail, MapPin, Phone } from "lucide-react";
import * as React from "react";
import { formEndpoints } from "../../validation/form-routes";
import { ConsentSettingsButton } from "../../consent/consent-banner";
import { anchors, homeAnchor, servicePath, staticPaths } from "../../content-model/routes";
import type { SiteIdentity } from "../../hooks/use-site-identity";
import { BrandIcon, isBrandName } from "../ui/brand-icon";
import { Container } from "../ui/container";
import { Tooltip } from "../ui/tooltip";
import { cx } from "../../theme/class-names";
import * as iconTarget from "../ui/icon-target.module.css";
import * as styles from "./footer.module.css";
import "../forms/form-styles";
import { lazyForm } from "../forms/form-libraries";

// The signup form (formik, yup, toasts) is split from the first-load JavaScript (lazyForm).
const NewsletterForm = lazyForm("The newsletter form", formEndpoints.newsletter, () =>
  import("../forms/newsletter-form").then((m) => m.NewsletterForm),
);

const quickLinks = [
  { label: "Om oss", to: homeAnchor(anchors.about) },
  { label: "Prosjekter", to: staticPaths.projects },
  { label: "Kontakt", to: homeAnchor(anchors.contact) },
  { label: "Personvern", to: staticPaths.privacy },
] as const;

export function Footer({ site }: { site: SiteIdentity }): React.ReactElement {
  const { allService } = useStaticQuery<Queries.FooterServicesQuery>(graphql`
    query FooterServices {
      allService(sort: { order: ASC }) {
        nodes {
          slug
          title
        }
      }
    }
  `);
  const { footer } = site;

  return (
    <footer className={styles.wrapper}>
      <Container>
        <div className={styles.grid}>
          <div className={cx(styles.column, styles.wide)}>
            <Link className={styles.footerLogo} to="/">
              {site.name}
            </Link>
            <p className={styles.muted}>{site.tagline}</p>
            <h2 className={styles.heading} id="footer-newsletter">
              {footer.newsletterHeading}
            </h2>
            <p className={styles.muted}>{footer.newsletterText}</p>
            <React.Suspense fallback={null}>
              <NewsletterForm />
            </React.Suspense>
          </div>

          <div className={styles.column}>
            <h2 className={styles.heading} id="footer-services">
              {footer.servicesHeading}
            </h2>
            <ul className={styles.linkList} aria-labelledby="footer-services">
              {allService.nodes.map((service) => (
                <li key={service.slug}>
                  <Link className={styles.footerLink} to={servicePath(service.slug)}>
                    {service.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>

          <div className={styles.column}>
            <h2 className={styles.heading} id="footer-quick-links">
              {footer.quickLinksHeading}
            </h2>
            <nav aria-labelledby="footer-quick-links">
              <ul className={styles.linkList}>
                {quickLinks.map((link) => (
                  <li key={link.to}>
                    <Link className={styles.footerLink} to={link.to}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>

          <div className={styles.column}>
            <h2 className={styles.heading} id="footer-contact">
              {footer.contactHeading}
            </h2>
            <address>
              <ul className={styles.contactList}>
                <li>
                  <Mail aria-hidden="true" size={18} />
                  <a href={`mailto:${site.email}`}>{site.email}</a>
                </li>
                <li>
                  <Phone aria-hidden="true" size={18} />
                  <a href={site.phoneHref}>{site.phone}</a>
                </li>
                <li>
                  <MapPin aria-hidden="true" size={18} />
                  <span>{site.location}</span>
                </li>
              </ul>
            </address>
            <p className={styles.heading} id="footer-social">
              {footer.socialHeading}
            </p>
            <ul className={styles.socialList} aria-labelledby="footer-social">
              {site.social.map((link) => (
                <li key={link.url}>
                  <Tooltip content={`Følg ${site.name} på ${link.name}`}>
                    <a className={cx(iconTarget.iconTarget, styles.socialLink)} href={link.url} aria-label={link.name}>
                      {isBrandName(link.name) ? <BrandIcon name={link.name} /> : link.name}
                    </a>
                  </Tooltip>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Container>
      <div className={styles.bottom}>
        <Container className={styles.bottomInner}>
          <p>
            © {site.copyrightYear} {site.name}
          </p>
          <ConsentSettingsButton />
        </Container>
      </div>
    </footer>
  );
}
