// What the editor's policy keeps out, whatever it lets in: that the editor works under it is
// checked in a browser (e2e/cms.spec.ts fails on any policy violation at /admin/).
import { adminContentSecurityPolicy } from "../policy";

const directives = new Map(
  adminContentSecurityPolicy.split(";").map((directive) => {
    const [name = "", ...sources] = directive.trim().split(/\s+/);
    return [name, sources] as const;
  }),
);

describe("the editor's response headers", () => {
  it("runs no inline script and loads scripts from the site only", () => {
    const scripts = directives.get("script-src") ?? [];
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts.filter((source) => !source.startsWith("'"))).toEqual([]);
  });

  it("refuses what it does not name, and cannot be framed", () => {
    expect(directives.get("default-src")).toEqual(["'none'"]);
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("talks only to named hosts: no wildcard, no plain http beyond this machine", () => {
    const hosts = (directives.get("connect-src") ?? []).filter((source) => !["'self'", "blob:"].includes(source));
    expect(hosts.length).toBeGreaterThan(0);
    for (const host of hosts) {
      expect(host).not.toContain("*");
      const url = new URL(host);
      expect(url.protocol === "https:" || ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname)).toBe(true);
    }
  });
});
