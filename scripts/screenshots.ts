// Takes phone and desktop screenshots of every route from a running server, for looking
// at the site the way a visitor does: `npx tsx scripts/screenshots.ts [--engine chromium|firefox|webkit]
// [baseUrl] [outDir]`, after a build (the routes come from public/). Chromium is the default;
// Firefox ESR and WebKitGTK are driven as in the engine tests (e2e/engines/drivers.ts).
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath, listRoutes } from "./chromium";
import { launch, type EngineName } from "../e2e/engines/drivers";
import { startOutsideProxy } from "../e2e/engines/harness";

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { engine: { type: "string", default: "chromium" } },
});
const engine = options.engine as EngineName | "chromium";
if (!["chromium", "firefox", "webkit"].includes(engine)) {
  console.error(`--engine ${engine}: chromium, firefox or webkit`);
  process.exit(1);
}
const baseUrl = positionals[0] ?? "http://127.0.0.1:9000";
const outDir = positionals[1] ?? `test-results/screenshots${engine === "chromium" ? "" : `-${engine}`}`;
const only = process.env.ROUTES?.split(",");
const publicDir = path.resolve(__dirname, "../public");

if (!only && !fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error(
    "No build in public/ to take the routes from: run `npm run build` first, or name them in ROUTES=/,/kontakt.",
  );
  process.exit(1);
}
// Every route the build wrote, then an unknown path for the 404 page.
const routes = only ?? [...listRoutes(publicDir), "/finnes-ikke"];

// A phone and a desktop, or the widths named in WIDTHS=320,1920 (a phone below 768 px).
const viewports = process.env.WIDTHS
  ? Object.fromEntries(
      process.env.WIDTHS.split(",").map((width) => {
        const phone = Number(width) < 768;
        const viewport = { width: Number(width), height: phone ? 844 : 1080 };
        return [`w${width}`, phone ? { viewport, isMobile: true, hasTouch: true } : { viewport }];
      }),
    )
  : {
      phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      desktop: { viewport: { width: 1440, height: 900 } },
    };

const fileFor = (name: string, route: string) =>
  path.join(outDir, `${name}${route === "/" ? "-home" : route.replace(/\//g, "-")}.png`);

/** Firefox or WebKit: one page resized to each viewport (WebKit's window cannot be narrower than its toolbar). */
async function otherEngine(name: EngineName): Promise<void> {
  // Tag Manager is refused by a local proxy, so nothing leaves the machine.
  const outside = await startOutsideProxy();
  const browser = await launch(name, { proxy: outside.proxy });
  try {
    const page = await browser.newPage();
    if (process.env.CONSENT !== "none") {
      await page.goto(new URL("/robots.txt", baseUrl).href);
      await page.run(`localStorage.setItem("cookie-consent", "declined");`);
    }
    for (const [viewportName, { viewport }] of Object.entries(viewports)) {
      await page.resize(viewport.width, viewport.height);
      for (const route of routes) {
        await page.goto(new URL(route, baseUrl).href);
        await page.run(`
          for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
            scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 60));
          }
          scrollTo(0, 0);
          await new Promise((resolve) => setTimeout(resolve, 300));`);
        const file = fileFor(viewportName, route);
        await page.screenshot(file, { fullPage: process.env.FULL !== "0" });
        console.log(file);
      }
    }
  } finally {
    await browser.close();
    await outside.close();
  }
}

async function main(): Promise<void> {
  fs.mkdirSync(outDir, { recursive: true });
  if (engine !== "chromium") return otherEngine(engine);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  for (const [name, viewport] of Object.entries(viewports)) {
    const context = await browser.newContext({ ...viewport, deviceScaleFactor: 1, reducedMotion: "reduce" });
    if (process.env.CONSENT !== "none") {
      await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "declined"));
    }
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(new URL(route, baseUrl).href, { waitUntil: "networkidle" });
      // Scroll through once so lazy images load before a full-page capture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      const file = fileFor(name, route);
      await page.screenshot({ path: file, fullPage: process.env.FULL !== "0" });
      console.log(file);
    }
    await context.close();
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
