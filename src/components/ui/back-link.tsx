import { Link } from "gatsby";
import { ArrowLeft } from "lucide-react";
import * as React from "react";
import styled from "styled-components";
import { theme } from "../../theme/tokens";

export function BackLink({ to, children }: { to: string; children: React.ReactNode }): React.ReactElement {
  return (
    <StyledLink to={to}>
      <ArrowLeft aria-hidden="true" size={18} />
      {children}
    </StyledLink>
  );
}

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: ${theme.sizes.touchTarget};
  margin-bottom: ${theme.space.md};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.fjord};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;
