// The log of the build the tests run against (npm test writes it to test-results/build.log): a
// build that succeeds prints nothing a maintainer would have to explain, so a new ERROR or warn
// line fails here. To check a build of your own: `npx gatsby build 2>&1 | tee test-results/build.log`.
import { existsSync, readFileSync } from "node:fs";

const BUILD_LOG = "test-results/build.log";
// eslint-disable-next-line no-control-regex -- the log's colour and cursor codes start with ESC.
const ANSI = /\u001b\[[0-9;?]*[A-Za-z]/g;

test("the build printed no ERROR, warn, Node warning or critical-dependency line", () => {
  if (!existsSync(BUILD_LOG)) throw new Error(`${BUILD_LOG} is missing: run npm test, or tee a build into it`);
  const lines = readFileSync(BUILD_LOG, "utf8")
    .replace(ANSI, "")
    .split("\n")
    .map((line) => line.trim());
  expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(/Done building in/)]));
  expect(lines.filter((line) => /^ERROR\b|\bERROR\s+#|^warn\b|Warning:|^Critical dependency/.test(line))).toEqual([]);
});
