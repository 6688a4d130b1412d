// The conversion events in the data layer, against a build made with GATSBY_GTM_ID: a confirmed
// contact message, a newsletter signup, taps on phone and e-mail links and the case study's link
// to the customer. The forms talk to the served functions (the Maildir, the Mailchimp stand-in);
// Google's hosts are answered locally by the shared fixture. After every test, each event in the
// data layer is checked for personal data.
import type { BrowserContext, Page, Route } from "@playwright/test";
import { randomUUID } from "node:crypto";
import {
  asNewClient,
  contactForm,
  dataLayer,
  expect,
  fillContact,
  newsletterForm,
  test,
  toast,
  waitForFormEnhancement,
  waitForHydration,
} from "./fixtures";
import { fillTemplate } from "../src/content-model/fill-template";
import sara from "../content/team/sara-fjellheim.json";
import { site } from "../test/support/site-content";
import { expectAtMailchimp, waitForMail } from "./support/inbox";
import copy from "../content/forms.json";

const SITE_EVENTS = ["generate_lead", "sign_up", "contact_click", "select_content"];
/** The only fields an event may have: anything else could be something a visitor typed. */
const ALLOWED_FIELDS = ["event", "form", "method", "channel", "content_type", "content_id", "link_domain", "page_path"];

const banner = (page: Page) => page.getByRole("region", { name: site.consent.heading });
// The first person on the team, as their card names the links.
const fornavn = sara.name.split(" ")[0] ?? sara.name;
const callSara = fillTemplate("callPerson", site.ui.callPerson, { fornavn });
const mailSara = fillTemplate("emailPerson", site.ui.emailPerson, { fornavn });

const uniqueToken = () => `analytics-${randomUUID().slice(0, 13)}`;

/** What a visitor types, per test, so the check after it can look for every value. */
const typed: string[] = [];

function contactValues(token: string) {
  const values = {
    name: "Kari Nordmann",
    email: `kari.${token}@example.no`,
    phone: "+47 987 65 432",
    subject: `Tilbud ${token}`,
    message: `Hei! Vi trenger en ny nettside. ${token}`,
  };
  typed.push(...Object.values(values));
  return values;
}

async function signUp(page: Page, address: string): Promise<void> {
  typed.push(address);
  await waitForFormEnhancement(newsletterForm(page));
  await newsletterForm(page).getByRole("textbox", { name: copy.newsletter.emailLabel }).fill(address);
  await newsletterForm(page).getByRole("button", { name: copy.newsletter.submit }).click();
}

const isSiteEvent = (entry: unknown): entry is Record<string, unknown> =>
  typeof entry === "object" && entry !== null && SITE_EVENTS.includes(String((entry as { event?: unknown }).event));

async function siteEvents(page: Page): Promise<Record<string, unknown>[]> {
  return (await dataLayer(page)).filter(isSiteEvent);
}

/** The analytics_storage consent in effect for each site event, in data-layer order. */
async function consentAtEachEvent(page: Page): Promise<string[]> {
  let state = "";
  const seen: string[] = [];
  for (const entry of await dataLayer(page)) {
    if (Array.isArray(entry) && entry[0] === "consent") {
      state = String((entry[2] as { analytics_storage?: unknown }).analytics_storage);
    } else if (isSiteEvent(entry)) {
      seen.push(state);
    }
  }
  return seen;
}

async function visit(page: Page, pagePath: string, stored: "accepted" | "declined" | null): Promise<void> {
  if (stored) {
    await page.addInitScript((value) => window.localStorage.setItem("cookie-consent", value), stored);
  }
  await page.goto(pagePath);
  await waitForHydration(page);
}

/** Headless Chromium has nowhere to hand a tel: or mailto: link; the page keeps its place (our listener still hears the click first). */
async function keepContactLinksOnPage(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.addEventListener("click", (event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (link && /^(tel|mailto):/i.test(link.getAttribute("href") ?? "")) event.preventDefault();
    });
  });
}

test.beforeEach(async ({ context }) => {
  typed.length = 0;
  await asNewClient(context);
  await keepContactLinksOnPage(context);
});

test.afterEach(async ({ page }) => {
  if (page.isClosed()) return;
  // The agency's own numbers and addresses stay out too: an event says which channel, never which line.
  const forbidden = [...typed, "Kari", "@", "fjellsynmedia.no", "912 34 567", "4791234567", "4792345678"];
  for (const event of await siteEvents(page)) {
    expect(
      Object.keys(event).every((key) => ALLOWED_FIELDS.includes(key)),
      JSON.stringify(event),
    ).toBe(true);
    const text = JSON.stringify(event);
    for (const value of forbidden) expect(text, `${text} carries "${value}"`).not.toContain(value);
    expect(text).not.toMatch(/\d{5,}|\?/);
  }
});

test.describe("after accepting cookies", () => {
  test("a message whose answer was lost leaves no event; its retry, recognised, leaves exactly one generate_lead", async ({
    page,
  }) => {
    // The first attempt reaches the function and is delivered, but the answer never reaches the page.
    let attempts = 0;
    await page.route("**/api/send-contact-email", async (route: Route) => {
      attempts += 1;
      if (attempts > 1) return route.continue();
      await route.fetch();
      return route.abort("connectionreset");
    });
    // Query strings (a campaign link may carry an address) never reach an event.
    await visit(page, "/kontakt?utm_source=nyhetsbrev&e=kari%40example.no", null);
    await banner(page).getByRole("button", { name: site.consent.accept }).click();
    const token = uniqueToken();
    await waitForFormEnhancement(contactForm(page));
    await fillContact(page, contactValues(token));
    const send = contactForm(page).getByRole("button", { name: copy.contact.submit });

    await send.click();
    await expect(toast(page, copy.contact.failureTitle)).toBeVisible();
    expect(await siteEvents(page)).toEqual([]);
    await send.click();

    await expect(toast(page, copy.contact.successTitle)).toBeVisible();
    // The server knew the key: one message in the inbox, and one lead.
    expect(await waitForMail(token)).toHaveLength(1);
    expect(await siteEvents(page)).toEqual([{ event: "generate_lead", form: "contact", page_path: "/kontakt" }]);
    expect(await consentAtEachEvent(page)).toEqual(["granted"]);
  });

  test("a signup the function refused leaves none; one it confirmed leaves exactly one sign_up", async ({ page }) => {
    let refused = false;
    await page.route("**/api/mailchimp-subscribe", (route) => {
      if (refused) return route.continue();
      refused = true;
      return route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "nede" }) });
    });
    await visit(page, "/prosjekter", "accepted");
    const address = `${uniqueToken()}@example.no`;

    await signUp(page, address);
    await expect(toast(page, copy.newsletter.failureTitle)).toBeVisible();
    expect(await siteEvents(page)).toEqual([]);
    await newsletterForm(page).getByRole("button", { name: copy.newsletter.submit }).click();

    await expect(toast(page, copy.newsletter.successTitle)).toBeVisible();
    await expectAtMailchimp(address);
    expect(await siteEvents(page)).toEqual([{ event: "sign_up", method: "newsletter", page_path: "/prosjekter" }]);
  });

  test("the footer's, the contact section's and the team cards' links report their channel and page", async ({
    page,
  }) => {
    await visit(page, "/kontakt", "accepted");
    await page.getByRole("contentinfo").locator('a[href^="tel:"]').click();
    await page.getByRole("main").locator('a[href^="mailto:"]').first().click();
    expect(await siteEvents(page)).toEqual([
      { event: "contact_click", channel: "phone", page_path: "/kontakt" },
      { event: "contact_click", channel: "email", page_path: "/kontakt" },
    ]);
    await page.goto("/om-fjellsyn");
    await waitForHydration(page);
    await page.getByRole("link", { name: callSara, exact: true }).first().click();
    await page.getByRole("link", { name: mailSara, exact: true }).first().click();

    // A new page has a new data layer: the one on the about page holds its own two clicks.
    expect(await siteEvents(page)).toEqual([
      { event: "contact_click", channel: "phone", page_path: "/om-fjellsyn" },
      { event: "contact_click", channel: "email", page_path: "/om-fjellsyn" },
    ]);
  });

  test("the case study's link to the customer leaves one select_content with the case study", async ({
    page,
    context,
  }) => {
    await context.route("https://www.fixano.no/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Fixano</title>" }),
    );
    await visit(page, "/case-study/fixano", "accepted");

    const opened = context.waitForEvent("page");
    await page.getByRole("link", { name: /Besøk Fixano/ }).click();
    await (await opened).close();

    expect(await siteEvents(page)).toEqual([
      {
        event: "select_content",
        content_type: "case_study",
        content_id: "fixano",
        link_domain: "www.fixano.no",
        page_path: "/case-study/fixano",
      },
    ]);
  });
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 915 } });

  test("a tap on a team member's phone icon leaves one contact_click", async ({ page }) => {
    await visit(page, "/om-fjellsyn", "accepted");

    await page.getByRole("link", { name: callSara, exact: true }).first().tap();

    expect(await siteEvents(page)).toEqual([{ event: "contact_click", channel: "phone", page_path: "/om-fjellsyn" }]);
  });
});

test.describe("consent stays the gate", () => {
  test("an event before any choice waits in the data layer, and the container sees it when it loads", async ({
    page,
    googleTraffic,
  }) => {
    // A stand-in container that notes which events were already waiting when it loaded.
    await page.route("https://www.googletagmanager.com/gtm.js**", (route) =>
      route.fulfill({
        contentType: "application/javascript",
        body: "window.__containerSaw = window.dataLayer.filter(function (e) { return e && e.event; }).map(function (e) { return e.event; });",
      }),
    );
    await visit(page, "/", null);
    await page.getByRole("contentinfo").locator('a[href^="tel:"]').click();
    await expect.poll(async () => (await siteEvents(page)).length).toBe(1);
    await page.waitForLoadState("networkidle");
    expect(googleTraffic.requests).toEqual([]);

    await banner(page).getByRole("button", { name: site.consent.accept }).click();

    await expect
      .poll(() => page.evaluate(() => (window as Window & { __containerSaw?: string[] }).__containerSaw))
      .toEqual(expect.arrayContaining(["gtm.js", "contact_click"]));
    // The choice went in ahead of the waiting event, so the container reads it with consent granted.
    expect(await consentAtEachEvent(page)).toEqual(["granted"]);
  });
});

test("the page a form posted without JavaScript lands on records no lead of its own", async ({ page }) => {
  await visit(page, "/skjema/kontakt-sendt", "accepted");

  expect(await siteEvents(page)).toEqual([]);
});
