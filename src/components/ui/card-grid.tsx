import type * as React from "react";
import styled from "styled-components";
import { media, space } from "../../theme/tokens";

/**
 * A list of cards: one column on phones, two on tablets, `$columns` on wide screens. The count
 * reaches the CSS as a custom property on the element, so the style itself stays one static rule.
 */
export const CardGrid = styled.ul.attrs<{ $columns?: 2 | 3 | 4 }>(({ $columns = 3 }) => ({
  style: { "--columns": $columns } as React.CSSProperties,
}))`
  display: grid;
  gap: ${space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(var(--columns), minmax(0, 1fr));
  }
`;
