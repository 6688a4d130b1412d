// Takes phone and desktop screenshots of every route from a running server, for looking
// at the site the way a visitor does: `npx tsx scripts/screenshots.ts [baseUrl] [outDir]`, after a
// build (the routes come from public/).
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath, listRoutes } from "./chromium";

const baseUrl = process.argv[2] ?? "http://127.0.0.1:9000";
const outDir = process.argv[3] ?? "test-results/screenshots";
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

const viewports = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1440, height: 900 } },
};

async function main(): Promise<void> {
  fs.mkdirSync(outDir, { recursive: true });
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
      const file = path.join(outDir, `${name}${route === "/" ? "-home" : route.replace(/\//g, "-")}.png`);
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
