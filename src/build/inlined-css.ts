// Gatsby inlines the site's one stylesheet into every page's <head>. With slices on (Gatsby 5's
// default) an incremental build re-renders only the pages whose data or template changed, so
// after a CSS-only change the other pages keep the old stylesheet. The post-build step
// (src/security/post-build.ts) puts the current one into every page.
import fs from "node:fs";
import path from "node:path";

export interface InlinedCss {
  /** The stylesheet's public path, as Gatsby writes it in data-href: "/styles.<hash>.css". */
  href: string;
  css: string;
}

const GLOBAL_CSS = /<style data-href="([^"]*)" data-identity="gatsby-global-css">[^<]*<\/style>/;

/** The stylesheet of this build, from webpack's stats; null when the build has none. */
export function currentInlinedCss(publicDir: string): InlinedCss | null {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
    assetsByChunkName: Record<string, string[]>;
  };
  const file = stats.assetsByChunkName.app?.find((asset) => asset.endsWith(".css"));
  if (!file) return null;
  return { href: `/${file}`, css: fs.readFileSync(path.join(publicDir, file), "utf8") };
}

/** Replaces a page's inlined stylesheet by the current one when it is from an earlier build. */
export function refreshInlinedCss(html: string, current: InlinedCss): string {
  const match = GLOBAL_CSS.exec(html);
  if (!match || match[1] === current.href) return html;
  const style = `<style data-href="${current.href}" data-identity="gatsby-global-css">${current.css}</style>`;
  return html.replace(match[0], () => style);
}
