/** robots.txt: everything may be crawled; the sitemap lives at the public address. */
export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl.replace(/\/+$/, "")}/sitemap-index.xml`, ""].join("\n");
}
