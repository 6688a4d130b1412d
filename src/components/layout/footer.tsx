import { graphql, Link, useStaticQuery } from "gatsby";
import { Mail, MapPin, Phone } from "lucide-react";
import styled from "styled-components";
import { ConsentSettingsButton } from "./consent-banner";
import { fillTemplate } from "../../content-model/fill-template";
import { anchors, homeAnchor, servicePath, staticPaths } from "../../content-model/routes";
import type { SiteIdentity } from "../../hooks/use-site-identity";
import { BrandIcon, isBrandName } from "../ui/brand-icon";
import { Container } from "../ui/container";
import { iconTarget } from "../ui/icon-target";
import { LazyNewsletterForm } from "../forms/lazy";
import { Tooltip, TooltipProvider } from "../ui/lazy-tooltip";

const quickLinks = (ui: SiteIdentity["ui"]) => [
  { label: ui.aboutName, to: homeAnchor(anchors.about) },
  { label: ui.projectsName, to: staticPaths.projects },
  { label: ui.contactName, to: homeAnchor(anchors.contact) },
  { label: ui.privacyName, to: staticPaths.privacy },
];

const Wrapper = styled.footer`
  padding-top: ${({ theme }) => theme.space.xxxl};
  background: ${({ theme }) => theme.colors.fjordDeep};
  color: ${({ theme }) => theme.colors.onDark};

  a {
    color: ${({ theme }) => theme.colors.onDark};
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxl};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.2fr);
  }
`;

const Column = styled.div`
  min-width: 0;
`;

/* The wide column (logo and signup) takes a row of its own on the three-column grid. */
const WideColumn = styled(Column)`
  ${({ theme }) => theme.media.md} {
    grid-column: 1 / -1;
  }

  ${({ theme }) => theme.media.lg} {
    grid-column: auto;
  }
`;

const FooterLogo = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  text-decoration: none;
`;

const Heading = styled.h2`
  margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;

  &:first-child {
    margin-top: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.onDarkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const LinkList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FooterLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  text-decoration: none;

  &:hover {
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
    gap: ${({ theme }) => theme.space.xs};
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    color: ${({ theme }) => theme.colors.onDarkMuted};
  }

  svg {
    flex: none;
  }

  /* An address is one unbreakable word; on a narrow column it may still wrap. */
  a,
  span {
    min-width: 0;
    overflow-wrap: anywhere;
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }
`;

const SocialList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SocialLink = styled.a`
  ${iconTarget}
  border: 1px solid ${({ theme }) => theme.colors.onDarkMuted};
  border-radius: ${({ theme }) => theme.radii.pill};
  transition: background-color ${({ theme }) => theme.durations.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.fjord};
  }
`;

const Bottom = styled.div`
  padding-block: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.fjord};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.onDarkMuted};

  p {
    margin: 0;
  }
`;

const BottomInner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export function Footer({ site }: { site: SiteIdentity }) {
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
  const { footer, ui } = site;

  return (
    <Wrapper>
      <Container>
        <Grid>
          <WideColumn>
            <FooterLogo to="/">{site.name}</FooterLogo>
            <Muted>{site.tagline}</Muted>
            <Heading id="footer-newsletter">{footer.newsletterHeading}</Heading>
            <Muted>{footer.newsletterText}</Muted>
            <LazyNewsletterForm />
          </WideColumn>

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
                {quickLinks(ui).map((link) => (
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
            <TooltipProvider>
              <SocialList aria-labelledby="footer-social">
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
              </SocialList>
            </TooltipProvider>
          </Column>
        </Grid>
      </Container>
      <Bottom>
        <BottomInner>
          <p>{fillTemplate("copyright", ui.copyright, { år: site.copyrightYear, firma: site.name })}</p>
          <ConsentSettingsButton />
        </BottomInner>
      </Bottom>
    </Wrapper>
  );
}
