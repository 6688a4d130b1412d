import { Link } from "gatsby";
import { ArrowLeft } from "lucide-react";
import * as React from "react";
import * as styles from "./back-link.module.css";

export function BackLink({ to, children }: { to: string; children: React.ReactNode }): React.ReactElement {
  return (
    <Link to={to} className={styles.link}>
      <ArrowLeft aria-hidden="true" size={18} />
      {children}
    </Link>
  );
}
