import * as React from "react";
import * as styles from "./tag-list.module.css";

export function TagList({ tags, label = "Stikkord" }: { tags: readonly string[]; label?: string }): React.ReactElement {
  return (
    <ul className={styles.tags} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </ul>
  );
}
