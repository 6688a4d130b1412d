import * as React from "react";
import styled from "styled-components";

const backgrounds = { light: "snow", tinted: "glacier", white: "white" } as const;

type SectionTone = keyof typeof backgrounds;

const Band = styled.section<{ $tone: SectionTone }>`
  padding-block: ${({ theme }) => theme.space.section};
  background: ${({ theme, $tone }) => theme.colors[backgrounds[$tone]]};
  color: ${({ theme }) => theme.colors.ink};
`;

type SectionProps = React.HTMLAttributes<HTMLElement> & { tone?: SectionTone };

/** A full-width band of the page with vertical rhythm from the tokens. */
export function Section({ tone = "light", ...props }: SectionProps): React.ReactElement {
  return <Band $tone={tone} {...props} />;
}
