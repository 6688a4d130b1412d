import styled from "styled-components";
import { theme } from "../../theme/tokens";

const columns = { two: 2, three: 3, four: 4 } as const;

/** A list of cards that reflows from one column on phones to `$columns` on wide screens. */
export const CardGrid = styled.ul<{ $columns?: keyof typeof columns }>`
  display: grid;
  gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${theme.media.lg} {
    grid-template-columns: repeat(${({ $columns = "three" }) => columns[$columns]}, minmax(0, 1fr));
  }
`;
