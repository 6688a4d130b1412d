// What the cards share: the raised white box, its title, the marker badge and the «Les mer» link.
import { Link } from "gatsby";
import { ArrowRight } from "lucide-react";
import styled from "styled-components";
import { iconTarget } from "./icon-target";
import { VisuallyHidden } from "./visually-hidden";
import { colors, fontSizes, fontWeights, radii, shadows, sizes, space } from "../../theme/tokens";

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: ${space.xl};
  border-radius: ${radii.lg};
  background: ${colors.white};
  box-shadow: ${shadows.card};
`;

export const CardTitle = styled.h3`
  font-size: ${fontSizes.xl};
  margin-bottom: ${space.sm};
`;

export const CardBadge = styled.div`
  ${iconTarget}
  margin-bottom: ${space.md};
  border-radius: ${radii.md};
  background: ${colors.accentSoft};
  color: ${colors.accent};
  font-weight: ${fontWeights.heavy};
`;

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

/** The «Les mer» link at the foot of a card; `hidden` tells screen readers what it leads to. */
export function ReadMoreLink({ to, label, hidden }: { to: string; label: string; hidden: string }) {
  return (
    <More to={to}>
      {label}
      <VisuallyHidden> {hidden}</VisuallyHidden>
      <ArrowRight aria-hidden="true" size={18} />
    </More>
  );
}
