import { Link } from "gatsby";
import { ArrowRight } from "lucide-react";
import * as React from "react";
import * as styles from "./read-more-link.module.css";

/** The "Les mer" link at the foot of a card; `hidden` tells screen readers what it leads to. */
export function ReadMoreLink({ to, label, hidden }: { to: string; label: string; hidden: string }): React.ReactElement {
  return (
    <Link to={to} className={styles.more}>
      {label}
      <span className="visually-hidden"> {hidden}</span>
      <ArrowRight aria-hidden="true" size={18} />
    </Link>
  );
}
