import { adminContentSecurityPolicy, LOCAL_BACKEND_ORIGIN } from "../policy";

const directives = new Map(
  adminContentSecurityPolicy.split(";").map((directive) => {
    const [name = "", ...sources] = directive.trim().split(/\s+/);
    return [name, sources] as const;
  }),
);

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

  it("talks to GitHub and the local backend, and nowhere else", () => {
    expect(directives.get("connect-src")).toEqual([
      "'self'",
      "blob:",
      "https://api.github.com",
      "https://www.githubstatus.com",
      LOCAL_BACKEND_ORIGIN,
    ]);
  });
});
