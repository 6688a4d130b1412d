import * as React from "react";
import styled, { css } from "styled-components";
import { Eyebrow } from "./eyebrow";

const alignments = {
  start: css`
    text-align: start;
  `,
  center: css`
    margin-inline: auto;
    text-align: center;
  `,
};

export type SectionHeaderAlign = keyof typeof alignments;

const Wrapper = styled.div<{ $align: SectionHeaderAlign }>`
  max-width: ${({ theme }) => theme.sizes.narrow};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.ink};

  ${({ $align }) => alignments[$align]}
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
`;

const Intro = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  opacity: 0.92;
`;

export interface SectionHeaderProps {
  id?: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  /** Heading level: sections use h2, page heroes h1. */
  as?: "h1" | "h2";
  align?: SectionHeaderAlign;
}

export function SectionHeader({
  id,
  eyebrow,
  heading,
  intro,
  as = "h2",
  align = "start",
}: SectionHeaderProps): React.ReactElement {
  return (
    <Wrapper $align={align}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <Heading as={as} id={id}>
        {heading}
      </Heading>
      {intro ? <Intro>{intro}</Intro> : null}
    </Wrapper>
  );
}
