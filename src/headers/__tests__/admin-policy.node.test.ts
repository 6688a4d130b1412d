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
  it("runs no inline script: the editor is script files only", () => {
    expect(directives.get("script-src")).not.toContain("'unsafe-inline'");
    expect(directives.get("script-src")).toEqual(["'self'", "'unsafe-eval'"]);
  });

  it("refuses what it does not name, and cannot be framed", () => {
    expect(directives.get("default-src")).toEqual(["'none'"]);
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("talks to GitHub in production, and nowhere else: no http: source, no local backend", () => {
    expect(directives.get("connect-src")).toEqual([
      "'self'",
      "blob:",
      "https://api.github.com",
      "https://www.githubstatus.com",
    ]);
    expect(adminContentSecurityPolicy).not.toMatch(/http:|localhost/);
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
