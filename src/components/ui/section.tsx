import * as React from "react";
import { HydrateLater } from "../../hydration/hydrate-later";
import { cx } from "../../theme/class-names";
import * as styles from "./section.module.css";

export type SectionTone = "light" | "tinted" | "white" | "dark";

type SectionProps = React.HTMLAttributes<HTMLElement> & { tone?: SectionTone };

/**
 * A full-width band of the page with vertical rhythm from the tokens. On the first page load
 * each band hydrates in a task of its own (src/hydration/hydrate-later.tsx), so a long page
 * never blocks the main thread in one piece.
 */
export function Section({ tone = "light", className, ...props }: SectionProps): React.ReactElement {
  return (
    <HydrateLater>
      <section className={cx(styles.section, styles[tone], className)} {...props} />
    </HydrateLater>
  );
}
