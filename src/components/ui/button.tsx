// Buttons and button-styled links share one look, chosen by a typed variant.
import { Link } from "gatsby";
import styled, { css } from "styled-components";

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.white};
    border-color: ${({ theme }) => theme.colors.accent};

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.accentHover};
      border-color: ${({ theme }) => theme.colors.accentHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.fjord};
    border-color: ${({ theme }) => theme.colors.white};

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.glacier};
      border-color: ${({ theme }) => theme.colors.glacier};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.fjord};
    border-color: ${({ theme }) => theme.colors.fjord};

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.fjord};
      color: ${({ theme }) => theme.colors.white};
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
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.durations.fast},
    color ${({ theme }) => theme.durations.fast},
    border-color ${({ theme }) => theme.durations.fast};

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
