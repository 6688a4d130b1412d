import styled from "styled-components";

const backgrounds = { light: "snow", tinted: "glacier", white: "white" } as const;

/** A full-width band of the page with vertical rhythm from the tokens. */
export const Section = styled.section<{ $tone?: keyof typeof backgrounds }>`
  padding-block: ${({ theme }) => theme.space.section};
  background: ${({ theme, $tone = "light" }) => theme.colors[backgrounds[$tone]]};
`;
