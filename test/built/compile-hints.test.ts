// V8's compile hint (`//# allFunctionsCalledOnLoad` on a script's first line) has a script compiled
// while it downloads, off the main thread. It belongs on the two files every page runs almost
// entirely as it starts (React in framework, Gatsby's runtime and the layout in app), and on no
// chunk that loads later or runs only in part: those would be compiled whole for nothing.
import { readFileSync } from "node:fs";
import path from "node:path";

const HINT = "//# allFunctionsCalledOnLoad";
const publicDir = path.resolve(__dirname, "../../public");

/** Every script of the build, from webpack's record of the chunks it wrote. */
function builtScripts(): string[] {
  const stats = JSON.parse(readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
    assetsByChunkName: Record<string, string[]>;
  };
  return [...new Set(Object.values(stats.assetsByChunkName).flat())].filter((file) => file.endsWith(".js"));
}

// The hint must be a line of its own: glued to the code, it would comment the code out.
test("only framework and app start with V8's compile hint, on a line of its own", () => {
  const hinted = builtScripts().filter(
    (file) => readFileSync(path.join(publicDir, file), "utf8").split("\n", 1)[0] === HINT,
  );
  expect(hinted.map((file) => file.replace(/-[0-9a-f]+\.js$/, "")).sort()).toEqual(["app", "framework"]);
});
