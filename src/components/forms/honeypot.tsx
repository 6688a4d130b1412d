// The trap field: out of sight and out of reach for people, tempting for form-filling bots.
import * as React from "react";
import { HONEYPOT_FIELD } from "../../validation/honeypot";
import * as styles from "./honeypot.module.css";

export function Honeypot(): React.ReactElement {
  const id = React.useId();
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={id}>Nettside (la dette feltet stå tomt)</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** Read at submit time, so the field can stay uncontrolled like a bot expects. */
export function honeypotValue(form: HTMLFormElement | null): string {
  const value = form ? new FormData(form).get(HONEYPOT_FIELD) : null;
  return typeof value === "string" ? value : "";
}
