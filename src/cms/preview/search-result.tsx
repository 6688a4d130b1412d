// The search description where a visitor meets it: under the page's title in a list of search
// results, which the page itself never shows.
import styled from "styled-components";
import { Container } from "../../components/ui/container";
import { Section } from "../../components/ui/section";
import { colors, fontSizes, radii, space } from "../../theme/tokens";
import { previewTexts } from "../locale";

const Result = styled.figure`
  margin: 0;
  max-width: 40rem;
  padding: ${space.lg};
  border: 1px solid ${colors.line};
  border-radius: ${radii.md};
  background: ${colors.white};
  font-family: Arial, sans-serif;
`;

const Caption = styled.figcaption`
  margin-bottom: ${space.md};
  color: ${colors.inkMuted};
  font-size: ${fontSizes.xs};
`;

const Address = styled.p`
  margin: 0;
  color: ${colors.inkMuted};
  font-size: ${fontSizes.xs};
`;

const Title = styled.p`
  margin: ${space.xxs} 0;
  color: ${colors.focus};
  font-size: ${fontSizes.lg};
`;

const Description = styled.p`
  margin: 0;
  color: ${colors.ink};
  font-size: ${fontSizes.sm};
`;

export function SearchResult({ address, title, description }: { address: string; title: string; description: string }) {
  return (
    <Section $tone="light" aria-label={previewTexts.searchResult}>
      <Container>
        <Result>
          <Caption>{previewTexts.searchResult}</Caption>
          <Address>{address}</Address>
          <Title>{title}</Title>
          <Description>{description}</Description>
        </Result>
      </Container>
    </Section>
  );
}
