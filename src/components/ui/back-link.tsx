import { Link } from "gatsby";
import { ArrowLeft } from "lucide-react";
import * as React from "react";
import styled from "styled-components";

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  margin-bottom: ${({ theme }) => theme.space.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.fjord};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

export function BackLink({ to, children }: { to: string; children: React.ReactNode }): React.ReactElement {
  return (
    <StyledLink to={to}>
      <ArrowLeft aria-hidden="true" size={18} />
      {children}
    </StyledLink>
  );
}
