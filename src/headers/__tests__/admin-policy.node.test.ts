// What the editor's policy keeps out, whatever it lets in: that the editor works under it is
// checked in a browser, that the build publishes it without the local backend in test/built/headers.test.ts.
import { localEditorHeaders } from "../local-editor";
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

describe("the development server's editor headers", () => {
  /** The headers the middleware sets for a request to `path`, and whether it passed the request on. */
  function answer(path: string) {
    const headers: Record<string, string> = {};
    let passed = false;
    localEditorHeaders({ path }, { setHeader: (name, value) => (headers[name] = value) }, () => (passed = true));
    return { headers, passed };
  }

  it("gives the editor's page, at each of its paths, the local editor's policy, noindex and its opener policy", () => {
    for (const path of ["/admin", "/admin/", "/admin/index.html"]) {
      expect(answer(path)).toEqual({
        headers: {
          "content-security-policy": localAdminContentSecurityPolicy,
          "cross-origin-opener-policy": "same-origin-allow-popups",
          "x-robots-tag": "noindex",
        },
        passed: true,
      });
    }
  });

  it("leaves the editor's files and the site's pages alone", () => {
    for (const path of ["/admin/cms.js", "/", "/kontakt", "/administrasjon"]) {
      expect(answer(path)).toEqual({ headers: {}, passed: true });
    }
  });
});
