import styled from "styled-components";
import { useSiteTexts } from "../../hooks/use-site-texts";

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
`;

const Tag = styled.li`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.glacier};
  color: ${({ theme }) => theme.colors.fjord};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export function TagList({ tags }: { tags: readonly string[] }) {
  const { ui } = useSiteTexts();
  return (
    <Tags aria-label={ui.tags}>
      {tags.map((tag) => (
        <Tag key={tag}>{tag}</Tag>
      ))}
    </Tags>
  );
}
