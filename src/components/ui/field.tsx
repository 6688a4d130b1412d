// The one labelled form field both forms use: label above, error text below, all wired for assistive tech.
import * as React from "react";
import styled, { css } from "styled-components";
import { VisuallyHidden } from "./visually-hidden";
import { colors, durations, fontSizes, fontWeights, lineHeights, radii, sizes, space } from "../../theme/tokens";

// The colours are local variables with light defaults; a dark surface (the footer) sets its own.
const Wrapper = styled.div`
  --field-text: ${colors.ink};
  --field-muted: ${colors.inkMuted};
  --field-background: ${colors.white};
  --field-border: ${colors.inkMuted};
  --field-error: ${colors.danger};
  display: grid;
  align-content: start;
  gap: ${space.xxs};
  min-width: 0;
  color: var(--field-text);
`;

/** The variables for a field on a dark surface. */
export const darkField = css`
  --field-text: ${colors.onDark};
  --field-muted: ${colors.onDarkMuted};
  --field-background: ${colors.fjord};
  --field-border: ${colors.onDarkMuted};
  --field-error: ${colors.accentSoft};
`;

const Label = styled.label`
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
`;

const Required = styled.span`
  color: var(--field-error);
`;

// The input and the textarea share one control style.
const controlStyles = css`
  width: 100%;
  min-height: ${sizes.touchTarget};
  padding: ${space.xs} ${space.sm};
  border: 1px solid var(--field-border);
  border-radius: ${radii.sm};
  background: var(--field-background);
  color: var(--field-text);
  font-size: ${fontSizes.md};
  line-height: ${lineHeights.snug};
  transition:
    border-color ${durations.fast},
    box-shadow ${durations.fast};

  &::placeholder {
    color: var(--field-muted);
    opacity: 1;
  }

  &:hover:not(:disabled) {
    border-color: var(--field-text);
  }

  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 1px;
  }

  &[aria-invalid="true"] {
    border-color: var(--field-error);
    box-shadow: inset 0 0 0 1px var(--field-error);
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

const Input = styled.input`
  ${controlStyles}
`;

const Textarea = styled.textarea`
  ${controlStyles}
  min-height: 120px;
  resize: vertical;
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.medium};
  color: var(--field-error);
`;

interface FieldOwnProps {
  label: string;
  name: string;
  /** Shown (and announced) only when present. */
  error?: string;
  /** Keeps the label for screen readers but out of sight, where the layout says enough. */
  hideLabel?: boolean;
}

type FieldProps = FieldOwnProps &
  (
    | ({ multiline?: false } & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "id">)
    | ({ multiline: true } & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id">)
  );

export function Field({ label, error, hideLabel = false, multiline, ...control }: FieldProps) {
  const id = React.useId();
  const errorId = `${id}-error`;
  const a11y = { id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined };
  const labelText = (
    <>
      {label}
      {control.required ? <Required aria-hidden="true">{" *"}</Required> : null}
    </>
  );

  return (
    <Wrapper>
      {hideLabel ? (
        <VisuallyHidden as="label" htmlFor={id}>
          {labelText}
        </VisuallyHidden>
      ) : (
        <Label htmlFor={id}>{labelText}</Label>
      )}
      {multiline ? (
        <Textarea {...(control as React.TextareaHTMLAttributes<HTMLTextAreaElement>)} {...a11y} />
      ) : (
        <Input {...(control as React.InputHTMLAttributes<HTMLInputElement>)} {...a11y} />
      )}
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Wrapper>
  );
}
