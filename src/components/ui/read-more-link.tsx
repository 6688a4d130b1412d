import { Link } from "gatsby";
import { ArrowRight } from "lucide-react";
import styled from "styled-components";
import { VisuallyHidden } from "./visually-hidden";
import { colors, fontWeights, sizes, space } from "../../theme/tokens";

const More = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-height: ${sizes.touchTarget};
  margin-top: auto;
  padding-top: ${space.sm};
  font-weight: ${fontWeights.semibold};
  color: ${colors.accent};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

/** The "Les mer" link at the foot of a card; `hidden` tells screen readers what it leads to. */
export function ReadMoreLink({ to, label, hidden }: { to: string; label: string; hidden: string }) {
  return (
    <More to={to}>
      {label}
      <VisuallyHidden> {hidden}</VisuallyHidden>
      <ArrowRight aria-hidden="true" size={18} />
    </More>
  );
}
