// The one labelled form field both forms use: label above, error text below, all wired for assistive tech.
import * as React from "react";
import { cx } from "../../theme/class-names";
import * as styles from "./field.module.css";

/** Seed, section 9: the contact message box is at least 120 px high (the .textarea rule in field.module.css). */
export const TEXTAREA_MIN_HEIGHT = "120px";

/** Sets the field's local colours (--field-text, …) in field.module.css. */
export type FieldTone = "light" | "dark";

interface FieldOwnProps {
  label: string;
  name: string;
  /** Shown (and announced) only when present. */
  error?: string;
  hint?: string;
  tone?: FieldTone;
  /** Keeps the label for screen readers but out of sight, where the layout says enough. */
  hideLabel?: boolean;
}

type InputProps = FieldOwnProps & { multiline?: false } & Omit<
    React.InputHTMLAttributes<HTMLInputElement>,
    "name" | "id"
  >;
type TextareaProps = FieldOwnProps & { multiline: true } & Omit<
    React.TextareaHTMLAttributes<HTMLTextAreaElement>,
    "name" | "id"
  >;

export type FieldProps = InputProps | TextareaProps;

export const Field = React.forwardRef<HTMLInputElement | HTMLTextAreaElement, FieldProps>(function Field(props, ref) {
  const id = React.useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const { label, error, hint, tone = "light", hideLabel = false, required } = props;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const a11y = { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy };

  let control: React.ReactElement;
  if (props.multiline) {
    const { label: _l, error: _e, hint: _h, tone: _t, hideLabel: _hl, multiline: _m, className, ...rest } = props;
    control = (
      <textarea
        ref={ref as React.Ref<HTMLTextAreaElement>}
        {...rest}
        {...a11y}
        className={cx(styles.textarea, className)}
      />
    );
  } else {
    const { label: _l, error: _e, hint: _h, tone: _t, hideLabel: _hl, multiline: _m, className, ...rest } = props;
    control = (
      <input ref={ref as React.Ref<HTMLInputElement>} {...rest} {...a11y} className={cx(styles.input, className)} />
    );
  }

  return (
    <div className={cx(styles.wrapper, styles[tone])}>
      <label htmlFor={id} className={cx(styles.label, hideLabel && "visually-hidden")}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {" *"}
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {control}
      {error ? (
        <p id={errorId} role="alert" className={styles.errorText}>
          {error}
        </p>
      ) : null}
    </div>
  );
});
