import { graphql } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { ArrowDown } from "lucide-react";
import * as React from "react";
import styled from "styled-components";
import { anchors } from "../../content-model/routes";
import { ButtonAnchor } from "../ui/button";
import { Container } from "../ui/container";
import { LoopingVideo } from "../ui/looping-video";
import { theme } from "../../theme/tokens";

export const query = graphql`
  fragment HomeHero on SiteHero {
    headline
    subtitle
    cta
    imageAlt
    videoWebm
    videoMp4
    image {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 768, 1080, 1440, 1920], sizes: "100vw")
      }
    }
  }
`;

export function HomeHero({ hero }: { hero: Queries.HomeHeroFragment }): React.ReactElement {
  const poster = getImage(hero.image.childImageSharp?.gatsbyImageData ?? null);
  return (
    <Wrapper aria-labelledby="hero-heading">
      {poster ? (
        <Background webm={hero.videoWebm} mp4={hero.videoMp4} poster={poster} posterAlt={hero.imageAlt} priority />
      ) : null}
      <Content>
        <Headline id="hero-heading">{hero.headline}</Headline>
        <Subtitle>{hero.subtitle}</Subtitle>
        {/* A plain anchor: the contact section is on this page. */}
        <ButtonAnchor href={`#${anchors.contact}`}>
          {hero.cta}
          <ArrowDown aria-hidden="true" size={18} />
        </ButtonAnchor>
      </Content>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  position: relative;
  display: flex;
  align-items: center;
  min-height: calc(100vh - ${theme.sizes.headerHeight});
  min-height: calc(100svh - ${theme.sizes.headerHeight});
  color: ${theme.colors.white};
  background: ${theme.colors.fjordDeep};
  isolation: isolate;

  &::after {
    content: "";
    position: absolute;
    inset: 0;
    z-index: 1;
    background: linear-gradient(90deg, ${theme.colors.scrim}, ${theme.colors.scrimSoft});
    pointer-events: none;
  }
`;

const Background = styled(LoopingVideo)`
  position: absolute !important;
  inset: 0;
`;

const Content = styled(Container)`
  position: relative;
  z-index: 2;
  padding-block: ${theme.space.xxxl};
`;

const Headline = styled.h1`
  max-width: 16ch;
  font-size: ${theme.fontSizes.display};
  font-weight: ${theme.fontWeights.heavy};
`;

const Subtitle = styled.p`
  max-width: 36rem;
  margin-bottom: ${theme.space.xl};
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.onDark};
`;
