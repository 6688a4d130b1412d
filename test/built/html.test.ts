// Every page the build ships is valid HTML, as the W3C's Nu checker (vnu-jar, run by Debian's Java) reads it.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";

jest.setTimeout(120_000);
const publicDir = path.resolve(__dirname, "../../public");
const pages = readdirSync(publicDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".html") && !/^(_gatsby|admin|page-data)\//.test(file))
  .map((file) => path.join(publicDir, file));

test("the checker finds no error in any page", () => {
  // The checker writes its report to stderr.
  const { stderr } = spawnSync(
    "java",
    [
      "-jar",
      require.resolve("vnu-jar/build/dist/vnu.jar"),
      "--errors-only",
      "--format",
      "json",
      "--exit-zero-always",
      ...pages,
    ],
    { encoding: "utf8" },
  );
  const { messages } = JSON.parse(stderr) as { messages: { url: string; message: string }[] };
  // Its CSS parser does not know the `mask` shorthand that browsers have shipped since 2023.
  const errors = messages.filter(({ message }) => !message.startsWith("CSS: “mask”"));

  expect(pages.length).toBeGreaterThan(20);
  expect(errors.map(({ url, message }) => `${path.relative(publicDir, new URL(url).pathname)}: ${message}`)).toEqual(
    [],
  );
});
