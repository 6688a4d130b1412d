// What a phone gets on a slow connection: the hero picture stays the largest paint (the film is
// fetched once the page has loaded and is never a larger paint after it), and Inter arriving after
// the first paint moves nothing, since the text is first set in a local font given Inter's metrics.
import { devices, type Page, type Request, type Route } from "@playwright/test";
import { expect, layoutShifts, recordLayoutShifts, test, totalShift, waitForHydration } from "./fixtures";
import { routes } from "./site-map";
import { site, ui } from "../test/support/site-content";

// Lighthouse's phone; the hero is drawn from its portrait crop there.
test.use({ ...devices["Pixel 7"], viewport: { width: 412, height: 823 } });

interface Paint {
  tag: string;
  url: string;
  at: number;
}

/** Every largest-contentful-paint candidate, the film's requests and when the page finished loading. */
async function recordPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const paints: Paint[] = [];
    Object.assign(window, { largestPaints: paints });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element: Element | null; url: string }>) {
        paints.push({ tag: entry.element?.tagName.toLowerCase() ?? "", url: entry.url, at: entry.startTime });
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
}

const paints = (page: Page) =>
  page.evaluate(() => (window as Window & { largestPaints?: Paint[] }).largestPaints ?? []);

/** When the film's files were asked for and when the page's load event ended, in page time. */
const filmTiming = (page: Page) =>
  page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    return {
      loaded: navigation.loadEventEnd,
      film: performance
        .getEntriesByType("resource")
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "video")
        .map((entry) => entry.startTime),
    };
  });

/** Holds every Inter file until `release` is called, as a slow connection does after the first paint. */
function holdWebFont(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return page
    .route("**/*.woff2", async (route: Route) => {
      await released;
      await route.continue();
    })
    .then(() => () => release());
}

/** The page has painted and hydrated (while Inter is held, its load event has not come yet). */
async function painted(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  await waitForHydration(page);
}

const playing = (page: Page) =>
  page
    .locator("video")
    .first()
    .evaluate((video: HTMLVideoElement) => !video.paused && video.currentTime > 0.2);

test("the hero picture stays the largest paint: the film arrives after the page has loaded and is never a larger paint", async ({
  page,
}) => {
  await recordPaints(page);
  const release = await holdWebFont(page);
  const pending = new Set<Request>();
  page.on("request", (request) => void (!request.url().endsWith(".woff2") && pending.add(request)));
  page.on("requestfinished", (request) => void pending.delete(request));
  page.on("requestfailed", (request) => void pending.delete(request));
  await page.goto("/", { waitUntil: "commit" });
  await painted(page);
  // Hydrated, and everything but the held font has arrived: the page is not loaded, so the film waits.
  await expect.poll(() => pending.size).toBe(0);
  release();
  await expect.poll(() => playing(page), { timeout: 15_000 }).toBe(true);
  // The frame after the film's, then what the browser counted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const { loaded, film } = await filmTiming(page);
  expect(film.length).toBeGreaterThan(0);
  for (const start of film) expect(start).toBeGreaterThanOrEqual(loaded);
  const counted = await paints(page);
  const hero = await page
    .locator("main picture img")
    .first()
    .evaluate((image: HTMLImageElement) => image.currentSrc);
  expect(counted.at(-1)).toMatchObject({ tag: "img", url: hero });
  expect(counted.map((paint) => paint.tag)).not.toContain("video");
  // The browser counts a picture at most at its own size: drawn at least as large as its box (the
  // size the film's frame counts at), the picture is never outgrown by the film.
  const { drawn, box } = await page
    .locator("main picture img")
    .first()
    .evaluate((image: HTMLImageElement) => ({
      drawn: image.naturalWidth * image.naturalHeight,
      box: image.clientWidth * image.clientHeight,
    }));
  expect(drawn).toBeGreaterThanOrEqual(box);
  // Its pause control still works.
  await page.getByRole("button", { name: ui.videoPause }).click();
  await expect.poll(() => playing(page)).toBe(false);
});

test("under reduced motion the film is never fetched until asked for", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  expect((await filmTiming(page)).film).toEqual([]);
  await page.getByRole("button", { name: ui.videoPlay }).click();
  await expect.poll(() => playing(page), { timeout: 15_000 }).toBe(true);
});

// The routes of every kind: the home page, a contact page with its form, the portfolio, a service,
// a case study with its film, the about page.
const checked = ["/", "/kontakt", "/prosjekter", "/tjenester/dronefoto", "/case-study/ibka", "/om-fjellsyn"];

for (const visit of ["a first visit (the cookie banner shown)", "a return visit"] as const) {
  test(`Inter arriving after the first paint moves nothing on ${visit}`, async ({ page }) => {
    expect(routes.map((route) => route.path)).toEqual(expect.arrayContaining(checked));
    if (visit === "a return visit") {
      await page.addInitScript(() => localStorage.setItem("cookie-consent", "declined"));
    }
    await recordLayoutShifts(page);
    const shifts: Record<string, number> = {};
    for (const path of checked) {
      await page.unrouteAll();
      const release = await holdWebFont(page);
      await page.goto(path, { waitUntil: "commit" });
      await painted(page);
      await expect(page.getByRole("region", { name: site.consent.heading })).toBeVisible({
        visible: visit !== "a return visit",
      });
      // Until Inter arrives, the text is set in its metric-matched stand-in.
      const standIn = await page.evaluate(() =>
        [...document.fonts].some((face) => face.family === "Inter Variable Fallback" && face.status === "loaded"),
      );
      expect(standIn, `${path}: the local stand-in is in use`).toBe(true);
      release();
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      expect(await page.evaluate(() => document.fonts.check('1em "Inter Variable"'))).toBe(true);
      shifts[path] = Number(totalShift(await layoutShifts(page)).toFixed(4));
    }
    expect(
      Object.values(shifts).every((value) => value <= 0.005),
      JSON.stringify(shifts),
    ).toBe(true);
  });
}
