// After the build (onPostBuild): read every page, allow each inline script by its hash, and write
// the site's headers to public/_headers. The build fails on inline code no hash can allow; pages
// are only read, never rewritten. gatsby-adapter-netlify later adds its own block to the file, and
// Netlify applies every matching rule, so each page path gets exactly one policy (two would both
// be enforced). gatsby-config sets no `headers`: they would reach neither /admin/ nor a missing path.
import { existsSync, promises as fs } from "node:fs";
import path from "node:path";
import type { Reporter } from "gatsby";
import {
  adminHeaders,
  contentSecurityPolicy,
  cspHash,
  PAGE_HEADERS,
  SITE_HEADERS,
  tagManagerConfigured,
} from "./policy";
import { formatHeaders, type HeaderRoute } from "./netlify-headers";
import { inlineCode, metaPolicy } from "./inline-code";

export { inlineCode, metaPolicy };

/** A page: the path it answers at, and the hash of every executable inline script in it. */
export interface ScannedPage {
  route: string;
  scriptHashes: string[];
}

/**
 * Every page (`kontakt/index.html` → /kontakt, `404.html` → /404.html) with the hashes of its
 * inline scripts, and `public/<file>: <what>` for each handler or javascript: URL.
 */
export async function scanPages(publicDir: string): Promise<{ pages: ScannedPage[]; problems: string[] }> {
  // _gatsby/slices holds fragments Gatsby stitches into the pages, which are read anyway;
  // admin/ is the editor, which has a policy of its own (src/headers/policy.ts); page-data/
  // holds JSON in folders named after the pages (page-data/404.html/).
  const files = (await fs.readdir(publicDir, { recursive: true }))
    .filter((file) => file.endsWith(".html") && !/^(_gatsby|admin|page-data)\//.test(file))
    .sort();
  const pages: ScannedPage[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const { scripts, handlers } = inlineCode(await fs.readFile(path.join(publicDir, file), "utf8"));
    const route = file === "index.html" ? "/" : `/${file.replace(/\/?index\.html$/, "")}`;
    pages.push({ route, scriptHashes: [...new Set(scripts.map(cspHash))].sort() });
    for (const handler of handlers) problems.push(`public/${file}: ${handler}`);
  }
  return { pages, problems };
}

/** Where the editor's page is served: /admin and /admin/ (one rule matches both) and its file. */
export const EDITOR_PATHS = ["/admin", "/admin/index.html"] as const;

/**
 * The paths a page answers at: its name and the file Netlify serves it from (gatsby-adapter-netlify
 * moves kontakt/index.html to kontakt.html, and Netlify serves /kontakt from it, /ns from ns.html).
 */
function pagePaths(route: string): string[] {
  if (route === "/") return ["/", "/index.html"];
  const name = route.replace(/\.html$/, "");
  return [name, `${name}.html`];
}

/**
 * The header rules: `/*` for every answer, one rule per page path with its own policy, then the
 * editor's. A policy under `/*` would reach the editor too. Each page allows only its own inline
 * scripts, which keeps its headers short; where two files answer at one path (404.html and
 * 404/index.html) the path allows the scripts of both.
 */
export function headerRoutes(
  pages: readonly ScannedPage[],
  policyFor: (scriptHashes: string[]) => string,
): HeaderRoute[] {
  const hashesByPath = new Map<string, Set<string>>();
  for (const { route, scriptHashes } of pages) {
    for (const pagePath of pagePaths(route)) {
      hashesByPath.set(pagePath, new Set([...(hashesByPath.get(pagePath) ?? []), ...scriptHashes]));
    }
  }
  return [
    { path: "/*", headers: SITE_HEADERS },
    ...[...hashesByPath].map(([pagePath, hashes]) => ({
      path: pagePath,
      headers: [{ key: "content-security-policy", value: policyFor([...hashes].sort()) }, ...PAGE_HEADERS],
    })),
    ...EDITOR_PATHS.map((route) => ({ path: route, headers: adminHeaders })),
  ];
}

export function headersFileText(pages: readonly ScannedPage[], policyFor: (scriptHashes: string[]) => string): string {
  return formatHeaders(
    "The site's headers; each page's Content-Security-Policy allows its own inline scripts by hash (src/headers/post-build.ts)",
    headerRoutes(pages, policyFor),
  );
}

/**
 * The 404 page as written carries its own policy (src/headers/not-found-policy.tsx), and that
 * policy allows every inline script in it: Netlify serves it for paths no header policy reaches.
 * What is wrong, or nothing.
 */
export function notFoundPolicyProblem(html: string): string | undefined {
  const policy = metaPolicy(html);
  if (policy === undefined) return "public/404.html has no <meta> Content-Security-Policy";
  const allowed = new Set(/(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1]?.split(" ") ?? []);
  const missing = inlineCode(html).scripts.filter((script) => !allowed.has(cspHash(script)));
  if (missing.length > 0) {
    return `public/404.html: its <meta> policy does not allow ${missing.length} of its inline scripts: ${missing
      .map((script) => script.trim().slice(0, 60))
      .join(" | ")}`;
  }
  return undefined;
}

export async function securePublicFolder({
  reporter,
  publicDir = path.resolve("public"),
  tagManager = tagManagerConfigured(),
}: {
  reporter: Pick<Reporter, "panicOnBuild" | "info">;
  publicDir?: string;
  tagManager?: boolean;
}): Promise<void> {
  const { pages, problems } = await scanPages(publicDir);
  if (problems.length > 0) {
    reporter.panicOnBuild(
      [
        "Inline event handlers or javascript: URLs, which the Content-Security-Policy blocks",
        "(attach the handler in a component or a script file instead):",
        ...problems.map((problem) => `  ${problem}`),
      ].join("\n"),
    );
    return;
  }
  const notFound = path.join(publicDir, "404.html");
  const notFoundProblem = existsSync(notFound) ? notFoundPolicyProblem(await fs.readFile(notFound, "utf8")) : undefined;
  if (notFoundProblem) {
    reporter.panicOnBuild(notFoundProblem);
    return;
  }
  const policyFor = (scriptHashes: string[]) => contentSecurityPolicy({ tagManager, scriptHashes });
  await fs.writeFile(path.join(publicDir, "_headers"), headersFileText(pages, policyFor));
  const hashes = new Set(pages.flatMap((page) => page.scriptHashes));
  reporter.info(
    `security: ${pages.length} pages read, ${hashes.size} inline scripts allowed by hash, each on its own pages, in public/_headers`,
  );
}
