import "./src/environment/load-env";
import type { GatsbyConfig } from "gatsby";
import path from "node:path";
// The manifest is written before GraphQL exists, so its texts come from the file itself.
import site from "./content/site.json";
import { gtmOptions } from "./src/consent/gtm-options";
import { isPreviewContext } from "./src/environment/deploy-context";
import { siteUrl } from "./src/environment/site-url";
import { localEditorHeaders } from "./src/headers/local-editor";
import { colors } from "./src/theme/tokens";

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
  // No `headers` here: the build writes the site's response headers to public/_headers itself
  // (src/headers/post-build.ts). The adapter would copy these onto one rule per file, which
  // reaches neither /admin/ nor a path that is no file.
  // `gatsby develop` (`npm run cms`) sends the editor's page with the local editor's policy, which
  // alone allows decap-server.
  developMiddleware: (app: { use(handler: typeof localEditorHeaders): void }) => app.use(localEditorHeaders),
  plugins: [
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          // No JPEG: every browser that runs this site reads WebP (the <img> fallback) or AVIF,
          // and each format costs a srcset in every <picture> and its <noscript> copy.
          formats: ["avif", "webp"],
          placeholder: "dominantColor",
          quality: 70,
          // AVIF holds the same detail at a lower setting: q50 is about a third lighter than q70,
          // and the hero images are the largest paint on most pages.
          avifOptions: { quality: 50 },
          // Enough steps for a card or hero on 1x–3x screens; each width is one more srcset entry
          // per format in every page's markup (the home hero has its own list).
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
        // One GraphQL type per content folder, whatever the file is called.
        typeName: ({ node }: { node: { relativeDirectory?: string; name?: string } }) => {
          const folder = node.relativeDirectory ?? "";
          if (folder === "services") return "Service";
          if (folder === "projects") return "Project";
          if (folder === "team") return "TeamMember";
          if (folder === "" && node.name === "site") return "SiteIdentity";
          if (folder === "" && node.name === "forms") return "FormCopy";
          return "ContentJson";
        },
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
        // A website, not an app: any other value lets Chrome offer to install it, in a bar at
        // the bottom of a phone's screen, where the cookie banner is.
        display: "browser",
        icon: "content/images/icon.png",
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
