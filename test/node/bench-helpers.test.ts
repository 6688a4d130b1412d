// The pieces the performance benches and the budget test rely on, checked on small fixtures.
import { parsePhases } from "../../scripts/bench/gatsby-log";
import { isNoindex, scanTags, visibleText } from "../../scripts/bench/html";
import { blockingTimeBefore, type PlacedTask, type TaskImpact } from "../../scripts/bench/lantern-tbt";
import { lcpElementOf } from "../../scripts/bench/lighthouse-result";
import { browserProcessesCpuMs, cpuTimeTrace, type TraceEvent } from "../../scripts/bench/main-thread";
import { markdownTable, median } from "../../scripts/bench/report";
import {
  chooseImage,
  mobileScreen,
  desktopScreen,
  pickCandidate,
  parseSrcset,
  slotWidth,
  type PictureMarkup,
} from "../../scripts/bench/responsive-image";
import {
  findLcpImage,
  fontFilesForText,
  fontStack,
  normaliseRoute,
  sitemapLocations,
  sortRoutes,
} from "../../scripts/bench/site-build";

const srcset = "/a-480.avif 480w,/a-768.avif 768w,/a-1080.avif 1080w,/a-1440.avif 1440w,/a-1920.avif 1920w";

describe("responsive image choice (Blink's srcset rule)", () => {
  test("a full-width image on Lighthouse's phone (412 px at 1.75x) takes the 768w file", () => {
    expect(
      pickCandidate(parseSrcset(srcset), slotWidth("100vw", mobileScreen), mobileScreen.deviceScaleFactor)?.url,
    ).toBe("/a-768.avif");
  });

  test("a full-width image on a 1350 px desktop at 1x takes the 1440w file", () => {
    expect(pickCandidate(parseSrcset(srcset), slotWidth("100vw", desktopScreen), 1)?.url).toBe("/a-1440.avif");
  });

  test("takes the smaller file when the ratio sits below the geometric mean of the two densities", () => {
    // densities 1.0 and 2.0 around a ratio of 1.3: sqrt(2) ≈ 1.41 > 1.3
    expect(pickCandidate(parseSrcset("/s.jpg 100w, /l.jpg 200w"), 100, 1.3)?.url).toBe("/s.jpg");
    expect(pickCandidate(parseSrcset("/s.jpg 100w, /l.jpg 200w"), 100, 1.5)?.url).toBe("/l.jpg");
  });

  test("sizes with a media condition", () => {
    expect(slotWidth("(min-width: 800px) 800px, 100vw", mobileScreen)).toBe(412);
    expect(slotWidth("(min-width: 800px) 800px, 100vw", desktopScreen)).toBe(800);
  });

  test("an art-directed <source> applies where its media query matches", () => {
    const picture: PictureMarkup = {
      sources: [
        { type: "image/avif", srcset: "/tall-608.avif 608w", media: "(orientation: portrait) and (max-width: 599px)" },
        { type: "image/avif", srcset },
      ],
      img: { src: "/a.jpg", sizes: "100vw" },
    };
    expect(chooseImage(picture, mobileScreen)?.url).toBe("/tall-608.avif");
    expect(chooseImage(picture, desktopScreen)?.url).toBe("/a-1440.avif");
    // A phone on its side is landscape: the wide picture.
    expect(
      chooseImage(picture, { name: "phone sideways", width: 823, height: 412, deviceScaleFactor: 1.75 })?.url,
    ).toBe("/a-1440.avif");
  });

  test("the first <source> of a type Chromium decodes wins over the <img>", () => {
    const choice = chooseImage(
      {
        sources: [
          { type: "image/jxl", srcset: "/x.jxl 768w" },
          { type: "image/avif", srcset },
        ],
        img: { src: "/a.jpg", srcset: "/a.jpg 768w", sizes: "100vw" },
      },
      mobileScreen,
    );
    expect(choice).toEqual({ url: "/a-768.avif", type: "image/avif", slot: 412 });
  });
});

describe("reading Gatsby's HTML", () => {
  const html = `<html><head><meta name="robots" content="noindex, follow"><style>a{}</style>
    <noscript><img src="/inert.jpg" loading="eager"></noscript></head><body>
    <picture><source type="image/webp" srcSet="/lazy.webp 400w" sizes="100vw"><img loading="lazy" src="/lazy.jpg"></picture>
    <picture><source type="image/avif" srcSet="/hero.avif 400w" sizes="100vw"><img data-main-image fetchPriority="high" loading="eager" src="/hero.jpg"></picture>
    <p>Blåbær &amp; fjell</p><script src="/app.js" async></script></body></html>`;

  test("finds the high-priority image outside <noscript>, in the format Chromium picks", () => {
    expect(findLcpImage(html, mobileScreen)?.url).toBe("/hero.avif");
  });

  test("skips <noscript> content and keeps script text", () => {
    const tags = scanTags(html, ["img", "script"]);
    expect(tags.map((t) => t.attrs.src)).toEqual(["/lazy.jpg", "/hero.jpg", "/app.js"]);
  });

  test("recognises noindex pages", () => {
    expect(isNoindex(html)).toBe(true);
    expect(isNoindex(`<meta name="description" content="noindex">`)).toBe(false);
  });

  test("visible text keeps æøå and drops markup", () => {
    expect(visibleText(html)).toContain("Blåbær & fjell");
    expect(visibleText(html)).not.toContain("a{}");
  });

  test("visible text leaves out the title (the browser's font) and decodes escaped markup", () => {
    const page = "<head><title>Kontakt | Fjellsyn</title></head><body><td>_ga_&lt;id&gt;</td></body>";
    expect(visibleText(page)).not.toContain("|");
    expect(visibleText(page)).toContain("_ga_<id>");
  });

  test("fonts: only the subsets whose unicode-range the text uses", () => {
    const css =
      "@font-face{src:url(/latin.woff2) format('woff2');unicode-range:u+0000-00ff,u+2013}" +
      "@font-face{src:url(/cyrillic.woff2) format('woff2');unicode-range:u+0400-045f}";
    expect(fontFilesForText(css, "Blåbær – fjell")).toEqual(new Map([["/latin.woff2", "Blåbær–fje"]]));
  });

  test("fonts: where faces overlap, the one declared last serves the characters it has", () => {
    const css =
      "@font-face{src:url(/latin.woff2) format('woff2');unicode-range:u+0000-00ff}" +
      "@font-face{src:url(/nb.woff2) format('woff2');unicode-range:u+0020-007e,u+00e5-00e6,u+00f8}";
    expect([...fontFilesForText(css, "Blåbær på fjellet").keys()]).toEqual(["/nb.woff2"]);
    expect(fontFilesForText(css, "Mañana på fjellet").get("/latin.woff2")).toBe("ñ");
  });

  test("fonts: the families of the font stack in order, whatever order their faces are declared in", () => {
    const css =
      ':root{--font-body:"Inter Variable","Inter Variable Full",sans-serif}' +
      "@font-face{font-family:Inter Variable;src:url(/nb.woff2) format('woff2');unicode-range:u+0020-007e,u+00e5-00e6,u+00f8}" +
      "@font-face{font-family:\"Inter Variable Full\";src:url(/latin.woff2) format('woff2');unicode-range:u+0000-00ff}";
    expect(fontStack(css)).toEqual(["Inter Variable", "Inter Variable Full", "sans-serif"]);
    expect([...fontFilesForText(css, "Blåbær på fjellet").keys()]).toEqual(["/nb.woff2"]);
    expect(fontFilesForText(css, "Mañana på fjellet")).toEqual(
      new Map([
        ["/nb.woff2", "Manpåfjelt"],
        ["/latin.woff2", "ñ"],
      ]),
    );
  });
});

describe("routes and reports", () => {
  test("sitemap entries become routes, the home page first", () => {
    const xml = "<urlset><url><loc>https://x.no/kontakt</loc></url><url><loc>https://x.no/</loc></url></urlset>";
    expect(sortRoutes(sitemapLocations(xml).map((loc) => normaliseRoute(new URL(loc).pathname)))).toEqual([
      "/",
      "/kontakt",
    ]);
    expect(normaliseRoute("/tjenester/foto/")).toBe("/tjenester/foto");
  });

  test("median of an odd and an even number of runs", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });

  test("markdown tables right-align numbers", () => {
    expect(markdownTable(["route", "KiB"], [["/", "1.5"]])).toBe("| route | KiB |\n|-------|----:|\n| /     | 1.5 |");
  });
});

describe("gatsby build log", () => {
  test("phase timings are read through Gatsby's progress redraws", () => {
    const log = [
      "\u001b[2K\u001b[1A\u001b[2K\u001b[Gsuccess Building production JavaScript and CSS bundles - 29.444s",
      "success Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs - 192.376s - 39/39",
      "success Building static HTML for pages - 2.626s - 24/24 9.14/s",
      "success onPostBuild - 0.029s",
    ].join("\r\n");
    expect(parsePhases(log)).toEqual({ bundles: 29.444, images: 192.376, html: 2.626 });
  });
});

describe("reading a Lighthouse result", () => {
  const img = { type: "node", selector: "div._za > div.gatsby-image-wrapper > picture > img", snippet: "<img>" };

  test("finds the LCP element in Lighthouse 13's breakdown insight", () => {
    const audits = {
      "lcp-breakdown-insight": {
        details: { type: "list", items: [{ type: "table", items: [] }, img] },
      },
    };
    expect(lcpElementOf({ audits })?.selector).toBe(img.selector);
  });

  test("and in Lighthouse 12's audit of its own, or reports none", () => {
    const audits = {
      "largest-contentful-paint-element": { details: { items: [{ items: [{ node: img }] }] } },
    };
    expect(lcpElementOf({ audits })?.snippet).toBe("<img>");
    expect(lcpElementOf({ audits: {} })).toBeUndefined();
  });
});

describe("the main thread in a Lighthouse trace", () => {
  const ms = 1000;
  // The renderer's main thread is 7/7: it records the first contentful paint.
  const paint: TraceEvent = { name: "firstContentfulPaint", ph: "R", pid: 7, tid: 7, ts: 100 * ms };
  const event = (name: string, ts: number, dur: number, tdur?: number, tid = 7): TraceEvent => ({
    name,
    ph: "X",
    pid: 7,
    tid,
    ts: ts * ms,
    dur: dur * ms,
    ...(tdur === undefined ? {} : { tdur: tdur * ms }),
  });
  const times = (events: TraceEvent[]) => events.map((e) => [e.name, e.ts / ms, (e.dur ?? 0) / ms]);

  test("shortens each main-thread task to its thread time and scales its events into it", () => {
    const events = [
      paint,
      event("RunTask", 200, 40, 10), // waited 30 ms for a core
      event("FunctionCall", 220, 20, 5),
      event("RunTask", 300, 12, 12), // ran without waiting
      event("RunTask", 400, 40, 10, 8), // another thread: untouched
    ];
    expect(times(cpuTimeTrace(events))).toEqual([
      ["firstContentfulPaint", 100, 0],
      ["RunTask", 200, 10],
      ["FunctionCall", 205, 5],
      ["RunTask", 300, 12],
      ["RunTask", 400, 40],
    ]);
  });

  test("treats a task nested in another as one of its events", () => {
    const events = [paint, event("RunTask", 200, 40, 20), event("RunTask", 210, 10, 10)];
    expect(times(cpuTimeTrace(events))).toEqual([
      ["firstContentfulPaint", 100, 0],
      ["RunTask", 200, 20],
      ["RunTask", 205, 5],
    ]);
  });

  test("leaves a trace without a first contentful paint, or without thread times, as it is", () => {
    const noPaint = [event("RunTask", 200, 40, 10)];
    expect(cpuTimeTrace(noPaint)).toBe(noPaint);
    expect(times(cpuTimeTrace([paint, event("RunTask", 200, 40)]))).toEqual([
      ["firstContentfulPaint", 100, 0],
      ["RunTask", 200, 40],
    ]);
  });
});

describe("the browser's own processes in a Lighthouse trace", () => {
  const ms = 1000;
  const BROWSER = 1;
  const GPU = 2;
  const RENDERER = 7;
  const processName = (pid: number, name: string): TraceEvent => ({
    name: "process_name",
    ph: "M",
    pid,
    tid: 0,
    ts: 0,
    args: { name },
  });
  const marker = (name: string, ts: number, navigationId: string): TraceEvent => ({
    name,
    ph: "R",
    pid: RENDERER,
    tid: RENDERER,
    ts: ts * ms,
    args: { data: { navigationId } },
  });
  const task = (pid: number, tid: number, ts: number, dur: number, tdur?: number): TraceEvent => ({
    name: "ThreadControllerImpl::RunTask",
    ph: "X",
    pid,
    tid,
    ts: ts * ms,
    dur: dur * ms,
    ...(tdur === undefined ? {} : { tdur: tdur * ms }),
  });
  const names = [processName(BROWSER, "Browser"), processName(GPU, "GPU Process"), processName(RENDERER, "Renderer")];
  // The blank page Lighthouse starts from has a navigation of its own, before the page's.
  const navigations = [marker("navigationStart", 50, "blank"), marker("navigationStart", 1000, "page")];
  const paint = marker("firstContentfulPaint", 1200, "page");

  test("adds up the thread time of the browser and GPU processes in the load's first 1.5 s", () => {
    const events = [
      ...names,
      ...navigations,
      paint,
      task(BROWSER, 1, 900, 20, 20), // before the page's navigation
      task(BROWSER, 1, 1000, 30, 12),
      task(BROWSER, 3, 1100, 5, 4), // another thread of the browser process
      task(GPU, 5, 1400, 16, 9),
      task(RENDERER, RENDERER, 1300, 60, 50), // the page's own work: not counted
      task(GPU, 5, 2499, 10, 6), // starts within the window
      task(GPU, 5, 2500, 10, 6), // after it
    ];
    expect(browserProcessesCpuMs(events)).toBe(12 + 4 + 9 + 6);
    expect(browserProcessesCpuMs(events, 200)).toBe(12 + 4);
  });

  test("counts a task run inside another once, as part of the outer one", () => {
    const events = [...names, ...navigations, paint, task(BROWSER, 1, 1000, 40, 30), task(BROWSER, 1, 1010, 10, 8)];
    expect(browserProcessesCpuMs(events)).toBe(30);
  });

  test("is NaN without the page's navigation or without thread times", () => {
    expect(browserProcessesCpuMs([...names, ...navigations, task(BROWSER, 1, 1000, 30, 12)])).toBeNaN();
    expect(browserProcessesCpuMs([...names, ...navigations, paint, task(BROWSER, 1, 1000, 30)])).toBeNaN();
  });
});

describe("the blocking time of the tasks before the first paint", () => {
  // Lantern's rule: the part of a task within [FCP, TTI] beyond 50 ms.
  const impact: TaskImpact = (task, fcpMs, ttiMs) => {
    const clipped = Math.min(task.end, ttiMs) - Math.max(task.start, fcpMs);
    return task.duration < 50 || clipped < 50 ? 0 : clipped - 50;
  };
  const task = (start: number, duration: number, tracedAt: number): PlacedTask => ({
    start,
    end: start + duration,
    duration,
    tracedAt,
  });
  const window = { fcpMs: 700, ttiMs: 2000 };
  const paintTs = 240_000;

  test("counts the tasks that ran before the paint, wherever the simulation placed them", () => {
    const tasks = [
      task(740, 90, 108_000), // the HTML's parse, placed after the estimated first paint: 40
      task(830, 90, 138_000), // the first layout: 40
      task(600, 80, 60_000), // ended before the estimated paint: 0
      task(1500, 60, 400_000), // a script after the paint: not this share
    ];
    expect(blockingTimeBefore(tasks, window, paintTs, impact)).toBe(80);
  });

  test("is 0 when nothing before the paint blocks", () => {
    expect(blockingTimeBefore([task(1500, 60, 400_000)], window, paintTs, impact)).toBe(0);
    expect(blockingTimeBefore([], window, paintTs, impact)).toBe(0);
  });
});
