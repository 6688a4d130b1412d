import styled from "styled-components";
import { useSiteTexts } from "../../hooks/use-site-texts";
import { colors, fontSizes, fontWeights, radii, space } from "../../theme/tokens";

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  margin: 0 0 ${space.sm};
  padding: 0;
  list-style: none;
`;

const Tag = styled.li`
  padding: ${space.xxs} ${space.sm};
  border-radius: ${radii.pill};
  background: ${colors.glacier};
  color: ${colors.fjord};
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.semibold};
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
