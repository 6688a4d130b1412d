import * as React from "react";
import { cx } from "../../theme/class-names";
import * as styles from "./eyebrow.module.css";

/** The small accent-coloured capitals above a heading: a section's topic, a project's client. */
export function Eyebrow({ className, ...props }: React.HTMLAttributes<HTMLParagraphElement>): React.ReactElement {
  return <p className={cx(styles.eyebrow, className)} {...props} />;
}
