// Buttons and button-styled links share one look, chosen by a typed variant.
import { Link } from "gatsby";
import styled, { css } from "styled-components";
import { colors, durations, fontSizes, fontWeights, lineHeights, radii, sizes, space } from "../../theme/tokens";

const variants = {
  primary: css`
    background: ${colors.accent};
    color: ${colors.white};
    border-color: ${colors.accent};

    &:hover:not(:disabled) {
      background: ${colors.accentHover};
      border-color: ${colors.accentHover};
    }
  `,
  secondary: css`
    background: ${colors.white};
    color: ${colors.fjord};
    border-color: ${colors.white};

    &:hover:not(:disabled) {
      background: ${colors.glacier};
      border-color: ${colors.glacier};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${colors.fjord};
    border-color: ${colors.fjord};

    &:hover:not(:disabled) {
      background: ${colors.fjord};
      color: ${colors.white};
    }
  `,
};

// Transient ($) so the choice of look never reaches the element as an attribute.
interface VariantProps {
  $variant?: keyof typeof variants;
}

const buttonStyles = css<VariantProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.xs};
  min-height: ${sizes.touchTarget};
  padding: ${space.sm} ${space.lg};
  border: 2px solid transparent;
  border-radius: ${radii.pill};
  font-weight: ${fontWeights.semibold};
  font-size: ${fontSizes.md};
  line-height: ${lineHeights.tight};
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${durations.fast},
    color ${durations.fast},
    border-color ${durations.fast};

  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }

  svg {
    flex: none;
  }

  ${({ $variant = "primary" }) => variants[$variant]}
`;

export const Button = styled.button<VariantProps>`
  ${buttonStyles}
`;

export const ButtonLink = styled(Link)<VariantProps>`
  ${buttonStyles}
`;

export const ButtonAnchor = styled.a<VariantProps>`
  ${buttonStyles}
`;
