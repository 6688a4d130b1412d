import { graphql } from "gatsby";
import { withArtDirection, type IGatsbyImageData } from "gatsby-plugin-image";
import { ArrowDown } from "lucide-react";
import styled from "styled-components";
import { anchors } from "../../content-model/routes";
import { ButtonAnchor } from "../ui/button";
import { Container } from "../ui/container";
import { ContentImage } from "../ui/content-image";
import { LoopingVideo } from "../ui/looping-video";
import { colors, fontSizes, fontWeights, mediaQueries, sizes, space } from "../../theme/tokens";

export const query = graphql`
  fragment HomeHero on SiteHero {
    headline
    subtitle
    cta
    imageAlt
    video {
      webLoop {
        phone
        desktop
      }
    }
    image {
      childImageSharp {
        # It covers a box one screen tall less the header, so wider than the screen when the box is
        # taller than the picture; drawn at its shown size it stays the largest paint under the film.
        landscape: gatsbyImageData(
          layout: FULL_WIDTH
          aspectRatio: 1.7778
          breakpoints: [480, 768, 1080, 1440, 1920]
          sizes: "max(100vw, calc((100vh - 4.25rem) * 1.7778))"
          transformOptions: { cropFocus: CENTER }
        )
        # A phone held upright gets a 3:4 crop, no wider than 608 px (sharper than the video is wasted).
        portrait: gatsbyImageData(
          layout: FULL_WIDTH
          aspectRatio: 0.75
          breakpoints: [360, 608]
          sizes: "max(100vw, calc((100vh - 4.25rem) * 0.75))"
          transformOptions: { cropFocus: CENTER }
        )
      }
    }
  }
`;

const Wrapper = styled.section`
  position: relative;
  display: flex;
  align-items: center;
  min-height: calc(100vh - ${sizes.headerHeight});
  min-height: calc(100svh - ${sizes.headerHeight});
  color: ${colors.white};
  background: ${colors.fjordDeep};
  isolation: isolate;

  /* Keeps the headline readable over any frame of the video. */
  &::after {
    content: "";
    position: absolute;
    inset: 0;
    z-index: 1;
    background: linear-gradient(90deg, ${colors.scrim}, ${colors.scrimSoft});
    pointer-events: none;
  }
`;

/* Doubled class: the video's own positioning must give way to the full-bleed background. */
const Background = styled(LoopingVideo)`
  && {
    position: absolute;
    inset: 0;
  }
`;

/* The picture alone where the build has no loop of the film (one it refused, in the dev server). */
const Still = styled(ContentImage)`
  && {
    position: absolute;
    inset: 0;
    aspect-ratio: auto;
  }
`;

const Content = styled(Container)`
  position: relative;
  z-index: 2;
  padding-block: ${space.xxxl};
`;

const Headline = styled.h1`
  /* 16ch of Inter at this weight, in em: a ch is the zero's width in whatever font is showing,
     so the line length changed when Inter replaced the fallback. */
  max-width: 11.07em;
  font-size: ${fontSizes.display};
  font-weight: ${fontWeights.heavy};
`;

const Subtitle = styled.p`
  max-width: 36rem;
  margin-bottom: ${space.xl};
  font-size: ${fontSizes.lg};
  color: ${colors.onDark};
`;

/** The still behind the video: the wide picture, and on a phone held upright its 3:4 crop. */
export function heroPoster(hero: Queries.HomeHeroFragment): IGatsbyImageData | undefined {
  const landscape = hero.image.childImageSharp?.landscape;
  const portrait = hero.image.childImageSharp?.portrait;
  return landscape && portrait
    ? withArtDirection(landscape, [{ media: mediaQueries.portraitPhone, image: portrait }])
    : landscape;
}

export function HomeHero({ hero }: { hero: Queries.HomeHeroFragment }) {
  const poster = heroPoster(hero);
  const loop = hero.video.webLoop;
  return (
    <Wrapper aria-labelledby="hero-heading">
      {poster && loop ? <Background loop={loop} poster={poster} posterAlt={hero.imageAlt} edgeToEdge /> : null}
      {poster && !loop ? <Still image={poster} alt={hero.imageAlt} loading="eager" fetchPriority="high" /> : null}
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
