import { Link } from "gatsby";
import { Menu, X } from "lucide-react";
import * as React from "react";
import styled from "styled-components";
import { Container } from "../ui/container";
import { ButtonLink } from "../ui/button";
import { contactNavItem, navItems } from "./nav-items";
import { theme } from "../../theme/tokens";

export const NAV_ID = "hovedmeny";

export interface HeaderProps {
  siteName: string;
  /** Current path, so the menu closes when the route changes. */
  pathname: string;
}

export function Header({ siteName, pathname }: HeaderProps): React.ReactElement {
  const [open, setOpen] = React.useState(false);
  const buttonRef = React.useRef<HTMLButtonElement>(null);

  React.useEffect(() => setOpen(false), [pathname]);

  React.useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <Bar>
      <Inner>
        <Logo to="/" onClick={close}>
          <LogoMark aria-hidden="true" />
          {siteName}
        </Logo>
        <MenuButton
          ref={buttonRef}
          type="button"
          className="menu-button"
          aria-expanded={open}
          aria-controls={NAV_ID}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X aria-hidden="true" size={24} /> : <Menu aria-hidden="true" size={24} />}
          <span className="visually-hidden">{open ? "Lukk meny" : "Åpne meny"}</span>
        </MenuButton>
        <Nav id={NAV_ID} aria-label="Hovedmeny" className="site-nav" data-open={open}>
          <NavList>
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} onClick={close}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <ContactButton to={contactNavItem.to} onClick={close}>
                {contactNavItem.label}
              </ContactButton>
            </li>
          </NavList>
        </Nav>
      </Inner>
    </Bar>
  );
}

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto;
  z-index: ${theme.zIndices.header};
  background: ${theme.colors.snow};
  box-shadow: ${theme.shadows.header};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: ${theme.sizes.headerHeight};
`;

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: ${theme.sizes.touchTarget};
  font-weight: ${theme.fontWeights.heavy};
  font-size: ${theme.fontSizes.lg};
  letter-spacing: -0.02em;
  color: ${theme.colors.fjord};
  text-decoration: none;
`;

/** A small peak with a rising sun: the brand mark, drawn in CSS so it costs no request. */
const LogoMark = styled.span`
  position: relative;
  width: 1.6em;
  height: 1.1em;
  flex: none;

  &::before {
    content: "";
    position: absolute;
    inset: 0;
    background: ${theme.colors.fjord};
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
    background: ${theme.colors.accent};
  }
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.sizes.touchTarget};
  height: ${theme.sizes.touchTarget};
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.fjord};
  cursor: pointer;

  ${theme.media.md} {
    display: none;
  }
`;

const Nav = styled.nav`
  display: none;
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  padding: ${theme.space.sm} ${theme.space.lg} ${theme.space.lg};
  background: ${theme.colors.snow};
  box-shadow: ${theme.shadows.raised};

  &[data-open="true"] {
    display: block;
  }

  ${theme.media.md} {
    display: block;
    position: static;
    padding: 0;
    background: none;
    box-shadow: none;
  }
`;

const NavList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.md} {
    flex-direction: row;
    align-items: center;
    gap: ${theme.space.lg};
  }
`;

const NavLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: ${theme.sizes.touchTarget};
  font-weight: ${theme.fontWeights.medium};
  color: ${theme.colors.ink};
  text-decoration: none;

  &:hover {
    color: ${theme.colors.accent};
  }
`;

const ContactButton = styled(ButtonLink)`
  margin-top: ${theme.space.xs};
  width: 100%;

  ${theme.media.md} {
    margin-top: 0;
    width: auto;
  }
`;
