// The policies' rules; the headers the build publishes are tested on the build (test/built/headers.test.ts).
import {
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  cspHash,
  LOCAL_BACKEND_ORIGIN,
  localAdminContentSecurityPolicy,
} from "../policy";

const directives = (policy: string): Map<string, string[]> =>
  new Map(
    policy.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

const [a, b] = [cspHash("a()"), cspHash("b()")];
const withoutGtm = directives(contentSecurityPolicy({ tagManager: false, scriptHashes: [b, a, b] }));
const withGtm = directives(contentSecurityPolicy({ tagManager: true, scriptHashes: [a] }));

describe("the pages' policy", () => {
  test("allows an inline script by the base64 sha256 of its exact text, each hash once in a stable order", () => {
    // SHA-256 of the empty text, a published test vector.
    expect(cspHash("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(new Set([a, cspHash(" a()"), cspHash("a()\n")]).size).toBe(3);
    expect(withoutGtm.get("script-src")).toEqual(["'self'", ...[a, b].sort()]);
  });

  test("never allows inline script or eval wholesale, and locks down what the pages do not use", () => {
    for (const policy of [withoutGtm, withGtm]) {
      const scripts = policy.get("script-src") ?? [];
      expect(scripts.filter((source) => /unsafe|strict-dynamic|^(https?:|\*|data:)$/.test(source))).toEqual([]);
      for (const name of ["frame-src", "child-src", "worker-src", "object-src", "base-uri", "frame-ancestors"]) {
        expect([name, policy.get(name)]).toEqual([name, ["'none'"]]);
      }
    }
    expect(withoutGtm.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });

  test("allows Tag Manager's hosts only with a container, and only in script-src, img-src and connect-src", () => {
    expect([...withoutGtm.values()].flat().filter((source) => source.includes("google"))).toEqual([]);
    const googleIn = [...withGtm].filter(([, sources]) => sources.some((source) => source.includes("google")));
    expect(googleIn.map(([name]) => name).sort()).toEqual(["connect-src", "img-src", "script-src"]);
    expect(withGtm.get("script-src")).toEqual(["'self'", a, "https://www.googletagmanager.com"]);
  });
});

describe("the editor's policy", () => {
  const admin = directives(adminContentSecurityPolicy);
  const local = directives(localAdminContentSecurityPolicy);

  test("runs no inline script, refuses what it does not name, and names its hosts one by one", () => {
    expect(admin.get("script-src")).toEqual(["'self'", "'unsafe-eval'"]);
    expect(admin.get("default-src")).toEqual(["'none'"]);
    expect(admin.get("frame-ancestors")).toEqual(["'none'"]);
    expect(admin.get("connect-src")?.filter((source) => source.includes("*"))).toEqual([]);
  });

  test("adds the local backend, and only that, for the local editor", () => {
    expect(local.get("connect-src")).toEqual([...(admin.get("connect-src") ?? []), LOCAL_BACKEND_ORIGIN]);
    local.delete("connect-src");
    admin.delete("connect-src");
    expect(local).toEqual(admin);
  });
});
