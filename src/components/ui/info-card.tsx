import type * as React from "react";
import styled from "styled-components";
import { Card, CardBadge, CardTitle } from "./card";
import { colors, fontSizes, space } from "../../theme/tokens";

const Title = styled(CardTitle)`
  font-size: ${fontSizes.lg};
  margin-bottom: ${space.xs};
`;

/** A titled paragraph in a card, with a marker (an icon or a number): service features, values, areas. */
export function InfoCard({ title, text, marker }: { title: string; text: string; marker: React.ReactNode }) {
  return (
    <Card as="div">
      <CardBadge aria-hidden="true">{marker}</CardBadge>
      <Title>{title}</Title>
      <p style={{ margin: 0, color: colors.inkMuted }}>{text}</p>
    </Card>
  );
}
