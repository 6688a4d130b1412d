import { render, screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { HomeHero } from "../home-hero";

const landscape: IGatsbyImageData = {
  layout: "fullWidth",
  width: 1,
  height: 0.5625,
  images: { fallback: { src: "/hero.webp", srcSet: "/hero.webp 1920w", sizes: "100vw" }, sources: [] },
};

it("shows the picture alone when the build has no loop of the film", () => {
  const hero = {
    headline: "Digital markedsføring for din bedrift",
    subtitle: "Undertittel",
    cta: "Kom i gang",
    imageAlt: "Nordlys over fjorden",
    video: { webLoop: null },
    image: { childImageSharp: { landscape, portrait: null } },
  } as unknown as Queries.HomeHeroFragment;
  const { container } = render(<HomeHero hero={hero} />);

  expect(screen.getByAltText("Nordlys over fjorden")).toHaveAttribute("src", "/hero.webp");
  expect(container.querySelector("video")).toBeNull();
});
