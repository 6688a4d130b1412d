import * as React from "react";
import { cx } from "../../theme/class-names";
import { Eyebrow } from "./eyebrow";
import * as styles from "./section-header.module.css";

export interface SectionHeaderProps {
  id?: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  /** Heading level: sections use h2, page heroes h1. */
  as?: "h1" | "h2";
  align?: "start" | "center";
}

export function SectionHeader({
  id,
  eyebrow,
  heading,
  intro,
  as = "h2",
  align = "start",
}: SectionHeaderProps): React.ReactElement {
  const Heading = as;
  return (
    <div className={cx(styles.wrapper, align === "center" && styles.center)}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <Heading className={styles.heading} id={id}>
        {heading}
      </Heading>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </div>
  );
}
