import styled from "styled-components";

// Columns on wide screens; phones get one and tablets two whatever the choice.
const columnCounts = { two: 2, three: 3, four: 4 } as const;

/** A list of cards that reflows from one column on phones to `$columns` on wide screens. */
export const CardGrid = styled.ul<{ $columns?: keyof typeof columnCounts }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(${({ $columns = "three" }) => columnCounts[$columns]}, minmax(0, 1fr));
  }
`;
