// Security headers and the Content-Security-Policy, against the production build served by
// scripts/serve.mjs (built with GATSBY_GTM_ID set, as `npm test` does). Every route is loaded
// without a choice, declined and accepted, with Google's hosts answered locally by a stand-in
// container that makes the requests a GA4 tag makes; no CSP violation may occur anywhere.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { Page, Route } from "@playwright/test";
import { adminContentSecurityPolicy } from "../src/headers/policy";
import { pageRoutes } from "../scripts/chromium";
import { expect, googleHosts, scrollThrough, test, waitForHydration } from "./fixtures";
import { site } from "../test/support/site-content";

const publicDir = path.resolve("public");

// Every page of the build (so a new page is covered without editing this list); the editor has a
// policy of its own, tested below and in cms.spec.ts.
const routes = fs.existsSync(publicDir) ? pageRoutes(publicDir) : ["/"];
const tagManagerBuilt = fs.existsSync(path.join(publicDir, "_headers"))
  ? fs.readFileSync(path.join(publicDir, "_headers"), "utf8").includes("https://www.googletagmanager.com")
  : false;

// ---- a stand-in Tag Manager container with a GA4 tag -------------------------------------

const fakeContainer = `(function(){
  var s=document.createElement("script");s.async=true;
  s.src="https://www.googletagmanager.com/gtag/js?id=G-TEST123";document.head.appendChild(s);
})();`;
const fakeGtag = `(function(){
  fetch("https://region1.google-analytics.com/g/collect?v=2&tid=G-TEST123&en=page_view",{method:"POST",mode:"no-cors",keepalive:true});
  fetch("https://region1.analytics.google.com/g/collect?v=2&tid=G-TEST123&en=page_view",{method:"POST",mode:"no-cors",keepalive:true});
  new Image().src="https://www.google-analytics.com/g/collect?v=2&tid=G-TEST123&en=page_view";
  new Image().src="https://www.googletagmanager.com/a?id=G-TEST123";
  window.__fakeGa4Sent=true;
})();`;
const gif = Buffer.from("R0lGODlhAQABAAAAACw=", "base64");

async function answerGoogleLocally(page: Page, seen: string[]): Promise<void> {
  await page.route(googleHosts, async (route: Route) => {
    const url = route.request().url();
    seen.push(url);
    if (url.startsWith("https://www.googletagmanager.com/gtm.js")) {
      await route.fulfill({ contentType: "application/javascript", body: fakeContainer });
    } else if (url.startsWith("https://www.googletagmanager.com/gtag/js")) {
      await route.fulfill({ contentType: "application/javascript", body: fakeGtag });
    } else {
      await route.fulfill({ contentType: "image/gif", body: gif });
    }
  });
}

// ---- CSP violations, as the page itself reports them ---------------------------------------

type Violation = { directive: string; blocked: string; sample: string };

async function recordViolations(page: Page): Promise<{ violations: () => Promise<Violation[]>; console: string[] }> {
  const messages: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (/Content Security Policy|Content-Security-Policy|Refused to (load|execute|apply|connect|frame)/i.test(text)) {
      messages.push(text);
    }
  });
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as Window & { __cspViolations?: Violation[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample }),
    );
  });
  return {
    console: messages,
    violations: () => page.evaluate(() => (window as Window & { __cspViolations?: Violation[] }).__cspViolations ?? []),
  };
}

async function seedConsent(page: Page, choice: "accepted" | "declined" | null): Promise<void> {
  if (!choice) return;
  await page.addInitScript((value) => localStorage.setItem("cookie-consent", value), choice);
}

// ---- headers -------------------------------------------------------------------------------

function expectSecurityHeaders(headers: Record<string, string>): void {
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  for (const directive of [
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "frame-src 'none'",
    "worker-src 'none'",
    "form-action 'self'",
    "media-src 'self'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("same-origin");
  expect(headers["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=()");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["x-xss-protection"]).toBe("1; mode=block");
  expect(headers["access-control-allow-origin"]).toBeUndefined();
}

test.describe("response headers", () => {
  for (const route of routes) {
    test(`${route} is served with every security header`, async ({ request }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      expectSecurityHeaders(response.headers());
      expect(response.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    });
  }

  test("/admin/ is served with the editor's own policy, and never indexed", async ({ request }) => {
    const answer = await request.get("/admin/", { maxRedirects: 0 });
    expect(answer.status()).toBe(200);
    // Its scripts are named relative to /admin/, so it must be served there, not at /admin.
    expect((await request.get("/admin", { maxRedirects: 0 })).headers().location).toBe("/admin/");
    expect((await request.get("/admin/decap-cms-app.js", { maxRedirects: 0 })).status()).toBe(200);
    const headers = answer.headers();
    expect(headers["content-security-policy"]).toBe(adminContentSecurityPolicy);
    expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers["x-robots-tag"]).toBe("noindex");
    expect(headers["strict-transport-security"]).toBeDefined();
  });

  test("the 404 page has the headers of every page, its own policy, and is never cached as immutable", async ({
    request,
  }) => {
    const page = (await request.get("/404.html")).headers();
    for (const missing of ["/finnes-ikke", "/static/finnes/ikke.png", "/app-00000000000000000000.js"]) {
      const response = await request.get(missing);
      expect(response.status()).toBe(404);
      const headers = response.headers();
      expectSecurityHeaders(headers);
      expect(headers["content-security-policy"]).toBe(page["content-security-policy"]);
      expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    }
  });

  test("hashed assets are cached for a year, page data not at all", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const script = /"(\/app-[0-9a-f]{20}\.js)"/.exec(html)?.[1];
    const staticFile = /(\/static\/[0-9a-f]{32}\/[^"' ]+\.(?:avif|webp|jpg|png))/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect(staticFile).toBeDefined();
    for (const asset of [script, staticFile]) {
      const headers = (await request.get(asset ?? "")).headers();
      expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      // The headers of every answer, but the page policy only on pages.
      expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
      expect(headers["content-security-policy"]).toBeUndefined();
      expect(headers["cross-origin-opener-policy"]).toBeUndefined();
    }
    for (const data of ["/page-data/index/page-data.json", "/page-data/app-data.json"]) {
      expect((await request.get(data)).headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    }
  });

  test("the functions never answer with a CORS header", async ({ request }) => {
    for (const endpoint of ["/api/send-contact-email", "/api/mailchimp-subscribe"]) {
      const preflight = await request.fetch(endpoint, {
        method: "OPTIONS",
        headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
      });
      const post = await request.post(endpoint, {
        headers: { origin: "https://evil.example", "content-type": "application/json" },
        data: {},
      });
      for (const response of [preflight, post]) {
        expect(Object.keys(response.headers()).filter((name) => name.startsWith("access-control-"))).toEqual([]);
      }
      expect(post.status()).toBe(403);
    }
  });

  test("Netlify's configuration, dotfiles and source maps are not served in any spelling", async ({ baseURL }) => {
    // Playwright's request normalises paths, so these go out exactly as written.
    for (const target of [
      "/_headers",
      "/%5fheaders",
      "/%5Fheaders",
      "//_headers",
      "///_headers",
      "/_HEADERS",
      "/static/../_headers",
      "/%2e/_headers",
      "/_redirects",
      "/.env",
      "/%2egitignore",
      "/app.js.map",
    ]) {
      const answer = await rawGet(baseURL ?? "", target);
      expect([target, answer.status]).toEqual([target, 404]);
      expect(answer.body).not.toContain("content-security-policy:");
      expectSecurityHeaders(answer.headers);
    }
    expect(fs.readdirSync(publicDir, { recursive: true }).filter((file) => String(file).endsWith(".map"))).toEqual([]);
  });

  test("no redirect points at another host", async ({ baseURL }) => {
    for (const target of ["//kontakt/", "///kontakt/", "/\\kontakt/"]) {
      const answer = await rawGet(baseURL ?? "", target);
      const location = answer.headers.location ?? "";
      expect([target, location]).not.toEqual([target, expect.stringMatching(/^[/\\]{2}/)]);
    }
  });
});

/** One GET with the path exactly as written. */
function rawGet(
  baseURL: string,
  target: string,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.get({ host: hostname, port, path: target, agent: false }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: Object.fromEntries(
            Object.entries(response.headers).map(([name, value]) => [name, String(value)]),
          ) as Record<string, string>,
          body,
        }),
      );
    });
    request.on("error", reject);
  });
}

// ---- the policy in a browser -----------------------------------------------------------------

for (const choice of [null, "declined", "accepted"] as const) {
  test.describe(`with consent ${choice ?? "not yet given"}`, () => {
    for (const route of routes) {
      test(`${route} runs without a CSP violation`, async ({ page }) => {
        const google: string[] = [];
        await answerGoogleLocally(page, google);
        const csp = await recordViolations(page);
        await seedConsent(page, choice);
        await page.goto(route);
        await waitForHydration(page);
        await scrollThrough(page);
        if (choice && tagManagerBuilt) {
          // The stand-in container ran under the policy and sent its measurement hits.
          await page.waitForFunction(() => (window as Window & { __fakeGa4Sent?: boolean }).__fakeGa4Sent === true);
          await expect.poll(() => google.filter((url) => url.includes("/g/collect")).length).toBeGreaterThanOrEqual(3);
        } else {
          expect(google).toEqual([]);
        }
        await page.waitForTimeout(300);
        expect(await csp.violations()).toEqual([]);
        expect(csp.console).toEqual([]);
      });
    }
  });
}

test("Gatsby navigates client-side under the policy", async ({ page }) => {
  const csp = await recordViolations(page);
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(() => ((window as Window & { __samePage?: boolean }).__samePage = true));
  await page.locator('main a[href^="/tjenester/"]').first().click();
  await expect(page).toHaveURL(/\/tjenester\//);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("banner").locator('a[href="/prosjekter"]').first().click();
  await expect(page).toHaveURL(/\/prosjekter$/);
  await expect(page.getByRole("heading", { level: 1, name: site.projectsPage.heading })).toBeVisible();
  // No full page load happened: the marker set on the first page is still there.
  expect(await page.evaluate(() => (window as Window & { __samePage?: boolean }).__samePage)).toBe(true);
  expect(await csp.violations()).toEqual([]);
  expect(csp.console).toEqual([]);
});

test("the hero video plays under the policy", async ({ page }) => {
  const csp = await recordViolations(page);
  await page.goto("/");
  await waitForHydration(page);
  const video = page.locator("video").first();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0.2), {
      timeout: 15_000,
    })
    .toBe(true);
  const source = await video.evaluate((element: HTMLVideoElement) => new URL(element.currentSrc).pathname);
  // One of the loops the build made of the hero's film.
  expect(source).toMatch(/^\/static\/[0-9a-f]{32}\/hero\.(webm|mp4)$/);
  expect(await csp.violations()).toEqual([]);
  expect(csp.console).toEqual([]);
});

test.describe("the 404 page's own policy", () => {
  /** Runs an inline script the page never had, as an injection would; whether it ran. */
  const injectScript = (page: Page) =>
    page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true;";
      document.body.append(script);
      return (window as Window & { __injected?: boolean }).__injected === true;
    });

  // Netlify answers a path that is no file with 404.html and no policy header (the header rules
  // of such a path name none), so the header is taken off here: the page's <meta> alone holds.
  for (const header of ["without", "with"] as const) {
    test(`an unknown path runs the 404 page's scripts and refuses injected ones, ${header} a policy header`, async ({
      page,
    }) => {
      if (header === "without") {
        await page.route("**/finnes-ikke", async (route) => {
          const response = await route.fetch();
          const headers = { ...response.headers() };
          delete headers["content-security-policy"];
          await route.fulfill({ response, headers });
        });
      }
      const csp = await recordViolations(page);
      const response = await page.goto("/finnes-ikke");
      expect(response?.status()).toBe(404);
      expect(response?.headers()["content-security-policy"] === undefined).toBe(header === "without");
      await waitForHydration(page);
      await scrollThrough(page);
      await page.waitForTimeout(300);
      expect(await csp.violations()).toEqual([]);
      expect(csp.console).toEqual([]);
      expect(await injectScript(page)).toBe(false);
      await expect
        .poll(async () => (await csp.violations()).map((violation) => violation.directive))
        .toContain("script-src-elem");
      // The page still works: the site's navigation takes the visitor home.
      await page.getByRole("banner").locator('a[href="/"]').first().click();
      await expect(page).toHaveURL(/\/$/);
      await waitForHydration(page);
      expect((await csp.violations()).filter((violation) => violation.directive !== "script-src-elem")).toEqual([]);
    });
  }
});
