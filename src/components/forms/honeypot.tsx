// The trap field: out of sight and out of reach for people, tempting for form-filling bots.
import * as React from "react";
import styled from "styled-components";
import { HONEYPOT_FIELD } from "../../form-contract/honeypot";
import { formCopy } from "../../form-contract/messages";

// Off-screen rather than display:none, which smarter bots skip.
const Trap = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

export function Honeypot() {
  const id = React.useId();
  return (
    <Trap aria-hidden="true">
      <label htmlFor={id}>{formCopy.trapLabel}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </Trap>
  );
}

/** Read at submit time, so the field can stay uncontrolled like a bot expects. */
export function honeypotValue(form: HTMLFormElement | null): string {
  const value = form ? new FormData(form).get(HONEYPOT_FIELD) : null;
  return typeof value === "string" ? value : "";
}
