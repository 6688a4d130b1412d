import { Link } from "gatsby";
import { Menu, X } from "lucide-react";
import * as React from "react";
import { cx } from "../../theme/class-names";
import { Container } from "../ui/container";
import { ButtonLink } from "../ui/button";
import { contactNavItem, navItems } from "./nav-items";
import * as iconTarget from "../ui/icon-target.module.css";
import * as styles from "./header.module.css";

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
  // "menu-button" and "site-nav" stay as global class names: gatsby-ssr.tsx's <noscript> CSS targets them.

  return (
    <header className={styles.bar}>
      <Container className={styles.inner}>
        <Link className={styles.logo} to="/" onClick={close}>
          <span className={styles.logoMark} aria-hidden="true" />
          {siteName}
        </Link>
        <button
          ref={buttonRef}
          type="button"
          className={cx(iconTarget.iconTarget, styles.menuButton, "menu-button")}
          aria-expanded={open}
          aria-controls={NAV_ID}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X aria-hidden="true" size={24} /> : <Menu aria-hidden="true" size={24} />}
          <span className="visually-hidden">{open ? "Lukk meny" : "Åpne meny"}</span>
        </button>
        <nav id={NAV_ID} aria-label="Hovedmeny" className={cx(styles.nav, "site-nav")} data-open={open}>
          <ul className={styles.navList}>
            {navItems.map((item) => (
              <li key={item.to}>
                <Link className={styles.navLink} to={item.to} onClick={close}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <ButtonLink className={styles.contactButton} to={contactNavItem.to} onClick={close}>
                {contactNavItem.label}
              </ButtonLink>
            </li>
          </ul>
        </nav>
      </Container>
    </header>
  );
}
