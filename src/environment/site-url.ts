// The one place the site's public address is written.

/** The public address for canonical links, Open Graph, the sitemap, the editor's links and the forms' allowed origin. */
export const siteUrl = (process.env.SITE_URL?.trim() || "https://www.fjellsynmedia.no").replace(/\/+$/, "");
