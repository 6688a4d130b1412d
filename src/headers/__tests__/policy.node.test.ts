import { FALLBACK_DIRECTIVES, PAGE_HEADERS, SITE_HEADERS, contentSecurityPolicy, cspHash } from "../policy";

const directives = (policy: string): Map<string, string[]> =>
  new Map(
    policy.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

const withoutGtm = directives(
  contentSecurityPolicy({ tagManager: false, scriptHashes: [cspHash("a()"), cspHash("b()")] }),
);
const withGtm = directives(contentSecurityPolicy({ tagManager: true, scriptHashes: [cspHash("a()")] }));

describe("the content security policy", () => {
  test("allows an inline script by the base64 sha256 of its exact text, as browsers compute it", () => {
    // SHA-256 of the empty text, a published test vector: what a browser matches an empty <script> against.
    expect(cspHash("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    // Exact text: a script that gains a space or a line break is another script.
    expect(new Set([cspHash("a()"), cspHash(" a()"), cspHash("a()\n")]).size).toBe(3);
    expect(withoutGtm.get("script-src")).toEqual(["'self'", ...[cspHash("a()"), cspHash("b()")].sort()]);
  });

  test("names each hash once, in a stable order", () => {
    const policy = contentSecurityPolicy({
      tagManager: false,
      scriptHashes: [cspHash("b()"), cspHash("a()"), cspHash("b()")],
    });
    expect(policy).toBe(contentSecurityPolicy({ tagManager: false, scriptHashes: [cspHash("a()"), cspHash("b()")] }));
  });

  test("never allows inline script or eval wholesale", () => {
    for (const policy of [withoutGtm, withGtm]) {
      const scripts = policy.get("script-src") ?? [];
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts).not.toContain("'strict-dynamic'");
      expect(scripts.filter((source) => /^(https?:|\*|data:)$/.test(source))).toEqual([]);
    }
  });

  test("allows inline styles, which styled-components writes", () => {
    expect(withoutGtm.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });

  test("leaves default-src only what no other directive governs: same-origin prefetch", () => {
    expect(withoutGtm.get("default-src")).toEqual(["'self'"]);
    for (const policy of [withoutGtm, withGtm]) {
      const missing = FALLBACK_DIRECTIVES.filter((directive) => !policy.has(directive));
      expect(missing).toEqual([]);
    }
    for (const directive of ["frame-src", "child-src", "worker-src"]) {
      expect([directive, withGtm.get(directive)]).toEqual([directive, ["'none'"]]);
    }
  });

  test("locks down everything else", () => {
    expect(withoutGtm.get("object-src")).toEqual(["'none'"]);
    expect(withoutGtm.get("base-uri")).toEqual(["'none'"]);
    expect(withoutGtm.get("frame-ancestors")).toEqual(["'none'"]);
    expect(withoutGtm.get("form-action")).toEqual(["'self'"]);
    expect(withoutGtm.get("media-src")).toEqual(["'self'"]);
  });

  test("names no Google host without a Tag Manager container", () => {
    expect(contentSecurityPolicy({ tagManager: false, scriptHashes: [] })).not.toMatch(/google/);
  });

  test("allows Tag Manager's hosts only in script-src, img-src and connect-src", () => {
    const googleIn = [...withGtm].filter(([, sources]) => sources.some((source) => source.includes("google")));
    expect(googleIn.map(([name]) => name).sort()).toEqual(["connect-src", "img-src", "script-src"]);
    expect(withGtm.get("script-src")).toEqual(["'self'", cspHash("a()"), "https://www.googletagmanager.com"]);
    expect(withGtm.get("connect-src")).toEqual(
      expect.arrayContaining(["https://*.google-analytics.com", "https://*.analytics.google.com"]),
    );
  });
});

describe("the headers of every answer and of the pages", () => {
  const site = new Map(SITE_HEADERS.map((h) => [h.key, h.value]));
  const page = new Map(PAGE_HEADERS.map((h) => [h.key, h.value]));

  test("are the ones the site promises, the opener policy on pages only, the CSP in neither", () => {
    expect(site.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains; preload");
    expect(site.get("x-content-type-options")).toBe("nosniff");
    expect(site.get("x-frame-options")).toBe("DENY");
    expect(site.get("permissions-policy")).toBe("camera=(), microphone=(), geolocation=()");
    expect(site.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(page.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(site.has("cross-origin-opener-policy")).toBe(false);
    expect(site.has("content-security-policy")).toBe(false);
    expect(page.has("content-security-policy")).toBe(false);
  });
});
