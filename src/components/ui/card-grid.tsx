import styled from "styled-components";

/** A list of cards: one column on phones, two on tablets, `$columns` on wide screens. */
export const CardGrid = styled.ul<{ $columns?: 2 | 3 | 4 }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(${({ $columns = 3 }) => $columns}, minmax(0, 1fr));
  }
`;
