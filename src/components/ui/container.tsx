import * as React from "react";
import styled from "styled-components";

const Centred = styled.div<{ $narrow: boolean }>`
  width: 100%;
  max-width: ${({ theme, $narrow }) => ($narrow ? theme.sizes.narrow : theme.sizes.container)};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space.xl};
  }
`;

type ContainerProps = React.HTMLAttributes<HTMLDivElement> & {
  /** The reading width (46rem) instead of the page width (72rem). */
  narrow?: boolean;
};

/** Centres content at the page width, with the page's side padding. */
export function Container({ narrow = false, ...props }: ContainerProps): React.ReactElement {
  return <Centred $narrow={narrow} {...props} />;
}
