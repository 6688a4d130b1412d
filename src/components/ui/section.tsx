import styled from "styled-components";
import { theme } from "../../theme/tokens";

const tones = {
  light: { background: "snow", color: "ink" },
  tinted: { background: "glacier", color: "ink" },
  white: { background: "white", color: "ink" },
  dark: { background: "fjord", color: "onDark" },
} as const;

export type SectionTone = keyof typeof tones;

/** A full-width band of the page with vertical rhythm from the tokens. */
export const Section = styled.section<{ $tone?: SectionTone }>`
  padding-block: ${theme.space.section};
  background: ${({ theme, $tone = "light" }) => theme.colors[tones[$tone].background]};
  color: ${({ theme, $tone = "light" }) => theme.colors[tones[$tone].color]};
`;
