import * as React from "react";
import styled, { css } from "styled-components";

const tones = {
  light: css`
    background: ${({ theme }) => theme.colors.snow};
    color: ${({ theme }) => theme.colors.ink};
  `,
  tinted: css`
    background: ${({ theme }) => theme.colors.glacier};
    color: ${({ theme }) => theme.colors.ink};
  `,
  white: css`
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.ink};
  `,
};

export type SectionTone = keyof typeof tones;

const Band = styled.section<{ $tone: SectionTone }>`
  padding-block: ${({ theme }) => theme.space.section};

  ${({ $tone }) => tones[$tone]}
`;

type SectionProps = React.HTMLAttributes<HTMLElement> & { tone?: SectionTone };

/** A full-width band of the page with vertical rhythm from the tokens. */
export function Section({ tone = "light", ...props }: SectionProps): React.ReactElement {
  return <Band $tone={tone} {...props} />;
}
