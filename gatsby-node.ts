import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, Reporter } from "gatsby";
import * as decapCms from "gatsby-plugin-decap-cms/gatsby-node";
import { cmsPluginOptions } from "./src/cms/environment";
import { aboutPath, projectPath, servicePath } from "./src/content-model/routes";
import { patterns } from "./src/content-model/rules";
import { contentSchemas, type ContentType } from "./src/content-model/schemas";
import { contentTypeDefs } from "./src/content-model/type-defs";
import { checkContent, type ContentEntry } from "./src/content-model/validate";
import { robotsTxt } from "./src/environment/robots";
import { siteUrl } from "./src/environment/site-url";
import { prepareContentFilms, type ContentFile } from "./src/films/content-films";
import { ensureWebLoop } from "./src/films/web-loop";
import { formResultPages } from "./src/form-contract/result-pages";
import { securePublicFolder } from "./src/headers/post-build";

const publicDir = path.resolve("public");

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs);
};

// A film's loops as a field of its File node, as publicURL is one; createPages has usually made them.
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

/** Fails the build (under `gatsby develop`, prints) with one line per content problem. */
function failOnContent(reporter: Reporter, problems: readonly string[]): void {
  // An id of its own, or Gatsby heads the message "ERROR UNKNOWN"; no type: the content is no plugin's.
  const text = (context: { problems: string[] }) => context.problems.join("\n");
  reporter.setErrorMap({ content: { text, level: "ERROR", category: "USER", type: undefined } });
  // panic, not panicOnBuild: inside createPages that looks the id up without its plugin prefix.
  const report = process.env.NODE_ENV === "production" ? reporter.panic : reporter.error;
  report({ id: "content", context: { problems } });
}

export const createPages: GatsbyNode["createPages"] = async ({ actions, reporter, getNodesByType, getNode, cache }) => {
  // Checked here, which every build reaches: onCreateNode would miss entries a reused cache holds.
  const entries: (ContentEntry & { id: string })[] = (Object.keys(contentSchemas) as ContentType[]).flatMap((type) =>
    getNodesByType(type).flatMap(({ id, parent, children: _children, internal: _internal, ...data }) => {
      const file = parent ? (getNode(parent) as ContentFile | undefined) : undefined;
      return file
        ? [{ type, id, data, file: `content/${file.relativePath}`, folder: path.dirname(file.absolutePath) }]
        : [];
    }),
  );
  let problems = checkContent(entries);
  // The films once the fields are sound: each is read, refused with a reason or encoded (once).
  if (problems.length === 0) {
    problems = await prepareContentFilms({
      entries,
      files: getNodesByType("File") as ContentFile[],
      cacheDir: cache.directory,
      publicDir,
      onEncoded: (film, seconds) => reporter.info(`Made the web loops of ${film} in ${seconds.toFixed(1)} s`),
    });
  }
  // Under `gatsby develop` the pages are still made, so the site beside the editor keeps running.
  if (problems.length > 0) failOnContent(reporter, problems);

  const sorted = (type: ContentType) =>
    entries.filter((entry) => entry.type === type).sort((a, b) => Number(a.data.order) - Number(b.data.order));
  const page = (to: string, name: string, context: Record<string, unknown>) =>
    actions.createPage({ path: to, component: path.resolve(`src/templates/${name}.tsx`), context });
  for (const { id, data } of sorted("Service")) page(servicePath(String(data.slug)), "service", { id });
  for (const { id, data } of sorted("Project")) page(projectPath(String(data.slug)), "case-study", { id });
  const [site] = sorted("SiteIdentity");
  if (!site) {
    failOnContent(reporter, ["content/site.json is missing: the site identity and the about page come from it"]);
    return;
  }
  page(aboutPath(String(site.data.slug)), "about", { id: site.id });
  // Where a form without JavaScript lands: one page per row of the table the functions use.
  for (const [result, { path: to }] of Object.entries(formResultPages)) page(to, "form-result", { result });
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = async (args) => {
  if (args.stage === "build-javascript") {
    args.actions.setWebpackConfig({
      // No source maps: they would publish the full source of every module.
      devtool: false,
      // The manifest plugin's browser code requires all of "gatsby" (2 KB gzip) for a feature we don't use.
      module: { rules: [{ test: /[\\/]node_modules[\\/]gatsby-plugin-manifest[\\/]/, sideEffects: false }] },
      plugins: [
        // V8's compile hint: React and the runtime compile while downloading. First line, after minifying (stage 400), before hashing (2500).
        args.plugins.banner({
          banner: "//# allFunctionsCalledOnLoad",
          raw: true,
          include: /^(framework|app)-[0-9a-f]+\.js$/,
          stage: 500,
        }),
      ],
    });
  }
  // The editor at /admin/ is a bundle of its own (src/cms/environment.ts).
  await decapCms.onCreateWebpackConfig(args, cmsPluginOptions);
};

// `gatsby develop` answers /admin (without the slash) with the editor's page too.
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = (args) => {
  decapCms.onCreateDevServer(args, cmsPluginOptions);
};

// The CSP comes last, so the pages are read as they will be published.
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  await fs.promises.writeFile(path.resolve("public/robots.txt"), robotsTxt(siteUrl));
  await securePublicFolder({ reporter });
};
