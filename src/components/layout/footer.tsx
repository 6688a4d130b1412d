import { graphql, Link, useStaticQuery } from "gatsby";
import styled from "styled-components";
import { ConsentSettingsButton } from "./consent-banner";
import { fillTemplate } from "../../content-model/fill-template";
import { anchors, homeAnchor, servicePath, staticPaths } from "../../content-model/routes";
import type { SiteIdentity } from "../../hooks/use-site-identity";
import { BrandIcon, isBrandName } from "../ui/brand-icon";
import { ContactDetails } from "../ui/contact-details";
import { Container } from "../ui/container";
import { iconTarget } from "../ui/icon-target";
import { NewsletterForm } from "../forms/newsletter-form";
import { Tooltip, TooltipProvider } from "../ui/tooltip";
import { colors, durations, fontSizes, fontWeights, media, radii, sizes, space } from "../../theme/tokens";

const Wrapper = styled.footer`
  padding-top: ${space.xxxl};
  background: ${colors.fjordDeep};
  color: ${colors.onDark};

  a {
    color: ${colors.onDark};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Heading = styled.h2`
  margin: ${space.lg} 0 ${space.sm};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;

  &:first-child {
    margin-top: 0;
  }
`;

const Muted = styled.p`
  color: ${colors.onDarkMuted};
  font-size: ${fontSizes.sm};
`;

const Grid = styled.div`
  display: grid;
  gap: ${space.xl};
  padding-bottom: ${space.xxl};

  > div {
    min-width: 0;
  }

  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));

    /* The logo and signup take a row of their own on the three-column grid. */
    > div:first-child {
      grid-column: 1 / -1;
    }
  }

  ${media.lg} {
    grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.2fr);

    > div:first-child {
      grid-column: auto;
    }
  }
`;

const FooterLogo = styled(Link)`
  display: inline-block;
  margin-bottom: ${space.xs};
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.heavy};
  text-decoration: none;
`;

const FooterLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${sizes.touchTarget};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const SocialLink = styled.a`
  ${iconTarget}
  border: 1px solid ${colors.onDarkMuted};
  border-radius: ${radii.pill};
  transition: background-color ${durations.fast};

  &:hover {
    background: ${colors.fjord};
  }
`;

const Bottom = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  padding-block: ${space.md};
  font-size: ${fontSizes.sm};
  color: ${colors.onDarkMuted};

  p {
    margin: 0;
  }
`;

export function Footer({ site }: { site: SiteIdentity }) {
  const { allService, formCopy } = useStaticQuery<Queries.FooterServicesQuery>(graphql`
    query FooterServices {
      allService(sort: { order: ASC }) {
        nodes {
          slug
          title
        }
      }
      formCopy {
        ...NewsletterFormLabels
      }
    }
  `);
  if (!formCopy) throw new Error("content/forms.json is missing");
  const { footer, ui } = site;
  const quickLinks = [
    { label: ui.aboutName, to: homeAnchor(anchors.about) },
    { label: ui.projectsName, to: staticPaths.projects },
    { label: ui.contactName, to: homeAnchor(anchors.contact) },
    { label: ui.privacyName, to: staticPaths.privacy },
  ];

  return (
    <Wrapper>
      <Container>
        <Grid>
          <div>
            <FooterLogo to="/">{site.name}</FooterLogo>
            <Muted>{site.tagline}</Muted>
            <Heading id="footer-newsletter">{footer.newsletterHeading}</Heading>
            <Muted>{footer.newsletterText}</Muted>
            <NewsletterForm labels={formCopy} />
          </div>
          <div>
            <Heading id="footer-services">{footer.servicesHeading}</Heading>
            <ul aria-labelledby="footer-services">
              {allService.nodes.map((service) => (
                <li key={service.slug}>
                  <FooterLink to={servicePath(service.slug)}>{service.title}</FooterLink>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <Heading id="footer-quick-links">{footer.quickLinksHeading}</Heading>
            <nav aria-labelledby="footer-quick-links">
              <ul>
                {quickLinks.map((link) => (
                  <li key={link.to}>
                    <FooterLink to={link.to}>{link.label}</FooterLink>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <div>
            <Heading id="footer-contact">{footer.contactHeading}</Heading>
            <address>
              <ContactDetails contact={site} tone="dark" />
            </address>
            <Heading as="p" id="footer-social">
              {footer.socialHeading}
            </Heading>
            <TooltipProvider>
              <ul aria-labelledby="footer-social" style={{ display: "flex", gap: space.sm }}>
                {site.social.map((link) => (
                  <li key={link.url}>
                    <Tooltip
                      content={fillTemplate("socialLink", ui.socialLink, { firma: site.name, nettverk: link.name })}
                    >
                      <SocialLink href={link.url} aria-label={link.name}>
                        {isBrandName(link.name) ? <BrandIcon name={link.name} /> : link.name}
                      </SocialLink>
                    </Tooltip>
                  </li>
                ))}
              </ul>
            </TooltipProvider>
          </div>
        </Grid>
      </Container>
      <div style={{ borderTop: `1px solid ${colors.fjord}` }}>
        <Bottom>
          <p>{fillTemplate("copyright", ui.copyright, { år: site.copyrightYear, firma: site.name })}</p>
          <ConsentSettingsButton />
        </Bottom>
      </div>
    </Wrapper>
  );
}
