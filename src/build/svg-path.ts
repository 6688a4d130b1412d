// SVG path data made smaller at build time (scripts/brand-paths.ts), never in the browser.
import { siFacebook, siInstagram } from "simple-icons";

const NUMBER = /-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi;

/**
 * An SVG path with its numbers rounded to `decimals` places. simple-icons draws on a 24-unit grid
 * with four decimals; shown at 20 px, a hundredth of a unit is a hundredth of a pixel, and the
 * footer's Instagram mark drops from 2.0 to 1.4 KB in every page's HTML. Numbers are re-joined
 * with the separators SVG needs ("1 2", "1-2", "1.5.5"), so no two merge.
 */
export function compactPath(d: string, decimals = 2): string {
  const factor = 10 ** decimals;
  let out = "";
  let previous = ""; // the last number written, if it was the last thing written
  let last = 0;
  for (const match of d.matchAll(NUMBER)) {
    const between = d.slice(last, match.index);
    last = match.index + match[0].length;
    const rounded = Math.round(Number(match[0]) * factor) / factor;
    const text = (Object.is(rounded, -0) ? 0 : rounded).toString().replace(/^(-?)0\./, "$1.");
    const commands = between.replace(/[\s,]+/g, "");
    if (commands) out += commands;
    else if (previous && !text.startsWith("-") && !(text.startsWith(".") && previous.includes("."))) out += " ";
    out += text;
    previous = text;
  }
  return out + d.slice(last).replace(/[\s,]+/g, "");
}

/** The footer's brand marks as src/components/ui/brand-paths.ts holds them (and its test checks). */
export function roundedBrandPaths(): { Instagram: string; Facebook: string } {
  return { Instagram: compactPath(siInstagram.path), Facebook: compactPath(siFacebook.path) };
}
