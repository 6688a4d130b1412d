import { graphql } from "gatsby";
import { getImage } from "gatsby-plugin-image";
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
        gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 768, 1080, 1440, 1920], sizes: "100vw")
      }
    }
  }
`;

export function HomeHero({ hero }: { hero: Queries.HomeHeroFragment }): React.ReactElement {
  const poster = getImage(hero.image.childImageSharp?.gatsbyImageData ?? null);
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
