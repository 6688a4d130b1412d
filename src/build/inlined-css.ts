// Gatsby inlines into each page's <head> the stylesheets of the page's chunks: the app's and its
// template's (gatsby-node.ts). With slices on (Gatsby 5's default) an incremental build
// re-renders only the pages whose data or template changed, so after a CSS-only change the other
// pages keep a stylesheet of an earlier build. The post-build step (src/security/post-build.ts)
// replaces each such stylesheet by the current file of the same chunk.
import fs from "node:fs";
import path from "node:path";

export interface InlinedCss {
  /** The stylesheet's public path, as Gatsby writes it in data-href: "/app.<hash>.css". */
  href: string;
  css: string;
}

/** The current stylesheets, by chunk: "/app.<hash>.css" is app's. */
export type CurrentStylesheets = ReadonlyMap<string, InlinedCss>;

const INLINED = /<style data-href="([^"]*)" data-identity="gatsby-global-css">[^<]*<\/style>/g;

/** The chunk a stylesheet belongs to: its file name without the content hash. */
export function chunkOf(href: string): string {
  return path.posix.basename(href).replace(/\.[0-9a-f]+\.css$/, "");
}

/** The stylesheets of this build, from webpack's stats; empty when the build has none. */
export function currentStylesheets(publicDir: string): CurrentStylesheets {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
    assetsByChunkName: Record<string, string[]>;
  };
  const current = new Map<string, InlinedCss>();
  for (const file of new Set(Object.values(stats.assetsByChunkName).flat())) {
    if (!file.endsWith(".css")) continue;
    current.set(chunkOf(file), { href: `/${file}`, css: fs.readFileSync(path.join(publicDir, file), "utf8") });
  }
  return current;
}

/** Replaces each of a page's inlined stylesheets that is from an earlier build by the current one. */
export function refreshInlinedCss(html: string, current: CurrentStylesheets): string {
  return html.replace(INLINED, (style, href: string) => {
    const now = current.get(chunkOf(href));
    if (!now || now.href === href) return style;
    return `<style data-href="${now.href}" data-identity="gatsby-global-css">${now.css}</style>`;
  });
}
