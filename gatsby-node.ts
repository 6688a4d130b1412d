import fs from "node:fs";
import path from "node:path";
import type { CreatePagesArgs, GatsbyNode } from "gatsby";
import * as decapCms from "gatsby-plugin-decap-cms/gatsby-node";
import { cmsPluginOptions } from "./src/cms/environment";
import { robotsTxt } from "./src/environment/robots";
import { aboutPath, projectPath, servicePath } from "./src/content-model/routes";
import { formResultPages } from "./src/form-contract/result-pages";
import { siteUrl } from "./src/environment/site-url";
import { patterns } from "./src/content-model/rules";
import { contentTypeDefs } from "./src/content-model/type-defs";
import { contentSchemas, type ContentType } from "./src/content-model/schemas";
import { findDuplicateSlugs, validateContent, type SlugEntry } from "./src/content-model/validate";
import { prepareContentFilms, type ContentFile } from "./src/films/content-films";
import { ensureWebLoop } from "./src/films/web-loop";
import { securePublicFolder } from "./src/headers/post-build";

const serviceTemplate = path.resolve("src/templates/service.tsx");
const caseStudyTemplate = path.resolve("src/templates/case-study.tsx");
const aboutTemplate = path.resolve("src/templates/about.tsx");
const formResultTemplate = path.resolve("src/templates/form-result.tsx");
const publicDir = path.resolve("public");

// Explicit types (src/content-model/type-defs.ts says why).
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs);
  actions.createTypes(`
    "The public URLs of a film's web loops, made by the build (src/films/web-loop.ts)."
    type WebLoop {
      phone: String!
      desktop: String!
    }
  `);
};

/**
 * A film's loops as a field of its File node, as publicURL is one: createPages has made them
 * (prepareContentFilms), so this finds them in the cache; a film nothing in the content checked is
 * encoded here.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, cache }) => {
  createResolvers({
    File: {
      webLoop: {
        type: "WebLoop",
        resolve: async (file: ContentFile) => {
          if (!patterns.relativeFilm.test(file.relativePath)) return null;
          const request = { film: file.absolutePath, contentDigest: file.internal.contentDigest };
          return (await ensureWebLoop({ ...request, cacheDir: cache.directory, publicDir })).loop;
        },
      },
    },
  });
};

/**
 * Every content entry against its schema, with the file, the entry and the field in each
 * message. It runs in createPages, which every build reaches, cached or clean: onCreateNode would
 * only see the entries whose files changed since the cache was written, so a mistake saved while
 * `gatsby develop` ran would pass the next build that reused its cache.
 */
function checkContent({ getNodesByType, getNode }: Pick<CreatePagesArgs, "getNodesByType" | "getNode">): string[] {
  const problems: string[] = [];
  for (const type of Object.keys(contentSchemas) as ContentType[]) {
    for (const node of getNodesByType(type)) {
      const file = node.parent ? (getNode(node.parent) as ContentFile | undefined) : undefined;
      if (!file) continue;
      // The JSON's own fields, without the ones Gatsby adds to every node.
      const { id: _id, parent: _parent, children: _children, internal: _internal, ...fields } = node;
      problems.push(...validateContent(type, fields, `content/${file.relativePath}`, path.dirname(file.absolutePath)));
    }
  }
  return problems;
}

const CONTENT_ERROR = "content";

/**
 * Fails the build (under `gatsby develop`, prints) with one line per content problem. The problems
 * get an error id of their own: Gatsby heads an error without one "ERROR UNKNOWN". panic, not
 * panicOnBuild: inside createPages Gatsby hands panicOnBuild to the step's activity, which looks the
 * id up without the plugin prefix setErrorMap gave it, and prints "UNKNOWN" again.
 */
function failOnContent(reporter: CreatePagesArgs["reporter"], problems: readonly string[]): void {
  reporter.setErrorMap({
    [CONTENT_ERROR]: {
      text: (context: { problems: string[] }) => context.problems.join("\n"),
      level: "ERROR",
      category: "USER",
      // No type beside the id: the content is not a plugin's.
      type: undefined,
    },
  });
  const report = process.env.NODE_ENV === "production" ? reporter.panic : reporter.error;
  report({ id: CONTENT_ERROR, context: { problems } });
}

export const createPages: GatsbyNode["createPages"] = async ({
  graphql,
  actions,
  reporter,
  getNodesByType,
  getNode,
  cache,
}) => {
  // One message with every problem: a build stops at the first panic. Under `gatsby develop` it is
  // printed and the pages are still made, so the site beside the editor keeps running.
  const problems = checkContent({ getNodesByType, getNode });
  if (problems.length > 0) failOnContent(reporter, problems);
  // The films once their fields are sound: each is read, refused with a reason or encoded (once).
  const filmProblems =
    problems.length > 0
      ? []
      : await prepareContentFilms({
          getNodesByType,
          getNode,
          cacheDir: cache.directory,
          publicDir,
          onEncoded: (film, seconds) => reporter.info(`Made the web loops of ${film} in ${seconds.toFixed(1)} s`),
        });
  if (filmProblems.length > 0) failOnContent(reporter, filmProblems);

  const result = await graphql<Queries.CreatePagesQuery>(`
    query CreatePages {
      allService(sort: { order: ASC }) {
        nodes {
          id
          slug
          parent {
            ... on File {
              relativePath
            }
          }
        }
      }
      allProject(sort: { order: ASC }) {
        nodes {
          id
          slug
          parent {
            ... on File {
              relativePath
            }
          }
        }
      }
      siteIdentity {
        id
        slug
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load content for page creation", result.errors);
    return;
  }
  const { allService, allProject, siteIdentity } = result.data;

  const slugEntries = (type: SlugEntry["type"], nodes: typeof allService.nodes) =>
    nodes.map(({ slug, parent }) => {
      const file = `content/${parent && "relativePath" in parent ? parent.relativePath : "?"}`;
      return { type, slug, file };
    });
  const duplicates = findDuplicateSlugs([
    ...slugEntries("Service", allService.nodes),
    ...slugEntries("Project", allProject.nodes),
  ]);
  if (duplicates.length > 0) {
    failOnContent(reporter, duplicates);
    return;
  }

  if (!siteIdentity) {
    failOnContent(reporter, ["content/site.json is missing: the site identity and the about page come from it"]);
    return;
  }

  for (const { id, slug } of allService.nodes) {
    actions.createPage({ path: servicePath(slug), component: serviceTemplate, context: { id } });
  }
  for (const { id, slug } of allProject.nodes) {
    actions.createPage({ path: projectPath(slug), component: caseStudyTemplate, context: { id } });
  }
  actions.createPage({
    path: aboutPath(siteIdentity.slug),
    component: aboutTemplate,
    context: { id: siteIdentity.id },
  });
  // Where a form without JavaScript lands after posting: one page per row of the table the functions use.
  for (const [result, { path: resultPath }] of Object.entries(formResultPages)) {
    actions.createPage({ path: resultPath, component: formResultTemplate, context: { result } });
  }
};

// No source maps in the production bundles: they would publish the full source of every module.
// gatsby-plugin-manifest's browser code only acts for a localized manifest (we have one language),
// but it reaches that code through a CommonJS `require("gatsby")`, which keeps all of Gatsby's
// exports (its Slice machinery and helpers, 2 KB gzip) in the script every page loads. The package
// has no side effects, and saying so lets webpack drop what nothing uses.
// The editor at /admin/ is a bundle of its own, built beside the site's (src/cms/environment.ts).
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = async (args) => {
  if (args.stage === "build-javascript") {
    args.actions.setWebpackConfig({
      devtool: false,
      module: { rules: [{ test: /[\\/]node_modules[\\/]gatsby-plugin-manifest[\\/]/, sideEffects: false }] },
      plugins: [
        // React and the app's runtime run nearly every function they have while the page starts. V8's
        // compile hint (Chromium 136 and later; other engines read a comment) has them compiled while
        // the file downloads, off the main thread, instead of function by function as they are first
        // called. It must be the file's first line, so it goes in after minifying (webpack's stage
        // 400) and before the files' content hashes are computed (stage 2500).
        args.plugins.banner({
          banner: "//# allFunctionsCalledOnLoad",
          raw: true,
          include: /^(framework|app)-[0-9a-f]+\.js$/,
          stage: 500,
        }),
      ],
    });
  }
  await decapCms.onCreateWebpackConfig(args, cmsPluginOptions);
};

// `gatsby develop` answers /admin (without the slash) with the editor's page too.
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = (args) => {
  decapCms.onCreateDevServer(args, cmsPluginOptions);
};

// robots.txt names the sitemap at the public address. The CSP comes last, so the pages are read
// as they will be published.
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  await fs.promises.writeFile(path.resolve("public/robots.txt"), robotsTxt(siteUrl));
  await securePublicFolder({ reporter });
};
