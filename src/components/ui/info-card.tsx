import * as React from "react";
import * as styles from "./info-card.module.css";

/** A titled paragraph in a card: service features, values, areas. */
export function InfoCard({
  title,
  text,
  marker,
  headingLevel = "h3",
}: {
  title: string;
  text: string;
  marker?: React.ReactNode;
  headingLevel?: "h2" | "h3";
}): React.ReactElement {
  const Title = headingLevel;
  return (
    <div className={styles.card}>
      {marker ? (
        <div className={styles.marker} aria-hidden="true">
          {marker}
        </div>
      ) : null}
      <Title className={styles.title}>{title}</Title>
      <p className={styles.text}>{text}</p>
    </div>
  );
}
