import { Link } from "gatsby";
import { ArrowRight } from "lucide-react";
import * as React from "react";
import styled from "styled-components";
import { theme } from "../../theme/tokens";

/** The "Les mer" link at the foot of a card; `hidden` tells screen readers what it leads to. */
export function ReadMoreLink({ to, label, hidden }: { to: string; label: string; hidden: string }): React.ReactElement {
  return (
    <More to={to}>
      {label}
      <span className="visually-hidden"> {hidden}</span>
      <ArrowRight aria-hidden="true" size={18} />
    </More>
  );
}

const More = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: ${theme.sizes.touchTarget};
  margin-top: auto;
  padding-top: ${theme.space.sm};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.accent};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;
