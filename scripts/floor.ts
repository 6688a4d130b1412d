// The floor a page stands on: the same built HTML, styles, fonts and images with every script
// taken out, so that the benchmark can tell what the scripts cost the largest paint from what the
// page's own bytes cost it. Only the benchmark's temporary copy is changed, never public/.
import fs from "node:fs";
import path from "node:path";

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const LINK_ELEMENT = /<link\b[^>]*>/gi;

/** Whether a `<link>` asks the browser to fetch a script ahead of time. */
function preloadsScript(link: string): boolean {
  const attribute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(link)?.slice(1).find(Boolean);
  const rel = (attribute("rel") ?? "").toLowerCase().split(/\s+/);
  if (rel.includes("modulepreload")) return true;
  return (rel.includes("preload") || rel.includes("prefetch")) && attribute("as")?.toLowerCase() === "script";
}

/** The page without its `<script>` elements and without its script preloads. */
export function withoutScripts(html: string): string {
  return html.replace(SCRIPT_ELEMENT, "").replace(LINK_ELEMENT, (link) => (preloadsScript(link) ? "" : link));
}

/**
 * Copies a build into `floorDir/public` with every HTML page stripped of its scripts; the other
 * files (styles, fonts, images, the header rules) stay byte for byte the same. Returns the folder
 * to serve from (the local server serves `public/` of its working directory).
 */
export function writeFloor(publicDir: string, floorDir: string): string {
  fs.rmSync(floorDir, { recursive: true, force: true });
  const target = path.join(floorDir, "public");
  fs.cpSync(publicDir, target, { recursive: true });
  for (const file of fs.readdirSync(target, { recursive: true, encoding: "utf8" })) {
    const page = path.join(target, file);
    // page-data has a folder for the 404 page called 404.html.
    if (!file.endsWith(".html") || !fs.statSync(page).isFile()) continue;
    fs.writeFileSync(page, withoutScripts(fs.readFileSync(page, "utf8")));
  }
  return floorDir;
}
