import * as React from "react";
import styled from "styled-components";
import { iconTarget } from "./icon-target";

const Card = styled.div`
  height: 100%;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

// A touch-target-sized badge, so the markers line up with the site's icon buttons.
const Marker = styled.div`
  ${iconTarget}
  margin-bottom: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** A titled paragraph in a card, with a marker (an icon or a number): service features, values, areas. */
export function InfoCard({ title, text, marker }: { title: string; text: string; marker: React.ReactNode }) {
  return (
    <Card>
      <Marker aria-hidden="true">{marker}</Marker>
      <Title>{title}</Title>
      <Text>{text}</Text>
    </Card>
  );
}
