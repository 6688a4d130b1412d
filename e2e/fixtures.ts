// Shared test fixture: every page in every spec runs with requests to Google's hosts
// answered locally, so no test ever sends anything off this machine.
import {
  test as base,
  expect,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
  type Response,
  type Route,
} from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { randomBytes } from "node:crypto";
import forms from "../content/forms.json";

export const googleHosts = /^https?:\/\/([^/]+\.)?(googletagmanager|google-analytics|doubleclick|google)\.(com|net)\//;

export interface GoogleTraffic {
  requests: string[];
}

export const test = base.extend<{ googleTraffic: GoogleTraffic }>({
  googleTraffic: [
    async ({ context }, use) => {
      const traffic: GoogleTraffic = { requests: [] };
      await context.route(googleHosts, async (route: Route) => {
        traffic.requests.push(route.request().url());
        const isScript = route.request().resourceType() === "script";
        await route.fulfill({
          status: 200,
          contentType: isScript ? "application/javascript" : "text/plain",
          body: isScript ? "window.__fakeGtmLoaded = true;" : "",
        });
      });
      await use(traffic);
    },
    { auto: true },
  ],
});

export { expect };

/** The contact form's fields by their labels, as a visitor finds them. */
export const contactLabels = {
  name: forms.contact.nameLabel,
  email: forms.contact.emailLabel,
  phone: forms.contact.phoneLabel,
  subject: forms.contact.subjectLabel,
  message: forms.contact.messageLabel,
} as const;

export const contactForm = (page: Page) => page.getByRole("form", { name: forms.contact.formName });
export const newsletterForm = (page: Page) => page.getByRole("form", { name: forms.newsletter.formName });
export const toast = (page: Page, title: string) =>
  page.locator("[data-rht-toaster]").getByText(title, { exact: true });

/** Fills the contact form's fields by their labels. */
export async function fillContact(page: Page, values: Partial<Record<keyof typeof contactLabels, string>>) {
  for (const [name, value] of Object.entries(values) as [keyof typeof contactLabels, string][]) {
    await contactForm(page).getByRole("textbox", { name: contactLabels[name], exact: true }).fill(value);
  }
}

/** The functions limit posts per client and trust X-Forwarded-For here: each call makes the context a client of its own. */
export const asNewClient = (context: BrowserContext) =>
  context.setExtraHTTPHeaders({ "x-forwarded-for": `10.${[...randomBytes(3)].join(".")}` });

/** The data layer as JSON: gtag() commands (Arguments objects) become arrays. */
export function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === "[object Arguments]" ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  );
}

/**
 * Waits until React has hydrated the page, so client-side behaviour is testable: gatsby-browser
 * marks <html> in onInitialClientRender.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Comes to the form as a visitor does (its code loads once it is near the viewport) and waits until
 * its script has taken over (it marks itself once React has hydrated it).
 */
export async function waitForFormEnhancement(form: Locator): Promise<void> {
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute("data-enhanced", "");
}

/** Every script the page requests from now on, by path: call it before the page loads. */
export function scriptRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/**
 * Scrolls down half a screen at a time with the mouse wheel, as a visitor does, so every lazy
 * picture and video is asked for, then back to the top. Works with scripts off too.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = (page.viewportSize()?.height ?? 800) / 2;
  for (let top = 0; top < height; top += step) await page.mouse.wheel(0, step);
  await page.mouse.wheel(0, -height);
}

/** Collects the layout shifts no tap or key press explains (the ones CLS counts). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** Keeps the web font out, so a check of layout shifts with another cause is not mixed with the font's swap. */
export async function keepWebFontOut(page: Page): Promise<void> {
  await page.route("**/*.woff2", (route) => route.abort());
}

export const totalShift = (shifts: number[]) => shifts.reduce((sum, value) => sum + value, 0);

export const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as Window & { layoutShifts?: number[] }).layoutShifts ?? []);

// A container that loads a GA4 tag, which sends its hits the three ways a real one does.
const fakeContainer = `(function(){var s=document.createElement("script");s.async=true;
  s.src="https://www.googletagmanager.com/gtag/js?id=G-TEST123";document.head.appendChild(s);})();`;
const fakeGtag = `(function(){
  fetch("https://region1.google-analytics.com/g/collect?v=2&tid=G-TEST123&en=page_view",{method:"POST",mode:"no-cors",keepalive:true});
  new Image().src="https://www.google-analytics.com/g/collect?v=2&tid=G-TEST123&en=page_view";
  new Image().src="https://www.googletagmanager.com/a?id=G-TEST123";
})();`;

/** Answers Google's hosts with the stand-in; returns the hits the tag sent. */
export async function answerGoogleLocally(page: Page): Promise<string[]> {
  const hits: string[] = [];
  await page.route(googleHosts, async (route) => {
    const url = route.request().url();
    if (url.startsWith("https://www.googletagmanager.com/gtm.js"))
      return route.fulfill({ contentType: "application/javascript", body: fakeContainer });
    if (url.startsWith("https://www.googletagmanager.com/gtag/js"))
      return route.fulfill({ contentType: "application/javascript", body: fakeGtag });
    hits.push(url);
    return route.fulfill({ contentType: "image/gif", body: Buffer.from("R0lGODlhAQABAAAAACw=", "base64") });
  });
  return hits;
}

/**
 * Every violation the page reports and every uncaught error, read once no
 * request of the page is on its way any more (a violation is reported as a blocked request starts).
 */
export async function recordProblems(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  const pending = new Set<Request>();
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (/^CSP |Content Security Policy/.test(message.text())) problems.push(message.text());
  });
  // A looping film is streamed as long as it plays.
  page.on("request", (request) => void (request.resourceType() !== "media" && pending.add(request)));
  page.on("requestfinished", (request) => void pending.delete(request));
  page.on("requestfailed", (request) => void pending.delete(request));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP ${event.effectiveDirective} blocked ${event.blockedURI}`),
    );
  });
  return async () => {
    await expect.poll(() => pending.size).toBe(0);
    return problems;
  };
}

/** axe-core's serious and critical violations on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    // Only the violations are read: axe then skips describing every node that passes.
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    );
}

// Every page fits every screen: at these widths no page scrolls sideways and no heading or
// paragraph has text running out of its box or off the screen (long Norwegian compounds included).
const WIDTHS = [320, 390, 768, 1024, 1440, 1920] as const;
const HEIGHT = 900;

/** Everything that does not fit at the current width, described for the failure message. */
function overflowAtThisWidth(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const problems: string[] = [];
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > width) problems.push(`the page is ${pageWidth} px wide`);

    // Visually hidden text for screen readers sits in a 1 × 1 px box or behind a clip: not for the eye.
    const visuallyHidden = (element: Element): boolean => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const box = node.getBoundingClientRect();
        if (box.width <= 1 && box.height <= 1) return true;
        if (getComputedStyle(node).clip !== "auto") return true;
      }
      return false;
    };

    for (const element of document.querySelectorAll("h1, h2, h3, h4, p")) {
      if (!element.checkVisibility({ visibilityProperty: true }) || visuallyHidden(element)) continue;
      const box = element.getBoundingClientRect();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const parent = text.parentElement;
        if (!text.textContent?.trim() || !parent || (parent !== element && visuallyHidden(parent))) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        const right = Math.max(
          ...Array.from(range.getClientRects(), (rect) => (rect.width > 0 ? rect.right : -Infinity)),
        );
        if (right === -Infinity) continue;
        const where = `<${element.tagName.toLowerCase()}> "${text.textContent.trim().slice(0, 40)}"`;
        if (right > box.right + 1) problems.push(`${where} runs ${Math.round(right - box.right)} px out of its box`);
        if (right > width + 1) problems.push(`${where} runs ${Math.round(right - width)} px off the screen`);
      }
    }
    return problems;
  });
}

/** What does not fit at each width from 320 to 1920 px, the page resized from width to width. */
export async function overflowAtEveryWidth(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    // The web font and the layout at the new width, before measuring.
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    for (const problem of await overflowAtThisWidth(page)) found.push(`${width} px: ${problem}`);
  }
  return found;
}

/** A failed request as a report line; a call to the editor's backend names its action and file, its address does not. */
export const failedRequest = (response: Response): string =>
  [response.status(), response.url(), response.request().postData()?.slice(0, 200)].filter(Boolean).join(" ");
