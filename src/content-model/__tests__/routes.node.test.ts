import { aboutPath, homeAnchor, projectPath, servicePath } from "../routes";
import { robotsTxt } from "../robots";

describe("routes", () => {
  it("builds every route from content slugs", () => {
    expect(servicePath("digital-markedsforing")).toBe("/tjenester/digital-markedsforing");
    expect(projectPath("ibka")).toBe("/case-study/ibka");
    expect(aboutPath("fjellsyn")).toBe("/om-fjellsyn");
    expect(homeAnchor("kontakt")).toBe("/#kontakt");
  });

  it("points robots.txt at the sitemap of the configured address", () => {
    expect(robotsTxt("https://example.no/")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://example.no/sitemap-index.xml\n",
    );
  });
});
