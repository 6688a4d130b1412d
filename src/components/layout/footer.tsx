import { graphql, Link, useStaticQuery } from "gatsby";
import { Mail, MapPin, Phone } from "lucide-react";
import * as React from "react";
import styled from "styled-components";
import { ConsentSettingsButton } from "../../consent/consent-banner";
import { anchors, homeAnchor, servicePath, staticPaths } from "../../content-model/routes";
import type { SiteIdentity } from "../../hooks/use-site-identity";
import { BrandIcon, isBrandName } from "../ui/brand-icon";
import { Container } from "../ui/container";
import { Tooltip } from "../ui/tooltip";
import { theme } from "../../theme/tokens";

// The signup form (formik, yup, toasts) is split from the first-load JavaScript: the server
// renders it, and it hydrates as soon as its chunk arrives (until then it posts without JS).
const NewsletterForm = React.lazy(() =>
  import("../forms/newsletter-form").then((m) => ({ default: m.NewsletterForm })),
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
    <Wrapper>
      <Container>
        <Grid>
          <Column $wide>
            <FooterLogo to="/">{site.name}</FooterLogo>
            <Muted>{site.tagline}</Muted>
            <Heading id="footer-newsletter">{footer.newsletterHeading}</Heading>
            <Muted>{footer.newsletterText}</Muted>
            <React.Suspense fallback={null}>
              <NewsletterForm />
            </React.Suspense>
          </Column>

          <Column>
            <Heading id="footer-services">{footer.servicesHeading}</Heading>
            <LinkList aria-labelledby="footer-services">
              {allService.nodes.map((service) => (
                <li key={service.slug}>
                  <FooterLink to={servicePath(service.slug)}>{service.title}</FooterLink>
                </li>
              ))}
            </LinkList>
          </Column>

          <Column>
            <Heading id="footer-quick-links">{footer.quickLinksHeading}</Heading>
            <nav aria-labelledby="footer-quick-links">
              <LinkList>
                {quickLinks.map((link) => (
                  <li key={link.to}>
                    <FooterLink to={link.to}>{link.label}</FooterLink>
                  </li>
                ))}
              </LinkList>
            </nav>
          </Column>

          <Column>
            <Heading id="footer-contact">{footer.contactHeading}</Heading>
            <address>
              <ContactList>
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
              </ContactList>
            </address>
            <Heading as="p" id="footer-social">
              {footer.socialHeading}
            </Heading>
            <SocialList aria-labelledby="footer-social">
              {site.social.map((link) => (
                <li key={link.url}>
                  <Tooltip content={`Følg ${site.name} på ${link.name}`}>
                    <SocialLink href={link.url} aria-label={link.name}>
                      {isBrandName(link.name) ? <BrandIcon name={link.name} /> : link.name}
                    </SocialLink>
                  </Tooltip>
                </li>
              ))}
            </SocialList>
          </Column>
        </Grid>
      </Container>
      <Bottom>
        <BottomInner>
          <p>
            © {site.copyrightYear} {site.name}
          </p>
          <ConsentSettingsButton />
        </BottomInner>
      </Bottom>
    </Wrapper>
  );
}

const Wrapper = styled.footer`
  background: ${theme.colors.fjordDeep};
  color: ${theme.colors.onDark};
  padding-top: ${theme.space.xxxl};

  a {
    color: ${theme.colors.onDark};
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  padding-bottom: ${theme.space.xxl};

  ${theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }

  ${theme.media.lg} {
    grid-template-columns: 1.6fr 1fr 1fr 1.2fr;
  }
`;

const Column = styled.div<{ $wide?: boolean }>`
  min-width: 0;

  ${theme.media.md} {
    grid-column: ${({ $wide }) => ($wide ? "1 / -1" : "auto")};
  }

  ${theme.media.lg} {
    grid-column: auto;
  }
`;

const FooterLogo = styled(Link)`
  display: inline-block;
  margin-bottom: ${theme.space.xs};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.heavy};
  text-decoration: none;
`;

const Heading = styled.h2`
  margin: ${theme.space.lg} 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.onDark};

  &:first-child {
    margin-top: 0;
  }
`;

const Muted = styled.p`
  color: ${theme.colors.onDarkMuted};
  font-size: ${theme.fontSizes.sm};
`;

const LinkList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FooterLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.sizes.touchTarget};
  text-decoration: none;
  color: ${theme.colors.onDarkMuted};

  &:hover {
    color: ${theme.colors.onDark};
    text-decoration: underline;
  }
`;

const ContactList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-style: normal;

  li {
    display: flex;
    align-items: center;
    gap: ${theme.space.xs};
    min-height: ${theme.sizes.touchTarget};
    color: ${theme.colors.onDarkMuted};
  }

  a {
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }
`;

const SocialList = styled.ul`
  display: flex;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SocialLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.sizes.touchTarget};
  height: ${theme.sizes.touchTarget};
  border: 1px solid ${theme.colors.onDarkMuted};
  border-radius: ${theme.radii.pill};
  transition: background-color ${theme.durations.fast};

  &:hover {
    background: ${theme.colors.fjord};
  }
`;

const Bottom = styled.div`
  border-top: 1px solid ${theme.colors.fjord};
  padding-block: ${theme.space.md};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.onDarkMuted};

  p {
    margin: 0;
  }
`;

const BottomInner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;
