import * as React from "react";
import { cx } from "../../theme/class-names";
import * as styles from "./card-grid.module.css";

export type CardGridColumns = "two" | "three" | "four";

type CardGridProps = React.HTMLAttributes<HTMLUListElement> & {
  /** Columns on wide screens. */
  columns?: CardGridColumns;
};

/** A list of cards that reflows from one column on phones to `columns` on wide screens. */
export function CardGrid({ columns = "three", className, ...ulProps }: CardGridProps): React.ReactElement {
  return <ul className={cx(styles.cardGrid, styles[columns], className)} {...ulProps} />;
}
