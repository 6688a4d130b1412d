// The build-log check catches the lines Gatsby, Node and webpack print when something is off, as
// they were printed by this site's builds before it had none, and lets the ordinary lines through.
import { complaints } from "../support/build-log";

const esc = "\u001b";

test("catches an error, a warning, a deprecation and a critical dependency, and nothing else", () => {
  const log = [
    `${esc}[2K${esc}[1A${esc}[2K${esc}[Gsuccess onPreBootstrap - 0.003s`,
    " ERROR  UNKNOWN",
    "(node:14892) [DEP0040] DeprecationWarning: The `punycode` module is deprecated.",
    "warn ./node_modules/rate-limiter-flexible/lib/RateLimiterDrizzle.js",
    "Critical dependency: the request of a dependency is an expression",
    "warn Unsafe builtin method was used, future builds will need to rebuild all",
    " ERROR #98124  WEBPACK.BUILD-HTML",
    "info Done building in 74.2 sec",
    "success Building static HTML for pages - 10.408s - 24/24 2.31/s",
  ].join("\n");
  expect(complaints(log)).toEqual([
    "ERROR  UNKNOWN",
    "(node:14892) [DEP0040] DeprecationWarning: The `punycode` module is deprecated.",
    "warn ./node_modules/rate-limiter-flexible/lib/RateLimiterDrizzle.js",
    "Critical dependency: the request of a dependency is an expression",
    "warn Unsafe builtin method was used, future builds will need to rebuild all",
    "ERROR #98124  WEBPACK.BUILD-HTML",
  ]);
});
