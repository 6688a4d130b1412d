// robots.txt lets every crawler in and names the sitemap at the public address, however that
// address is written.
import { robotsTxt } from "../robots";

/** The file's directives as [name, value] pairs, as a crawler reads them. */
const directives = (text: string): [string, string][] =>
  text
    .split("\n")
    .map((line) => line.match(/^([A-Za-z-]+):\s*(.*)$/))
    .filter((match): match is RegExpMatchArray => match !== null)
    .map((match) => [match[1]!, match[2]!]);

describe("robots.txt", () => {
  it.each([["https://example.no"], ["https://example.no/"]])("names the sitemap index at %s", (address) => {
    const sitemaps = directives(robotsTxt(address)).filter(([name]) => name === "Sitemap");
    // gatsby-plugin-sitemap writes sitemap-index.xml at the site's root.
    expect(sitemaps.map(([, url]) => new URL(url).href)).toEqual(["https://example.no/sitemap-index.xml"]);
  });

  it("keeps no crawler out", () => {
    const lines = directives(robotsTxt("https://example.no"));
    expect(lines).toEqual(expect.arrayContaining([["User-agent", "*"]]));
    expect(lines.filter(([name, value]) => name === "Disallow" && value !== "")).toEqual([]);
  });
});
