import styled from "styled-components";
import { colors, fontSizes, fontWeights, space } from "../../theme/tokens";

/** The small accent-coloured capitals above a heading: a section's topic, a project's client. */
export const Eyebrow = styled.p`
  margin-bottom: ${space.xs};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${colors.accent};
`;
