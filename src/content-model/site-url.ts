/** The public address for canonical links, Open Graph, the sitemap and the editor's links. */
export const siteUrl = (process.env.SITE_URL ?? "https://www.fjellsynmedia.no").replace(/\/+$/, "");
