import styled from "styled-components";
import { colors, space } from "../../theme/tokens";

const backgrounds = { light: colors.snow, tinted: colors.glacier, white: colors.white } as const;

/** A full-width band of the page with vertical rhythm from the tokens. */
export const Section = styled.section<{ $tone?: keyof typeof backgrounds }>`
  padding-block: ${space.section};
  background: ${({ $tone = "light" }) => backgrounds[$tone]};
`;
