import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import * as React from "react";
import styled from "styled-components";
import { Container } from "./container";
import { theme } from "../../theme/tokens";

export interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead: string;
  /** The hero picture; it is the largest thing on the page, so it loads eagerly. */
  image?: { data: IGatsbyImageData; alt: string } | null;
  /** Replaces the image, e.g. a looping video. */
  media?: React.ReactNode;
  /** Above the heading, e.g. a back link. */
  before?: React.ReactNode;
  /** Below the lead, e.g. buttons. */
  children?: React.ReactNode;
}

export function PageHero({ eyebrow, title, lead, image, media, before, children }: PageHeroProps): React.ReactElement {
  const visual =
    media ?? (image ? <HeroImage image={image.data} alt={image.alt} loading="eager" fetchPriority="high" /> : null);
  return (
    <Wrapper>
      <Inner $withVisual={visual !== null}>
        <Text>
          {before}
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <Title>{title}</Title>
          <Lead>{lead}</Lead>
          {children ? <Actions>{children}</Actions> : null}
        </Text>
        {visual ? <Visual>{visual}</Visual> : null}
      </Inner>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  padding-block: ${theme.space.xxl};
  background: linear-gradient(180deg, ${theme.colors.glacier}, ${theme.colors.snow});
`;

const Inner = styled(Container)<{ $withVisual: boolean }>`
  display: grid;
  gap: ${theme.space.xl};
  align-items: center;

  ${theme.media.lg} {
    grid-template-columns: ${({ $withVisual }) => ($withVisual ? "1.05fr 1fr" : "minmax(0, 46rem)")};
    gap: ${theme.space.xxl};
  }
`;

const Text = styled.div`
  min-width: 0;
`;

const Eyebrow = styled.p`
  margin-bottom: ${theme.space.xs};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.accent};
`;

const Title = styled.h1`
  font-size: ${theme.fontSizes.display};
  font-weight: ${theme.fontWeights.heavy};
  color: ${theme.colors.fjordDeep};
  hyphens: auto;
`;

const Lead = styled.p`
  max-width: 40rem;
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.inkMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.lg};
`;

const Visual = styled.div`
  overflow: hidden;
  aspect-ratio: 1.6;
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.raised};

  & > * {
    width: 100%;
    height: 100%;
  }
`;

const HeroImage = styled(GatsbyImage)`
  width: 100%;
  height: 100%;
`;
