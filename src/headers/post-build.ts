// After the build (gatsby-node's onPostBuild): read every page, allow each inline script in it
// by its hash in a Content-Security-Policy, and write the site's response headers to
// public/_headers: those of every answer, and the policy of each page and of the editor. The
// build fails on inline code that no hash can allow. Pages are only read, never rewritten.
//
// On Netlify, gatsby-adapter-netlify runs after onPostBuild and adds its own block (Gatsby's
// caching rules and default headers, between its "# gatsby-adapter-netlify" markers) to this
// file, keeping what stands outside the markers. Netlify applies every rule that matches a path,
// so no header here may take a value the adapter's block gives another way (policy.ts), and
// each page path is named by exactly one rule that sets a Content-Security-Policy: two would
// both be enforced. gatsby-config sets no `headers`: the adapter would copy them onto one rule
// per file, and none would reach /admin/ or a path that is no file.
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
 * The header rules of the site: `/*` for every answer, then one rule per page path with its own
 * policy (a rule matches its path with and without the trailing slash), then the editor's. The
 * policy is named per page rather than under `/*` because that would reach the editor as well,
 * which has a policy of its own: browsers would enforce both. Each page's policy allows only the
 * inline scripts that page has, which also keeps the headers of every HTML answer short: they
 * travel in the first round trip with the page. Where two files answer at one path (404.html, and
 * 404/index.html, which the adapter moves onto it) the path allows the scripts of both.
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
