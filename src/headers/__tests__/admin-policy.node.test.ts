// What the editor's policy keeps out, whatever it lets in: that the editor works under it is
// checked in a browser (under gatsby develop too, e2e/dev-server.spec.ts), that the build publishes it
// without the local backend in test/built/headers.test.ts.
import { adminContentSecurityPolicy, LOCAL_BACKEND_ORIGIN, localAdminContentSecurityPolicy } from "../policy";

const directivesOf = (policy: string) =>
  new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

const directives = directivesOf(adminContentSecurityPolicy);
const local = directivesOf(localAdminContentSecurityPolicy);

describe("the editor's response headers", () => {
  it("runs no inline script and loads scripts from the site only", () => {
    const scripts = directives.get("script-src") ?? [];
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts.filter((source) => !source.startsWith("'"))).toEqual([]);
  });

  it("refuses what it does not name, cannot be framed, and names its hosts one by one", () => {
    expect(directives.get("default-src")).toEqual(["'none'"]);
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    expect(directives.get("connect-src")?.filter((source) => source.includes("*"))).toEqual([]);
  });

  it("adds the local backend, and only that, for the local editor", () => {
    expect(local.get("connect-src")).toEqual([...(directives.get("connect-src") ?? []), LOCAL_BACKEND_ORIGIN]);
    expect([...local].filter(([name]) => name !== "connect-src")).toEqual(
      [...directives].filter(([name]) => name !== "connect-src"),
    );
  });
});
