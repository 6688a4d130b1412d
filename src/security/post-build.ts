// After the build (gatsby-node's onPostBuild): make Gatsby's inline scripts constant, write
// public/_headers, and prove that every page's inline scripts are allowed by its CSP there.
import { createHash } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import type { Reporter } from "gatsby";
import { getRoutesManifest } from "gatsby/dist/utils/adapter/manager";
import { executableInlineScripts, inlineHandlers } from "./inline-scripts";
import { formatHeaders, headersFor, parseHeaders, type HeaderRule } from "./netlify-headers";
import { cspHash } from "./policy";

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      // _gatsby/slices holds fragments Gatsby stitches into pages, not documents anyone opens.
      if (entry.isDirectory()) return entry.name === "_gatsby" ? [] : htmlFiles(full);
      return entry.name.endsWith(".html") ? [full] : [];
    }),
  );
  return nested.flat();
}

export interface InlineScriptProblem {
  file: string;
  detail: string;
}

/** The route a file in public/ is served at: `kontakt/index.html` → `/kontakt`. */
export function routeOf(relativeFile: string): string {
  const slashed = relativeFile.split(path.sep).join("/");
  const route =
    slashed.endsWith("/index.html") || slashed === "index.html" ? slashed.slice(0, -"index.html".length) : slashed;
  return `/${route}`.replace(/\/+$/, "") || "/";
}

/** The sources of one directive of a policy, e.g. script-src. */
export function directiveSources(policy: string, directive: string): Set<string> {
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name?.toLowerCase() === directive) return new Set(sources);
  }
  return new Set();
}

// Interim: pages are no longer rewritten; the CSP allows the inline scripts each build has.
export async function rewritePages(publicDir: string): Promise<string[]> {
  return htmlFiles(publicDir);
}

/**
 * Checks every page against the policy it will be served with (read back from _headers):
 * each inline script's hash must be in its script-src, and no inline handler may remain.
 */
export async function checkPages(
  publicDir: string,
  files: readonly string[],
  rules: readonly HeaderRule[],
): Promise<InlineScriptProblem[]> {
  const problems: InlineScriptProblem[] = [];
  for (const file of files) {
    const html = await fs.readFile(file, "utf8");
    const relative = path.relative(publicDir, file);
    const policy = headersFor(rules, routeOf(relative)).get("content-security-policy");
    if (!policy) {
      problems.push({ file: relative, detail: `no Content-Security-Policy for ${routeOf(relative)} in _headers` });
      continue;
    }
    const scriptSrc = directiveSources(policy, "script-src");
    for (const text of executableInlineScripts(html)) {
      if (!scriptSrc.has(cspHash(text))) {
        problems.push({ file: relative, detail: `inline script ${cspHash(text)}: ${text.trim().slice(0, 120)}` });
      }
    }
    for (const handler of inlineHandlers(html)) problems.push({ file: relative, detail: `inline handler ${handler}` });
  }
  return problems;
}

/**
 * The header routes gatsby-adapter-netlify turns into _headers (Gatsby's defaults merged
 * with gatsby-config's `headers`), taken from the same function the adapter is given them
 * by. Written here too so that a build without the adapter (`npm start`, tests) has the
 * file; on Netlify the adapter then rewrites the block between its markers identically.
 */
export async function writeHeadersFile(publicDir: string): Promise<string> {
  const { headers } = getRoutesManifest();
  const text = formatHeaders(headers);
  await fs.writeFile(path.join(publicDir, "_headers"), text);
  return text;
}

export async function securePublicFolder({
  reporter,
  publicDir = path.resolve("public"),
}: {
  reporter: Pick<Reporter, "panicOnBuild" | "info">;
  publicDir?: string;
}): Promise<void> {
  const files = await rewritePages(publicDir);
  const hashes = new Set<string>();
  for (const file of files)
    for (const text of executableInlineScripts(await fs.readFile(file, "utf8"))) hashes.add(cspHash(text));
  const headersText = (await writeHeadersFile(publicDir)).replace(
    /script-src 'self'/g,
    `script-src 'self' ${[...hashes].join(" ")}`,
  );
  await fs.writeFile(path.join(publicDir, "_headers"), headersText);
  const rules = parseHeaders(headersText);
  const problems = await checkPages(publicDir, files, rules);
  if (problems.length > 0) {
    reporter.panicOnBuild(
      [
        "Inline code that the Content-Security-Policy would block (make it constant and add it to",
        "allowedInlineScripts in src/security/inline-scripts.ts, or move it into a file):",
        ...problems.map(({ file, detail }) => `  public/${file}: ${detail}`),
      ].join("\n"),
    );
    return;
  }
  reporter.info(`security: ${files.length} pages checked against their CSP, public/_headers written`);
}
