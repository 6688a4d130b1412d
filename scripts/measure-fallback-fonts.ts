// Measures the fallback faces in src/theme/fonts.css: for each face, Inter's width over the local
// font's width on the site's own text at that face's weight (its size-adjust), and Inter's ascent
// and descent over that size (its overrides). Run it after changing the text or the typeface:
// `npx tsx scripts/measure-fallback-fonts.ts [baseUrl]`, against a running server, after a build
// (the routes come from public/). A face whose local font this machine lacks is reported, not
// measured: Debian has DejaVu; `apt-get install fonts-liberation fonts-roboto-unhinted` adds the
// others (they then stand in for DejaVu in the browser, so remove them again before a bench).
import { chromium } from "@playwright/test";
import { hasBuild, listRoutes } from "./bench/site-build";
import { markdownTable } from "./bench/report";

const baseUrl = process.argv[2] ?? "http://127.0.0.1:9000";

// Inter's vertical metrics, as fractions of the em (its hhea ascender and descender).
const INTER_ASCENT = 0.96875;
const INTER_DESCENT = 0.2415;

/** The faces of src/theme/fonts.css: family, the weight it is declared for, its local() sources. */
const FACES: ReadonlyArray<{ family: string; weight: number; sources: string[] }> = [
  { family: "Inter Fallback", weight: 400, sources: ["Arial", "Liberation Sans", "Helvetica"] },
  ...[600, 700, 800].map((weight) => ({
    family: "Inter Fallback",
    weight,
    sources: ["Arial Bold", "Liberation Sans Bold", "Helvetica Bold"],
  })),
  { family: "Inter Fallback Roboto", weight: 400, sources: ["Roboto", "Roboto Regular"] },
  { family: "Inter Fallback Roboto", weight: 500, sources: ["Roboto Medium"] },
  ...[600, 700, 800].map((weight) => ({ family: "Inter Fallback Roboto", weight, sources: ["Roboto Bold"] })),
  { family: "Inter Fallback DejaVu", weight: 400, sources: ["DejaVu Sans"] },
  ...[600, 700, 800].map((weight) => ({ family: "Inter Fallback DejaVu", weight, sources: ["DejaVu Sans Bold"] })),
];

const percent = (value: number): string => `${(value * 100).toFixed(2)}%`;

async function main(): Promise<void> {
  if (!hasBuild()) throw new Error("No build in public/ to take the routes from: run `npm run build` first.");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  try {
    // A phone-wide first visit: the cookie banner's text counts too.
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const texts = new Map<number, Set<string>>();
    for (const route of listRoutes()) {
      await page.goto(new URL(route, baseUrl).href, { waitUntil: "load" });
      const found = await page.evaluate(() =>
        [...document.body.querySelectorAll("*")].flatMap((element) => {
          const text = [...element.childNodes]
            .filter((node) => node.nodeType === Node.TEXT_NODE)
            .map((node) => node.textContent ?? "")
            .join("")
            .trim();
          return text ? [[Number(getComputedStyle(element).fontWeight), text] as const] : [];
        }),
      );
      for (const [weight, text] of found) texts.set(weight, (texts.get(weight) ?? new Set()).add(text));
    }

    const rows: string[][] = [];
    for (const face of FACES) {
      const list = [...(texts.get(face.weight) ?? [])];
      if (list.length === 0) continue;
      // One function, no named helpers inside: tsx would wrap those in a helper the page lacks.
      const widths = await page.evaluate(
        async ({ sources, weight, list }) => {
          const fallback = new FontFace("measured-fallback", sources.map((name) => `local("${name}")`).join(", "));
          try {
            document.fonts.add(await fallback.load());
          } catch {
            return null;
          }
          await document.fonts.load(`${weight} 100px "Inter Variable"`, list.join(""));
          const context = document.createElement("canvas").getContext("2d");
          if (!context) return null;
          let inter = 0;
          let local = 0;
          for (const text of list) {
            context.font = `${weight} 100px "Inter Variable"`;
            inter += context.measureText(text).width;
            context.font = '100px "measured-fallback"';
            local += context.measureText(text).width;
          }
          document.fonts.delete(fallback);
          return { inter, local };
        },
        { sources: face.sources, weight: face.weight, list },
      );
      if (!widths) {
        rows.push([
          face.family,
          String(face.weight),
          face.sources[0] ?? "",
          String(list.length),
          "not installed",
          "",
          "",
        ]);
        continue;
      }
      const size = widths.inter / widths.local;
      rows.push([
        face.family,
        String(face.weight),
        face.sources[0] ?? "",
        String(list.length),
        percent(size),
        percent(INTER_ASCENT / size),
        percent(INTER_DESCENT / size),
      ]);
    }
    console.log(
      markdownTable(
        ["family", "weight", "local font", "texts", "size-adjust", "ascent-override", "descent-override"],
        rows,
      ),
    );
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
