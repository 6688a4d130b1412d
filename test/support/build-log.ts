// What a Gatsby build printed that a maintainer would have to explain: its ERROR and warn lines,
// Node's warnings (deprecations), and webpack's "Critical dependency" notes, colour codes removed.
export const BUILD_LOG = "test-results/build.log";

// eslint-disable-next-line no-control-regex -- the log's colour and cursor codes start with ESC.
const ANSI = /\u001b\[[0-9;?]*[A-Za-z]/g;

export function complaints(log: string): string[] {
  return log
    .replace(ANSI, "")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => /^ERROR\b|\bERROR\s+#|^warn\b|Warning:|^Critical dependency/.test(line));
}
