import * as React from "react";
import { cx } from "../../theme/class-names";
import { Container } from "./container";
import * as styles from "./message-page.module.css";

/** A short page that says one thing, centred at reading width: 404 and the form results. */
export function MessagePage({ className, ...props }: React.HTMLAttributes<HTMLDivElement>): React.ReactElement {
  return <Container narrow className={cx(styles.page, className)} {...props} />;
}
