// The first-load report of a build and its budget verdicts, shared by `bench:size` and the
// jest budget test so both read the build the same way.
import { budgets } from "./budgets";
import { desktopScreen, mobileScreen } from "./responsive-image";
import {
  defaultPublicDir,
  firstLoad,
  listRoutes,
  listVideos,
  type LcpImage,
  type RouteFirstLoad,
  type VideoFile,
} from "./site-build";

export interface SizeReport {
  publicDir: string;
  routes: RouteFirstLoad[];
  /** The home page's hero poster as the desktop preset would fetch it (the table shows mobile). */
  homePosterDesktop: LcpImage | null;
  videos: VideoFile[];
}

export interface BudgetCheck {
  subject: string;
  measure: string;
  actual: number;
  limit: number;
  ok: boolean;
}

export function sizeReport(dir: string = defaultPublicDir): SizeReport {
  const routes = listRoutes(dir).map((route) => firstLoad(route, dir, mobileScreen));
  return {
    publicDir: dir,
    routes,
    homePosterDesktop: routes.some((r) => r.route === "/") ? firstLoad("/", dir, desktopScreen).lcpImage : null,
    videos: listVideos(dir),
  };
}

export function budgetChecks(report: SizeReport): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const check = (subject: string, measure: string, actual: number, limit: number) =>
    checks.push({ subject, measure, actual, limit, ok: actual <= limit });
  for (const route of report.routes) {
    check(route.route, "first-load JS (gzip)", route.totals.js.gzip, budgets.firstLoadJsGzip);
    check(route.route, "HTML + inlined CSS (gzip)", route.html.gzip, budgets.htmlGzip);
  }
  const home = report.routes.find((r) => r.route === "/");
  check(
    "/",
    "hero poster on a phone (Lighthouse mobile)",
    home?.lcpImage?.raw ?? Number.POSITIVE_INFINITY,
    budgets.homeHeroPoster,
  );
  check(
    "/",
    "hero poster on a desktop (1350 px)",
    report.homePosterDesktop?.raw ?? Number.POSITIVE_INFINITY,
    budgets.homeHeroPoster,
  );
  for (const video of report.videos) check(video.url, "video file", video.bytes, budgets.video);
  return checks;
}
