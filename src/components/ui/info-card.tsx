import * as React from "react";
import styled from "styled-components";
import { iconTarget } from "./icon-target";
import { colors, fontSizes, fontWeights, radii, shadows, space } from "../../theme/tokens";

const Card = styled.div`
  height: 100%;
  padding: ${space.xl};
  border-radius: ${radii.lg};
  background: ${colors.white};
  box-shadow: ${shadows.card};
`;

// A touch-target-sized badge, so the markers line up with the site's icon buttons.
const Marker = styled.div`
  ${iconTarget}
  margin-bottom: ${space.md};
  border-radius: ${radii.md};
  background: ${colors.accentSoft};
  color: ${colors.accent};
  font-weight: ${fontWeights.heavy};
`;

const Title = styled.h3`
  font-size: ${fontSizes.lg};
  margin-bottom: ${space.xs};
`;

const Text = styled.p`
  margin: 0;
  color: ${colors.inkMuted};
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
