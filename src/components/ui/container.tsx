import styled from "styled-components";
import { media, sizes, space } from "../../theme/tokens";

/** Centres content at the page width, with the page's side padding; `$narrow` gives the reading width. */
export const Container = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${({ $narrow }) => ($narrow ? sizes.narrow : sizes.container)};
  margin-inline: auto;
  padding-inline: ${space.lg};

  ${media.md} {
    padding-inline: ${space.xl};
  }
`;
