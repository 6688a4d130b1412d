// Measures the fallback faces in src/theme/fonts.css: for each face, Inter's width over the local
// font's width on the site's own text at that face's weight (its size-adjust), and Inter's ascent
// and descent over that size (its overrides), each beside the value the CSS has now (the faces are
// read from the file). Run it after changing the text or the typeface:
// `npx tsx scripts/measure-fallback-fonts.ts [baseUrl]`, against a running server, after a build
// (the routes come from public/). A face whose local font this machine lacks is reported, not
// measured: Debian has DejaVu; `apt-get install fonts-liberation fonts-roboto-unhinted` adds the
// others (they then stand in for DejaVu in the browser, so remove them again before a bench).
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { hasBuild, listRoutes } from "./bench/site-build";
import { markdownTable } from "./bench/report";

const baseUrl = process.argv[2] ?? "http://127.0.0.1:9000";
const fontsCss = path.resolve(__dirname, "../src/theme/fonts.css");

// Inter's vertical metrics, as fractions of the em (its hhea ascender and descender).
const INTER_ASCENT = 0.96875;
const INTER_DESCENT = 0.2415;

interface FallbackFace {
  family: string;
  weight: number;
  /** The face's `src`, local() sources only. */
  src: string;
  /** The values the CSS has now. */
  declared: { sizeAdjust: string; ascent: string; descent: string };
}

/** The faces of fonts.css built from local fonts, read from the file so there is one list. */
function fallbackFaces(css: string): FallbackFace[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].flatMap(([, body = ""]) => {
    const descriptors = new Map(
      body
        .split(";")
        .filter((declaration) => declaration.includes(":"))
        .map((declaration) => {
          const colon = declaration.indexOf(":");
          return [
            declaration.slice(0, colon).trim(),
            declaration
              .slice(colon + 1)
              .replace(/\s+/g, " ")
              .trim(),
          ];
        }),
    );
    const src = descriptors.get("src") ?? "";
    const family = descriptors.get("font-family")?.replace(/"/g, "");
    if (!family || !/^local\(/.test(src)) return [];
    return [
      {
        family,
        weight: Number(descriptors.get("font-weight") ?? 400),
        src,
        declared: {
          sizeAdjust: descriptors.get("size-adjust") ?? "",
          ascent: descriptors.get("ascent-override") ?? "",
          descent: descriptors.get("descent-override") ?? "",
        },
      },
    ];
  });
}

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
    for (const face of fallbackFaces(fs.readFileSync(fontsCss, "utf8"))) {
      const list = [...(texts.get(face.weight) ?? [])];
      if (list.length === 0) continue;
      // One function, no named helpers inside: tsx would wrap those in a helper the page lacks.
      const widths = await page.evaluate(
        async ({ src, weight, list }) => {
          const fallback = new FontFace("measured-fallback", src);
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
        { src: face.src, weight: face.weight, list },
      );
      const firstSource = /local\("([^"]+)"\)/.exec(face.src)?.[1] ?? face.src;
      const { sizeAdjust, ascent, descent } = face.declared;
      if (!widths) {
        rows.push([face.family, String(face.weight), firstSource, String(list.length), "not installed", "", ""]);
        continue;
      }
      const size = widths.inter / widths.local;
      rows.push([
        face.family,
        String(face.weight),
        firstSource,
        String(list.length),
        `${percent(size)} (${sizeAdjust})`,
        `${percent(INTER_ASCENT / size)} (${ascent})`,
        `${percent(INTER_DESCENT / size)} (${descent})`,
      ]);
    }
    console.log(
      markdownTable(
        [
          "family",
          "weight",
          "local font",
          "texts",
          "size-adjust (in the CSS)",
          "ascent-override (in the CSS)",
          "descent-override (in the CSS)",
        ],
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
