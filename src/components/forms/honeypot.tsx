// The trap field: out of sight and out of reach for people, tempting for form-filling bots.
import * as React from "react";
import styled from "styled-components";
import { HONEYPOT_FIELD } from "../../form-contract/honeypot";

// Off-screen rather than display:none, which smarter bots skip.
const Trap = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/** `label` is what a bot reads beside the field (it asks to leave it empty). */
export function Honeypot({ label }: { label: string }) {
  const id = React.useId();
  return (
    <Trap aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </Trap>
  );
}
