// The log of the build the tests run against (npm test writes it to test-results/build.log): a
// build that succeeds prints nothing a maintainer would have to explain, so a new ERROR or warn
// line fails here. To check a build of your own: `npx gatsby build 2>&1 | tee test-results/build.log`.
import { existsSync, readFileSync } from "node:fs";
import { BUILD_LOG, complaints } from "../support/build-log";

test("the build printed no ERROR, warn, deprecation or critical-dependency line", () => {
  if (!existsSync(BUILD_LOG)) throw new Error(`${BUILD_LOG} is missing: run npm test, or tee a build into it`);
  const log = readFileSync(BUILD_LOG, "utf8");
  expect(log).toMatch(/Done building in/);
  expect(complaints(log)).toEqual([]);
});
