import styled from "styled-components";
import { theme } from "../../theme/tokens";

export const Container = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${({ theme, $narrow }) => ($narrow ? theme.sizes.narrow : theme.sizes.container)};
  margin-inline: auto;
  padding-inline: ${theme.space.lg};

  ${theme.media.md} {
    padding-inline: ${theme.space.xl};
  }
`;
