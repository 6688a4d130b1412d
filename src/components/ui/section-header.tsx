import * as React from "react";
import styled from "styled-components";
import { theme } from "../../theme/tokens";

export interface SectionHeaderProps {
  id?: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  /** Heading level: sections use h2, page heroes h1. */
  as?: "h1" | "h2";
  $onDark?: boolean;
  align?: "start" | "center";
}

export function SectionHeader({
  id,
  eyebrow,
  heading,
  intro,
  as = "h2",
  $onDark = false,
  align = "start",
}: SectionHeaderProps): React.ReactElement {
  return (
    <Wrapper $align={align} $onDark={$onDark}>
      {eyebrow ? <Eyebrow $onDark={$onDark}>{eyebrow}</Eyebrow> : null}
      <Heading as={as} id={id}>
        {heading}
      </Heading>
      {intro ? <Intro>{intro}</Intro> : null}
    </Wrapper>
  );
}

const Wrapper = styled.div<{ $align: "start" | "center"; $onDark: boolean }>`
  max-width: ${theme.sizes.narrow};
  margin: ${({ $align }) => ($align === "center" ? "0 auto" : "0")};
  margin-bottom: ${theme.space.xl};
  text-align: ${({ $align }) => $align};
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.onDark : theme.colors.ink)};
`;

const Eyebrow = styled.p<{ $onDark: boolean }>`
  margin-bottom: ${theme.space.xs};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.accentSoft : theme.colors.accent)};
`;

const Heading = styled.h2`
  font-size: ${theme.fontSizes.xxl};
  font-weight: ${theme.fontWeights.heavy};
`;

const Intro = styled.p`
  font-size: ${theme.fontSizes.lg};
  opacity: 0.92;
`;
