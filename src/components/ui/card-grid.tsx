import * as React from "react";
import styled, { css } from "styled-components";

// Columns on wide screens; phones get one and tablets two whatever the choice.
const columns = {
  two: css`
    grid-template-columns: repeat(2, minmax(0, 1fr));
  `,
  three: css`
    grid-template-columns: repeat(3, minmax(0, 1fr));
  `,
  four: css`
    grid-template-columns: repeat(4, minmax(0, 1fr));
  `,
};

export type CardGridColumns = keyof typeof columns;

const Grid = styled.ul<{ $columns: CardGridColumns }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    ${({ $columns }) => columns[$columns]}
  }
`;

type CardGridProps = React.HTMLAttributes<HTMLUListElement> & {
  /** Columns on wide screens. */
  columns?: CardGridColumns;
};

/** A list of cards that reflows from one column on phones to `columns` on wide screens. */
export function CardGrid({ columns = "three", ...ulProps }: CardGridProps): React.ReactElement {
  return <Grid $columns={columns} {...ulProps} />;
}
