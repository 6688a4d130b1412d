import * as React from "react";
import styled from "styled-components";
import { theme } from "../../theme/tokens";

/** A titled paragraph in a card: service features, values, areas. */
export function InfoCard({
  title,
  text,
  marker,
  headingLevel = "h3",
}: {
  title: string;
  text: string;
  marker?: React.ReactNode;
  headingLevel?: "h2" | "h3";
}): React.ReactElement {
  return (
    <Card>
      {marker ? <Marker aria-hidden="true">{marker}</Marker> : null}
      <Title as={headingLevel}>{title}</Title>
      <Text>{text}</Text>
    </Card>
  );
}

const Card = styled.div`
  height: 100%;
  padding: ${theme.space.xl};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.white};
  box-shadow: ${theme.shadows.card};
`;

const Marker = styled.div`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  margin-bottom: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.accentSoft};
  color: ${theme.colors.accent};
  font-weight: ${theme.fontWeights.heavy};
`;

const Title = styled.h3`
  font-size: ${theme.fontSizes.lg};
  margin-bottom: ${theme.space.xs};
`;

const Text = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
`;
