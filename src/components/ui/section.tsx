import * as React from "react";
import { cx } from "../../theme/class-names";
import * as styles from "./section.module.css";

export type SectionTone = "light" | "tinted" | "white" | "dark";

type SectionProps = React.HTMLAttributes<HTMLElement> & { tone?: SectionTone };

/** A full-width band of the page with vertical rhythm from the tokens. */
export function Section({ tone = "light", className, ...props }: SectionProps): React.ReactElement {
  return <section className={cx(styles.section, styles[tone], className)} {...props} />;
}
