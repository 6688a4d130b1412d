import { createHash } from "node:crypto";
import { formatHeaders, headersFor, parseHeaders } from "../netlify-headers";
import { STATIC_SECURITY_HEADERS, contentSecurityPolicy, cspHash, gatsbyHeaders } from "../policy";

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
  test("allows an inline script by the base64 sha256 of its exact text", () => {
    const digest = createHash("sha256").update("a()").digest("base64");
    expect(cspHash("a()")).toBe(`'sha256-${digest}'`);
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

  test("locks down everything else", () => {
    expect(withoutGtm.get("default-src")).toEqual(["'none'"]);
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

describe("the static security headers", () => {
  const headers = new Map(STATIC_SECURITY_HEADERS.map((h) => [h.key, h.value]));

  test("are the ones the site promises, without the CSP (which the build writes)", () => {
    expect(headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains; preload");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("permissions-policy")).toBe("camera=(), microphone=(), geolocation=()");
    expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(headers.get("x-xss-protection")).toBe("0");
    expect(headers.has("content-security-policy")).toBe(false);
  });

  test("are spelt in lower case, so Gatsby's defaults of the same name are replaced, not doubled", () => {
    for (const key of headers.keys()) expect(key).toBe(key.toLowerCase());
  });

  // What gatsby-adapter-netlify writes into _headers on Netlify: Gatsby's defaults for every path,
  // a year's caching for the files named by their content, then gatsby-config's headers.
  const netlify = parseHeaders(
    formatHeaders("as the adapter writes it", [
      {
        path: "/*",
        headers: [
          { key: "cache-control", value: "public, max-age=0, must-revalidate" },
          { key: "x-xss-protection", value: "1; mode=block" },
          { key: "x-content-type-options", value: "nosniff" },
          { key: "referrer-policy", value: "same-origin" },
          { key: "x-frame-options", value: "DENY" },
        ],
      },
      { path: "/static/*", headers: [{ key: "cache-control", value: "public, max-age=31536000, immutable" }] },
      {
        path: "/app-0123456789abcdef0123.js",
        headers: [{ key: "cache-control", value: "public, max-age=31536000, immutable" }],
      },
      ...gatsbyHeaders.map(({ source, headers }) => ({ path: source, headers })),
    ]),
  );

  test("reach a page next to Gatsby's no-cache default", () => {
    const page = headersFor(netlify, "/kontakt");
    expect(page.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(page.get("x-xss-protection")).toBe("0");
    expect(page.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(page.has("content-security-policy")).toBe(false);
  });

  test("leave the year-long immutable caching of hashed assets alone", () => {
    for (const asset of ["/app-0123456789abcdef0123.js", "/static/ab/c.png"]) {
      expect(headersFor(netlify, asset).get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
  });
});
