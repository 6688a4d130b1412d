// A Netlify deploy preview or branch deploy (CONTEXT) is never indexed and never loads Tag Manager;
// production is indexed and loads it. Each context reads the configuration afresh, as a build does.
import { render, screen } from "@testing-library/react";
import type { GatsbyConfig } from "gatsby";
import { WithSiteTexts } from "../../../test/support/site-texts";
import { PageFrame } from "../../components/layout/page-frame";
import { buildSeo } from "../../components/seo/build-seo";
import type { SITE_HEADERS } from "../../headers/policy";

type Context = "production" | "deploy-preview" | "branch-deploy";

async function buildFor(context: Context) {
  const saved = { ...process.env };
  Object.assign(process.env, { CONTEXT: context, GATSBY_GTM_ID: "GTM-TEST123" });
  try {
    let built: { config: GatsbyConfig; siteHeaders: typeof SITE_HEADERS } | undefined;
    await jest.isolateModulesAsync(async () => {
      built = {
        config: (await import("../../../gatsby-config")).default,
        siteHeaders: (await import("../../headers/policy")).SITE_HEADERS,
      };
    });
    return { ...built!, isPreview: Boolean(built!.config.siteMetadata?.isPreview) };
  } finally {
    process.env = saved;
  }
}

const tagManager = (config: GatsbyConfig) =>
  (config.plugins ?? []).some((plugin) => typeof plugin === "object" && plugin.resolve.includes("tagmanager"));

const site = {
  name: "Fjellsyn Media",
  title: "Fjellsyn Media",
  description: "Beskrivelse.",
  siteUrl: "https://www.fjellsynmedia.no",
  email: "post@fjellsynmedia.no",
  phone: "+47 912 34 567",
  founded: 2025,
  location: "Norge",
  social: [],
};

const robotsOf = (seo: { meta: { name?: string; content: string }[] }) =>
  seo.meta.filter((tag) => tag.name === "robots").map((tag) => tag.content);

describe.each<Context>(["deploy-preview", "branch-deploy"])("a %s", (context) => {
  it("says noindex in every page's head and headers, and loads no Tag Manager", async () => {
    const { config, siteHeaders, isPreview } = await buildFor(context);
    expect(isPreview).toBe(true);
    expect(robotsOf(buildSeo({ path: "/" }, { ...site, isPreview }))).toEqual(["noindex"]);
    expect(siteHeaders).toContainEqual({ key: "x-robots-tag", value: "noindex" });
    expect(tagManager(config)).toBe(false);
  });
});

it("a deploy preview's pages show the ribbon", () => {
  render(
    <WithSiteTexts>
      <PageFrame siteName="Fjellsyn Media" pathname="/" isPreview>
        <h1>Hjem</h1>
      </PageFrame>
    </WithSiteTexts>,
  );
  expect(screen.getByRole("note")).toHaveTextContent("Forhåndsvisning");
});

it("production is indexed and loads Tag Manager", async () => {
  const { config, siteHeaders, isPreview } = await buildFor("production");
  expect(isPreview).toBe(false);
  expect(robotsOf(buildSeo({ path: "/" }, { ...site, isPreview }))).toEqual([]);
  expect(siteHeaders.map((header) => header.key)).not.toContain("x-robots-tag");
  expect(tagManager(config)).toBe(true);
});
