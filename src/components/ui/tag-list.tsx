import * as React from "react";
import styled from "styled-components";
import { theme } from "../../theme/tokens";

export function TagList({ tags, label = "Stikkord" }: { tags: readonly string[]; label?: string }): React.ReactElement {
  return (
    <Tags aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </Tags>
  );
}

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin: 0 0 ${theme.space.sm};
  padding: 0;
  list-style: none;

  li {
    padding: ${theme.space.xxs} ${theme.space.sm};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.glacier};
    color: ${theme.colors.fjord};
    font-size: ${theme.fontSizes.xs};
    font-weight: ${theme.fontWeights.semibold};
  }
`;
