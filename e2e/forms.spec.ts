// The contact and newsletter forms as a visitor meets them, against the served production build:
// their code arriving on a sign of use, the states and toasts, a message that lands in the Maildir
// of `npm start` (.data/mail/new), a signup at the Mailchimp stand-in, and the plain POST without
// JavaScript. The functions' HTTP contract is tested in jest (test/built/functions.test.ts).
import type { Page, Route, TestInfo } from "@playwright/test";
import { simpleParser } from "mailparser";
import { randomUUID } from "node:crypto";
import {
  asNewClient,
  contactForm,
  contactLabels as labels,
  expect,
  fillContact,
  newsletterForm,
  scriptRequests,
  test,
  toast,
  waitForFormEnhancement,
  waitForHydration,
} from "./fixtures";
import { expectAtMailchimp, waitForMail } from "./support/inbox";
import { baseURL } from "./support/servers";
import copy from "../content/forms.json";

test.beforeEach(async ({ context }) => {
  await asNewClient(context);
  // The consent banner would cover the footer form; its own spec covers it.
  await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "declined"));
});

const AGENCY = "post@fjellsynmedia.no";
const toastBody = (page: Page, title: string) =>
  page.locator("[data-rht-toaster] [role]").filter({ has: page.getByText(title, { exact: true }) });
const field = (page: Page, label: string) => contactForm(page).getByRole("textbox", { name: label, exact: true });
const newsletterEmail = (page: Page) => newsletterForm(page).getByRole("textbox", { name: copy.newsletter.emailLabel });
const uniqueToken = (testInfo: TestInfo) => `e2e-${testInfo.project.name}-${randomUUID().slice(0, 13)}`;
const requested = (scripts: string[], chunk: string) =>
  scripts.some((url) => new RegExp(`/${chunk}-\\w+\\.js$`).test(url));

const completeContact = (token: string) => ({
  name: "Kari Nordmann",
  email: "kari@example.no",
  phone: "+47 987 65 432",
  subject: `Test ${token}`,
  message: `Hei! Dette er ${token}.\nVennlig hilsen Kari`,
});

/** Holds a request until the test lets it go, to see the pending state. */
function gate(): { hold: Promise<void>; release: () => void } {
  let release!: () => void;
  const hold = new Promise<void>((resolve) => (release = resolve));
  return { hold, release };
}

test.describe("the forms' code", () => {
  test("comes for the newsletter form when the footer comes near, and not before", async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto("/prosjekter");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(requested(scripts, "newsletter-form")).toBe(false);
    await expect(newsletterForm(page)).not.toHaveAttribute("data-enhanced");

    // A screen above the footer's form: near, but not yet in view.
    await newsletterForm(page).evaluate((form) =>
      window.scrollTo({
        top: form.getBoundingClientRect().top + window.scrollY - innerHeight * 1.3,
        behavior: "instant",
      }),
    );
    await expect(newsletterForm(page)).not.toBeInViewport();
    await expect(newsletterForm(page)).toHaveAttribute("data-enhanced", "");
    expect(requested(scripts, "newsletter-form")).toBe(true);
  });

  test("comes when a field takes focus, and what was typed meanwhile is kept", async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto("/");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(requested(scripts, "contact-form")).toBe(false);
    // Focus without scrolling, so that only the focus can be what asks for the code.
    await field(page, labels.name).evaluate((input) => input.focus({ preventScroll: true }));
    await page.keyboard.type("Kari Nordmann");

    await expect(contactForm(page)).toHaveAttribute("data-enhanced", "");
    expect(requested(scripts, "contact-form")).toBe(true);
    await page.keyboard.type(" jr.");
    await expect(field(page, labels.name)).toHaveValue("Kari Nordmann jr.");
  });

  test("is waited for by nothing: links, Back and Forward work while it is on its way", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const held: string[] = [];
    // Never answered: the code stays on its way until the page closes.
    await page.route(/\/(newsletter-form|contact-form|tooltip)-\w+\.js$/, (route) => {
      held.push(route.request().url());
      return new Promise<void>(() => undefined);
    });
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    const home = await page.locator("h1").textContent();
    await newsletterEmail(page).evaluate((input) => input.focus({ preventScroll: true }));
    await expect.poll(() => held.length).toBeGreaterThan(0);
    // Timers stand still from the click on: only a navigation that waits for nothing can happen.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));

    await page.getByRole("contentinfo").getByRole("link", { name: "Prosjekter", exact: true }).click();

    await expect(page).toHaveURL(/\/prosjekter$/);
    await page.clock.resume();
    await expect(page.locator("h1")).not.toHaveText(home ?? "");
    const projects = await page.locator("h1").textContent();
    await page.goBack();
    await expect(page.locator("h1")).toHaveText(home ?? "");
    await page.goForward();
    await expect(page.locator("h1")).toHaveText(projects ?? "");
    await expect(newsletterForm(page)).not.toHaveAttribute("data-enhanced");
    expect(errors).toEqual([]);
  });
});

test.describe("the contact form", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/kontakt");
    await waitForHydration(page);
    await waitForFormEnhancement(contactForm(page));
  });

  test("marks its required fields, uses an e-mail input and has room for a message", async ({ page }) => {
    for (const name of [labels.name, labels.email, labels.subject, labels.message]) {
      await expect(field(page, name)).toHaveAttribute("required", "");
    }
    await expect(field(page, labels.email)).toHaveAttribute("type", "email");
    expect((await field(page, labels.message).boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(120);
  });

  test(
    "refuses an empty form with a toast and inline errors, sending nothing; then a wrong address",
    { tag: "@also-phone" },
    async ({ page }) => {
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/api/")) posts.push(request.url());
      });
      const send = contactForm(page).getByRole("button", { name: copy.contact.submit });

      await send.click();

      await expect(toast(page, copy.errors.required)).toBeVisible();
      await expect(field(page, labels.name)).toHaveAttribute("aria-invalid", "true");
      await expect(field(page, labels.name)).toHaveAccessibleDescription(copy.errors.requiredInline);
      await expect(field(page, labels.name)).toBeFocused();
      await expect(contactForm(page).getByRole("alert")).toHaveCount(4);

      await fillContact(page, { ...completeContact("x"), email: "kari.example.no" });
      await send.click();
      await expect(toast(page, copy.errors.invalidEmail)).toBeVisible();
      await expect(contactForm(page).getByText(copy.errors.invalidEmail)).toBeVisible();
      expect(posts).toEqual([]);
    },
  );

  test("keeps everything typed and offers the agency address when sending fails", async ({ page }, testInfo) => {
    await page.route("**/api/send-contact-email", (route) =>
      route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ error: "SMTP nede" }) }),
    );
    const values = completeContact(uniqueToken(testInfo));
    await fillContact(page, values);

    await contactForm(page).getByRole("button", { name: copy.contact.submit }).click();

    await expect(toastBody(page, copy.contact.failureTitle)).toContainText(AGENCY);
    await expect(field(page, labels.name)).toHaveValue(values.name);
    await expect(field(page, labels.message)).toHaveValue(values.message);
  });
});

test(
  "a message typed before the page's scripts arrived: Sender... and disabled while sending, then thanks, clears, and every field arrives as typed",
  { tag: "@also-phone" },
  async ({ page }, testInfo) => {
    const scripts = gate();
    await page.route(
      (url) => url.origin === baseURL && url.pathname.endsWith(".js"),
      async (route) => {
        await scripts.hold;
        await route.continue();
      },
    );
    const values = completeContact(uniqueToken(testInfo));
    await page.goto("/kontakt", { waitUntil: "domcontentloaded" });
    await fillContact(page, values);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

    scripts.release();
    await waitForHydration(page);
    await waitForFormEnhancement(contactForm(page));
    await expect(field(page, labels.name)).toHaveValue(values.name);
    const sending = gate();
    await page.route("**/api/send-contact-email", async (route: Route) => {
      await sending.hold;
      await route.continue();
    });
    await contactForm(page).getByRole("button", { name: copy.contact.submit }).click();

    await expect(contactForm(page).getByRole("button", { name: copy.contact.submitting })).toBeDisabled();
    sending.release();
    await expect(toastBody(page, copy.contact.successTitle)).toContainText(copy.contact.successText);
    for (const name of Object.values(labels)) await expect(field(page, name)).toHaveValue("");
    await expect(contactForm(page).getByRole("button", { name: copy.contact.submit })).toBeEnabled();
    const mail = await simpleParser((await waitForMail(values.subject))[0] ?? "");
    expect(mail.replyTo?.value[0]).toMatchObject({ address: values.email, name: values.name });
    for (const value of [values.name, values.email, values.phone, values.subject, ...values.message.split("\n")]) {
      expect(mail.text).toContain(value);
    }
  },
);

test.describe("the newsletter form", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto("/prosjekter");
    await waitForHydration(page);
    await waitForFormEnhancement(newsletterForm(page));
    // Toasts count their five seconds on the page's clock, which only the test moves from here on.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    // A pointer resting on a toast would hold it.
    await page.mouse.move(0, 0);
  });

  const button = (page: Page) => newsletterForm(page).getByRole("button");

  /** The toast is there for five seconds, then goes. */
  async function expectFiveSeconds(page: Page, title: string): Promise<void> {
    await expect(toast(page, title)).toBeVisible();
    await page.clock.runFor(4_900);
    await expect(toast(page, title)).toBeVisible();
    // Gone at 5 s; react-hot-toast takes it out of the page a second later.
    await page.clock.runFor(1_200);
    await expect(toast(page, title)).toBeHidden();
  }

  test("asks for a valid address when it is empty", async ({ page }) => {
    await button(page).click();

    await expect(toast(page, copy.errors.invalidEmail)).toBeVisible();
    await expect(newsletterEmail(page)).toHaveAttribute("aria-invalid", "true");
  });

  test(
    "reads Melder på... with the input disabled, then thanks for five seconds, clears, and the address is signed up",
    { tag: "@also-phone" },
    async ({ page }, testInfo) => {
      const { hold, release } = gate();
      await page.route("**/api/mailchimp-subscribe", async (route: Route) => {
        await hold;
        await route.continue();
      });
      const address = `${uniqueToken(testInfo)}@example.no`;
      await newsletterEmail(page).fill(address);
      await expect(button(page)).toHaveText(copy.newsletter.submit);

      await button(page).click();

      await expect(button(page)).toHaveText(copy.newsletter.submitting);
      await expect(button(page)).toBeDisabled();
      await expect(newsletterEmail(page)).toBeDisabled();
      release();
      // The stand-in, as Mailchimp with double opt-in, keeps a new address pending until it is confirmed.
      await expect(toastBody(page, copy.newsletter.successTitle)).toContainText(copy.newsletter.successPendingText);
      await expect(newsletterEmail(page)).toHaveValue("");
      await expect(newsletterEmail(page)).toBeEnabled();
      await expectFiveSeconds(page, copy.newsletter.successTitle);
      await expectAtMailchimp(address);
    },
  );

  test("shows for five seconds what went wrong, keeping the address: the server's message, else a fallback or the network's failure", async ({
    page,
  }) => {
    const refusal = "Denne e-postadressen ble ikke godtatt.";
    const answers: ((route: Route) => Promise<void>)[] = [
      (route) =>
        route.fulfill({ status: 422, contentType: "application/json", body: JSON.stringify({ error: refusal }) }),
      (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "oops" }),
      (route) => route.abort("internetdisconnected"),
    ];
    await page.route("**/api/mailchimp-subscribe", (route) => answers.shift()?.(route) ?? route.continue());
    await newsletterEmail(page).fill("per@example.no");

    for (const message of [refusal, copy.newsletter.failureFallback, copy.newsletter.networkFailure]) {
      await button(page).click();

      await expect(toastBody(page, copy.newsletter.failureTitle)).toContainText(message);
      await expect(newsletterEmail(page)).toHaveValue("per@example.no");
      await expectFiveSeconds(page, copy.newsletter.failureTitle);
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // Enter in a one-line field submits the form natively, whatever overlays the button.
  test("a contact message is posted, confirmed on a page of its own and delivered", async ({ page }, testInfo) => {
    const token = uniqueToken(testInfo);
    await page.goto("/kontakt");
    await fillContact(page, completeContact(token));

    await field(page, labels.subject).press("Enter");

    await expect(page).toHaveURL(/\/skjema\/kontakt-sendt$/);
    await expect(page.getByRole("heading", { level: 1, name: copy.results.contactSent.title })).toBeVisible();
    expect(await waitForMail(token)).toHaveLength(1);
  });

  test("a contact form with a missing field lands on the page that says so", async ({ page }) => {
    await page.goto("/kontakt");
    await fillContact(page, { name: "Kari", email: "kari@example.no" });

    await field(page, labels.subject).press("Enter");

    await expect(page).toHaveURL(/\/skjema\/kontakt-ugyldig$/);
    await expect(page.getByRole("heading", { level: 1, name: copy.results.contactInvalid.title })).toBeVisible();
    await expect(page.getByRole("link", { name: copy.results.backToContact })).toHaveAttribute("href", "/kontakt");
  });

  test("a newsletter signup lands on the page that confirms it", async ({ page }, testInfo) => {
    await page.goto("/");
    await newsletterEmail(page).fill(`${uniqueToken(testInfo)}@example.no`);

    await newsletterEmail(page).press("Enter");

    await expect(page).toHaveURL(/\/skjema\/nyhetsbrev-pameldt$/);
    await expect(page.getByRole("heading", { level: 1, name: copy.results.newsletterSubscribed.title })).toBeVisible();
  });
});
