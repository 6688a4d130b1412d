import "./src/environment/load-env";
import type { GatsbyConfig } from "gatsby";
import path from "node:path";
// The manifest is written before GraphQL exists, so its texts come from the file itself.
import site from "./content/site.json";
import { SITE_ICON } from "./src/content-model/routes";
import { gtmOptions } from "./src/consent/gtm-options";
import { isPreviewContext } from "./src/environment/deploy-context";
import { siteUrl } from "./src/environment/site-url";
import { localEditorHeaders } from "./src/headers/policy";
import { colors } from "./src/theme/tokens";

const contentTypes: Record<string, string> = {
  services: "Service",
  projects: "Project",
  team: "TeamMember",
  "/site": "SiteIdentity",
  "/forms": "FormCopy",
};

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
    // A Netlify deploy preview or branch deploy: every page says noindex and shows a ribbon.
    isPreview: isPreviewContext(),
  },
  // Types are generated on build too, so a clean clone can typecheck after `gatsby build`.
  graphqlTypegen: { generateOnBuild: true },
  trailingSlash: "never",
  // JSX compiles as tsconfig ("react-jsx") and jest already do it: a file needs no React import for JSX alone.
  jsxRuntime: "automatic",
  // No `headers`: the adapter would copy them onto one rule per file, reaching neither /admin/ nor a
  // missing path, so the build writes public/_headers itself (src/headers/post-build.ts).
  // `gatsby develop` (`npm run cms`) sends the editor's page with the policy that allows decap-server.
  developMiddleware: (app: { use(handler: typeof localEditorHeaders): void }) => app.use(localEditorHeaders),
  plugins: [
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          // No JPEG: every browser that runs this site reads WebP or AVIF, and each format costs a srcset.
          formats: ["avif", "webp"],
          placeholder: "dominantColor",
          quality: 70,
          // AVIF holds the same detail at q50, a third lighter, and heroes are most pages' largest paint.
          avifOptions: { quality: 50 },
          // Enough for a card or hero on 1x–3x screens; each width is a srcset entry in every page.
          breakpoints: [360, 720, 1080, 1440],
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: path.resolve(__dirname, "content") },
    },
    {
      resolve: "gatsby-transformer-json",
      options: {
        // One GraphQL type per content folder, whatever the file is called, and per file at the top.
        typeName: ({ node }: { node: { relativeDirectory?: string; name?: string } }) =>
          contentTypes[node.relativeDirectory || `/${node.name}`] ?? "ContentJson",
      },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.name,
        short_name: site.app.shortName,
        description: site.app.description,
        lang: "nb",
        start_url: "/",
        background_color: colors.snow,
        theme_color: colors.fjord,
        // A website, not an app: otherwise Chrome offers to install it where the cookie banner is.
        display: "browser",
        icon: SITE_ICON,
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // Result pages of the no-JavaScript form posts are noindex and not for crawlers.
        excludes: ["/404", "/404.html", "/dev-404-page", "/skjema/*"],
      },
    },
    // Server-rendered styles in every page's HTML; readable class names in development.
    {
      resolve: "gatsby-plugin-styled-components",
      options: { displayName: process.env.NODE_ENV !== "production", fileName: false },
    },
    // Tag Manager only when GATSBY_GTM_ID is set (src/consent/gtm-options.ts).
    ...(gtmOptions ? [{ resolve: "gatsby-plugin-google-tagmanager", options: gtmOptions }] : []),
  ],
};

export default config;
