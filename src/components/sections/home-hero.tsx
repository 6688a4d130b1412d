import { graphql } from "gatsby";
import { getImage, withArtDirection } from "gatsby-plugin-image";
import { ArrowDown } from "lucide-react";
import * as React from "react";
import { anchors } from "../../content-model/routes";
import { ButtonAnchor } from "../ui/button";
import { Container } from "../ui/container";
import { LoopingVideo } from "../ui/looping-video";
import * as styles from "./home-hero.module.css";

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
        landscape: gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 768, 1080, 1440, 1920], sizes: "100vw")
        # A phone held upright shows a tall slice of the wide picture. Cropped to 3:4 first, that
        # slice keeps the picture's full height: on a 412 px phone it is drawn 1.65x enlarged
        # (the 720p video that replaces it 1.86x) instead of 3.1x from the 768 px wide file.
        # Nothing wider than 608 px is made: sharper than the video would be wasted bytes.
        portrait: gatsbyImageData(
          layout: FULL_WIDTH
          aspectRatio: 0.75
          breakpoints: [360, 608]
          sizes: "100vw"
          transformOptions: { cropFocus: CENTER }
        )
      }
    }
  }
`;

/** Where the hero's portrait crop is used; wider or landscape screens get the wide picture. */
const PORTRAIT_PHONE = "(orientation: portrait) and (max-width: 599px)";

export function HomeHero({ hero }: { hero: Queries.HomeHeroFragment }): React.ReactElement {
  const landscape = getImage(hero.image.childImageSharp?.landscape ?? null);
  const portrait = getImage(hero.image.childImageSharp?.portrait ?? null);
  const poster =
    landscape && portrait ? withArtDirection(landscape, [{ media: PORTRAIT_PHONE, image: portrait }]) : landscape;
  return (
    <section className={styles.wrapper} aria-labelledby="hero-heading">
      {poster ? (
        <LoopingVideo
          className={styles.background}
          webm={hero.videoWebm}
          mp4={hero.videoMp4}
          poster={poster}
          posterAlt={hero.imageAlt}
          priority
          edgeToEdge
        />
      ) : null}
      <Container className={styles.content}>
        <h1 className={styles.headline} id="hero-heading">
          {hero.headline}
        </h1>
        <p className={styles.subtitle}>{hero.subtitle}</p>
        {/* A plain anchor: the contact section is on this page. */}
        <ButtonAnchor href={`#${anchors.contact}`}>
          {hero.cta}
          <ArrowDown aria-hidden="true" size={18} />
        </ButtonAnchor>
      </Container>
    </section>
  );
}
