// Buttons and button-styled links share one look, chosen by a typed variant.
import { Link } from "gatsby";
import styled, { css, type DefaultTheme } from "styled-components";
import { theme } from "../../theme/tokens";

const variants = {
  primary: (theme: DefaultTheme) => css`
    background: ${theme.colors.accent};
    color: ${theme.colors.white};
    border-color: ${theme.colors.accent};
    &:hover:not(:disabled) {
      background: ${theme.colors.accentHover};
      border-color: ${theme.colors.accentHover};
    }
  `,
  secondary: (theme: DefaultTheme) => css`
    background: ${theme.colors.white};
    color: ${theme.colors.fjord};
    border-color: ${theme.colors.white};
    &:hover:not(:disabled) {
      background: ${theme.colors.glacier};
      border-color: ${theme.colors.glacier};
    }
  `,
  ghost: (theme: DefaultTheme) => css`
    background: transparent;
    color: ${theme.colors.fjord};
    border-color: ${theme.colors.fjord};
    &:hover:not(:disabled) {
      background: ${theme.colors.fjord};
      color: ${theme.colors.white};
    }
  `,
  onDark: (theme: DefaultTheme) => css`
    background: transparent;
    color: ${theme.colors.onDark};
    border-color: ${theme.colors.onDark};
    &:hover:not(:disabled) {
      background: ${theme.colors.onDark};
      color: ${theme.colors.fjordDeep};
    }
  `,
} as const;

export type ButtonVariant = keyof typeof variants;

interface VariantProps {
  $variant?: ButtonVariant;
}

const buttonStyle = css<VariantProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xs};
  min-height: ${theme.sizes.touchTarget};
  padding: ${theme.space.sm} ${theme.space.lg};
  border: 2px solid transparent;
  border-radius: ${theme.radii.pill};
  font-weight: ${theme.fontWeights.semibold};
  font-size: ${theme.fontSizes.md};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${theme.durations.fast},
    color ${theme.durations.fast},
    border-color ${theme.durations.fast};
  ${({ theme, $variant = "primary" }) => variants[$variant](theme)}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }

  svg {
    flex: none;
  }
`;

export const Button = styled.button<VariantProps>`
  ${buttonStyle}
`;

export const ButtonLink = styled(Link)<VariantProps>`
  ${buttonStyle}
`;

export const ButtonAnchor = styled.a<VariantProps>`
  ${buttonStyle}
`;
