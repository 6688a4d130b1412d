// `npm run bench:size [publicDir]`: after a build, what a first visit to each public route
// downloads before it is interactive (HTML with its inlined CSS, the JavaScript Gatsby needs to
// hydrate, the page data, the fonts the text uses, the LCP image in the format Chromium picks),
// gzip and raw, with the budgets of issue 5. Reads files only, so the numbers are exact and
// repeatable; `test/budgets/budgets.test.ts` enforces the same budgets.
import path from "node:path";
import { budgets } from "./bench/budgets";
import { kib, markdownTable, writeResult } from "./bench/report";
import { defaultPublicDir, hasBuild } from "./bench/site-build";
import { budgetChecks, sizeReport } from "./bench/size-report";

const dir = path.resolve(process.argv[2] ?? process.env.BENCH_PUBLIC_DIR ?? defaultPublicDir);
if (!hasBuild(dir)) {
  console.error(`No production build in ${dir}: run \`npm run build\` first.`);
  process.exit(1);
}

const report = sizeReport(dir);
const mark = (value: number, limit: number) => (value > limit ? "*" : "");
const gz = (bytes: { raw: number; gzip: number }) => `${kib(bytes.gzip)} / ${kib(bytes.raw)}`;

console.log(`\nFirst visit, before interactive — KiB gzip / raw (${dir}); * = over budget\n`);
console.log(
  markdownTable(
    ["route", "HTML+CSS", "of it CSS", "JS", "JS files", "data", "fonts", "LCP image (mobile)", "total"],
    report.routes.map((r) => [
      r.route,
      `${kib(r.html.gzip)}${mark(r.html.gzip, budgets.htmlGzip)} / ${kib(r.html.raw)}`,
      gz(r.inlineCss),
      `${kib(r.totals.js.gzip)}${mark(r.totals.js.gzip, budgets.firstLoadJsGzip)} / ${kib(r.totals.js.raw)}`,
      r.js.length,
      gz(r.totals.data),
      kib(r.totals.fonts.raw),
      r.lcpImage
        ? `${kib(r.lcpImage.raw)} ${r.lcpImage.type.replace("image/", "")} @${r.lcpImage.slotWidth}px`
        : "— (text)",
      gz(r.totals.all),
    ]),
  ),
);

if (report.videos.length > 0) {
  console.log("\nVideos (fetched after hydration, never under reduced motion or Save-Data)\n");
  console.log(
    markdownTable(
      ["file", "KiB"],
      report.videos.map((v) => [v.url, `${kib(v.bytes)}${mark(v.bytes, budgets.video)}`]),
    ),
  );
}

const checks = budgetChecks(report);
const broken = checks.filter((c) => !c.ok);
console.log(
  `\nBudgets: first-load JS ≤ ${budgets.firstLoadJsGzip / 1000} KB gzip, HTML+inlined CSS ≤ ${budgets.htmlGzip / 1000} KB gzip, ` +
    `home hero poster ≤ ${budgets.homeHeroPoster / 1000} KB (mobile ${kib(report.routes.find((r) => r.route === "/")?.lcpImage?.raw ?? 0)} KiB, ` +
    `desktop ${kib(report.homePosterDesktop?.raw ?? 0)} KiB), each video ≤ ${budgets.video / 1e6} MB (1 KB = 1000 bytes).`,
);
if (broken.length === 0) console.log(`All ${checks.length} budget checks pass.`);
for (const c of broken) console.log(`✘ ${c.subject}: ${c.measure} is ${c.actual} bytes, budget ${c.limit}`);

const file = writeResult("size", { measuredAt: new Date().toISOString(), budgets, ...report, checks });
console.log(`\nJSON: ${path.relative(process.cwd(), file)}`);
