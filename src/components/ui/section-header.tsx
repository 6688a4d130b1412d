import styled from "styled-components";
import { Eyebrow } from "./eyebrow";
import { fontSizes, fontWeights, sizes, space } from "../../theme/tokens";

const Wrapper = styled.div`
  max-width: ${sizes.narrow};
  margin: 0 0 ${space.xl};
`;

const Heading = styled.h2`
  font-size: ${fontSizes.xxl};
  font-weight: ${fontWeights.heavy};
`;

const Intro = styled.p`
  font-size: ${fontSizes.lg};
  opacity: 0.92;
`;

export interface SectionHeaderProps {
  id?: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  /** Heading level: sections use h2, page heroes h1. */
  as?: "h1" | "h2";
}

export function SectionHeader({ id, eyebrow, heading, intro, as = "h2" }: SectionHeaderProps) {
  return (
    <Wrapper>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <Heading as={as} id={id}>
        {heading}
      </Heading>
      {intro ? <Intro>{intro}</Intro> : null}
    </Wrapper>
  );
}
