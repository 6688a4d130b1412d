import * as React from "react";
import { cx } from "../../theme/class-names";
import * as styles from "./container.module.css";

type ContainerProps = React.HTMLAttributes<HTMLDivElement> & {
  /** The reading width (46rem) instead of the page width (72rem). */
  narrow?: boolean;
};

/** Centres content at the page width, with the page's side padding. */
export function Container({ narrow = false, className, ...props }: ContainerProps): React.ReactElement {
  return <div className={cx(styles.container, narrow && styles.narrow, className)} {...props} />;
}
