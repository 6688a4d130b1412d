import { Link } from "gatsby";
import { Menu, X } from "lucide-react";
import * as React from "react";
import styled from "styled-components";
import { anchors, homeAnchor, staticPaths } from "../../content-model/routes";
import { useSiteTexts } from "../../hooks/use-site-texts";
import { colors, fontSizes, fontWeights, media, radii, shadows, sizes, space, zIndices } from "../../theme/tokens";
import { ButtonLink } from "../ui/button";
import { Container } from "../ui/container";
import { iconTarget } from "../ui/icon-target";
import { VisuallyHidden } from "../ui/visually-hidden";
const NAV_ID = "hovedmeny";

// Without JavaScript the menu cannot open: the head's <noscript> (gatsby-ssr) lays the links out in a
// header that is no longer fixed, finding them by data attributes whatever styled-components names them.
export const noScriptMenuCss = [
  "[data-site-header]{position:static!important}",
  "[data-site-header]>*{flex-wrap:wrap}",
  "main{padding-top:0!important}",
  "[data-menu-button]{display:none!important}",
  "[data-site-nav]{display:block!important;position:static!important;box-shadow:none!important;padding:0!important}",
  `[data-site-nav] ul{flex-direction:row!important;flex-wrap:wrap;column-gap:${space.md}}`,
].join("");

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto;
  z-index: ${zIndices.header};
  background: ${colors.snow};
  box-shadow: ${shadows.header};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  min-height: ${sizes.headerHeight};
`;

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-width: 0;
  min-height: ${sizes.touchTarget};
  font-weight: ${fontWeights.heavy};
  font-size: ${fontSizes.lg};
  letter-spacing: -0.02em;
  color: ${colors.fjord};
  text-decoration: none;
`;

/* A small peak with a rising sun: the brand mark, drawn in CSS so it costs no request. */
const LogoMark = styled.span`
  position: relative;
  width: 1.6em;
  height: 1.1em;
  flex: none;

  &::before {
    content: "";
    position: absolute;
    inset: 0;
    background: ${colors.fjord};
    clip-path: polygon(0 100%, 38% 18%, 55% 52%, 70% 30%, 100% 100%);
  }

  &::after {
    content: "";
    position: absolute;
    top: 0;
    right: 4%;
    width: 0.42em;
    height: 0.42em;
    border-radius: 50%;
    background: ${colors.accent};
  }
`;

const MenuButton = styled.button`
  ${iconTarget}
  flex: none;
  padding: 0;
  border: 0;
  border-radius: ${radii.sm};
  background: transparent;
  color: ${colors.fjord};
  cursor: pointer;

  ${media.md} {
    display: none;
  }
`;

/* A panel under the bar on phones, opened by the menu button; a row in the bar from md up. */
const Nav = styled.nav`
  display: none;
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  padding: ${space.sm} ${space.lg} ${space.lg};
  background: ${colors.snow};
  box-shadow: ${shadows.raised};

  &[data-open="true"] {
    display: block;
  }

  ul {
    display: flex;
    flex-direction: column;
    gap: ${space.xxs};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  ${media.md} {
    display: block;
    position: static;
    padding: 0;
    background: none;
    box-shadow: none;

    ul {
      flex-direction: row;
      align-items: center;
      gap: ${space.lg};
    }
  }
`;

const NavLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: ${sizes.touchTarget};
  font-weight: ${fontWeights.medium};
  color: ${colors.ink};
  text-decoration: none;

  &:hover {
    color: ${colors.accent};
  }
`;

const ContactButton = styled(ButtonLink)`
  margin-top: ${space.xs};
  width: 100%;

  ${media.md} {
    margin-top: 0;
    width: auto;
  }
`;

export function Header({ siteName, pathname }: { siteName: string; pathname: string }) {
  const { ui } = useSiteTexts();
  const [open, setOpen] = React.useState(false);
  const close = () => setOpen(false);
  const buttonRef = React.useRef<HTMLButtonElement>(null);

  // A new page closes the menu.
  React.useEffect(() => setOpen(false), [pathname]);

  React.useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <Bar data-site-header="">
      <Inner>
        <Logo to="/" onClick={close}>
          <LogoMark aria-hidden="true" />
          {siteName}
        </Logo>
        <MenuButton
          ref={buttonRef}
          type="button"
          data-menu-button=""
          aria-expanded={open}
          aria-controls={NAV_ID}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X aria-hidden="true" size={24} /> : <Menu aria-hidden="true" size={24} />}
          <VisuallyHidden>{open ? ui.menuClose : ui.menuOpen}</VisuallyHidden>
        </MenuButton>
        <Nav id={NAV_ID} aria-label={ui.menuName} data-site-nav="" data-open={open}>
          <ul>
            {[
              { label: ui.servicesName, to: homeAnchor(anchors.services) },
              { label: ui.aboutName, to: homeAnchor(anchors.about) },
              { label: ui.projectsName, to: staticPaths.projects },
            ].map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} onClick={close}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <ContactButton to={staticPaths.contact} onClick={close}>
                {ui.contactName}
              </ContactButton>
            </li>
          </ul>
        </Nav>
      </Inner>
    </Bar>
  );
}
