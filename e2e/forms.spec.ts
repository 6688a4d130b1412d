// The contact and newsletter forms through every state a visitor can meet, against the served
// production build: toasts, pending states, a message that really lands in the Maildir of
// `npm start` (.data/mail/new) and the plain POST that works without JavaScript.
import type { BrowserContext, Page, Route, TestInfo } from "@playwright/test";
import { simpleParser } from "mailparser";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, waitForFormEnhancement, waitForHydration } from "./fixtures";
import { ui } from "../test/support/site-content";
import { baseURL, mailchimpURL } from "./support/servers";
import copy from "../content/forms.json";

const AGENCY = "post@fjellsynmedia.no";
const MAIL_NEW = path.resolve(process.env.MAIL_DIR ?? ".data/mail", "new");

const text = {
  required: copy.errors.required,
  invalidEmail: copy.errors.invalidEmail,
  sent: copy.contact.successTitle,
  sentDescription: copy.contact.successText,
  sendFailed: copy.contact.failureTitle,
  subscribed: copy.newsletter.successTitle,
  subscribedDescription: copy.newsletter.successText,
  subscribeFailed: copy.newsletter.failureTitle,
  subscribeFallback: copy.newsletter.failureFallback,
  network: copy.newsletter.networkFailure,
  submit: copy.contact.submit,
} as const;

/*
 * The functions allow 5 contact messages per client per 10 minutes and trust
 * x-forwarded-for, so every test poses as its own client and never meets the limit.
 */
function clientAddress(testInfo: TestInfo): string {
  const hash = createHash("md5")
    .update(`${testInfo.project.name}:${testInfo.title}:${testInfo.retry}:${Date.now()}`)
    .digest();
  return `10.${hash[0]}.${hash[1]}.${hash[2]}`;
}

async function prepare(context: BrowserContext, testInfo: TestInfo): Promise<void> {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": clientAddress(testInfo) });
  // The consent banner would cover the footer form; its own spec covers it.
  await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "declined"));
}

test.beforeEach(async ({ context }, testInfo) => {
  await prepare(context, testInfo);
});

const toast = (page: Page, title: string) => page.locator("[data-rht-toaster]").getByText(title, { exact: true });
const toastBody = (page: Page, title: string) =>
  page.locator("[data-rht-toaster] [role]").filter({ has: page.getByText(title, { exact: true }) });

/**
 * Waits until the clock reaches `time` (ms since the epoch). A toast's five seconds are counted
 * from when it was seen, not after the checks made since, which a busy machine can stretch.
 */
const waitUntil = (page: Page, time: number) => page.waitForTimeout(Math.max(0, time - Date.now()));

const contactForm = (page: Page) => page.getByRole("form", { name: copy.contact.formName });
const newsletterForm = (page: Page) => page.getByRole("form", { name: copy.newsletter.formName });

function uniqueToken(testInfo: TestInfo): string {
  return `e2e-${testInfo.project.name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

async function fillContact(
  page: Page,
  values: Partial<Record<"name" | "email" | "phone" | "subject" | "message", string>>,
) {
  const form = contactForm(page);
  const labels = {
    name: copy.contact.nameLabel,
    email: copy.contact.emailLabel,
    phone: copy.contact.phoneLabel,
    subject: copy.contact.subjectLabel,
    message: copy.contact.messageLabel,
  } as const;
  for (const [field, value] of Object.entries(values) as [keyof typeof labels, string][]) {
    await form.getByRole("textbox", { name: labels[field], exact: true }).fill(value);
  }
}

const completeContact = (token: string) => ({
  name: "Kari Nordmann",
  email: "kari@example.no",
  phone: "+47 987 65 432",
  subject: `Test ${token}`,
  message: `Hei! Dette er ${token}.\nVennlig hilsen Kari`,
});

/** Holds a function's answer until the test lets it go, to see the pending state. */
function gate(): { hold: Promise<void>; release: () => void } {
  let release!: () => void;
  const hold = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { hold, release };
}

async function waitForMail(token: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        if (!existsSync(MAIL_NEW)) return false;
        for (const name of await readdir(MAIL_NEW)) {
          const raw = await readFile(path.join(MAIL_NEW, name), "utf8");
          if (raw.includes(token)) {
            found = raw;
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000, message: `a message with ${token} in ${MAIL_NEW}` },
    )
    .toBe(true);
  return found ?? "";
}

/** The addresses the Mailchimp stand-in (e2e/support/mailchimp-server.ts) has received. */
async function mailchimpMembers(): Promise<string[]> {
  const response = await fetch(`${mailchimpURL}/__members`);
  const members = (await response.json()) as { email_address: string }[];
  return members.map((member) => member.email_address);
}

/** Polls the stand-in until the address has arrived there. */
async function expectAtMailchimp(address: string): Promise<void> {
  await expect
    .poll(mailchimpMembers, {
      timeout: 10_000,
      // A server on the test port from an earlier run without the Mailchimp settings sends signups elsewhere.
      message: `${address} at the Mailchimp stand-in (${mailchimpURL}); is the site served with MAILCHIMP_API_URL?`,
    })
    .toContain(address);
}

test.describe("the contact form", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/kontakt");
    await waitForHydration(page);
    await waitForFormEnhancement(contactForm(page));
  });

  test("is on the home page too, at #kontakt", async ({ page }) => {
    await page.goto("/#kontakt");
    await waitForHydration(page);
    await expect(page.locator("#kontakt").getByRole("form", { name: copy.contact.formName })).toBeVisible();
  });

  test("marks its required fields and uses an e-mail input", async ({ page }) => {
    const form = contactForm(page);
    for (const name of [
      copy.contact.nameLabel,
      copy.contact.emailLabel,
      copy.contact.subjectLabel,
      copy.contact.messageLabel,
    ]) {
      await expect(form.getByRole("textbox", { name, exact: true })).toHaveAttribute("required", "");
    }
    await expect(form.getByRole("textbox", { name: copy.contact.emailLabel, exact: true })).toHaveAttribute(
      "type",
      "email",
    );
    const box = await form.getByRole("textbox", { name: copy.contact.messageLabel, exact: true }).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(120);
  });

  test("refuses an empty form with the required-field toast and inline errors, sending nothing", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/")) posts.push(request.url());
    });

    await contactForm(page).getByRole("button", { name: copy.contact.submit }).click();

    await expect(toast(page, text.required)).toBeVisible();
    const name = contactForm(page).getByRole("textbox", { name: copy.contact.nameLabel, exact: true });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(copy.errors.requiredInline);
    await expect(name).toBeFocused();
    await expect(contactForm(page).getByRole("alert")).toHaveCount(4);
    expect(posts).toEqual([]);
  });

  test("asks for a valid address when only the address is wrong", async ({ page }) => {
    await fillContact(page, { ...completeContact("x"), email: "kari.example.no" });

    await contactForm(page).getByRole("button", { name: copy.contact.submit }).click();

    await expect(toast(page, text.invalidEmail)).toBeVisible();
    await expect(contactForm(page).getByText(text.invalidEmail)).toBeVisible();
  });

  test("reads Sender... and is disabled while sending, then thanks and clears the form", async ({ page }, testInfo) => {
    const { hold, release } = gate();
    await page.route("**/api/send-contact-email", async (route: Route) => {
      await hold;
      await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ ok: true }) });
    });
    await fillContact(page, completeContact(uniqueToken(testInfo)));

    await contactForm(page).getByRole("button", { name: copy.contact.submit }).click();

    const pending = contactForm(page).getByRole("button", { name: copy.contact.submitting });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();
    release();
    await expect(toast(page, text.sent)).toBeVisible();
    await expect(toastBody(page, text.sent)).toContainText(text.sentDescription);
    for (const name of [
      copy.contact.nameLabel,
      copy.contact.emailLabel,
      copy.contact.phoneLabel,
      copy.contact.subjectLabel,
      copy.contact.messageLabel,
    ]) {
      await expect(contactForm(page).getByRole("textbox", { name, exact: true })).toHaveValue("");
    }
    await expect(contactForm(page).getByRole("button", { name: copy.contact.submit })).toBeEnabled();
  });

  test("keeps everything typed and offers the agency address when sending fails", async ({ page }, testInfo) => {
    await page.route("**/api/send-contact-email", (route) =>
      route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ error: "SMTP nede" }) }),
    );
    const values = completeContact(uniqueToken(testInfo));
    await fillContact(page, values);

    await contactForm(page).getByRole("button", { name: copy.contact.submit }).click();

    await expect(toast(page, text.sendFailed)).toBeVisible();
    await expect(toastBody(page, text.sendFailed)).toContainText(AGENCY);
    await expect(contactForm(page).getByRole("textbox", { name: copy.contact.nameLabel, exact: true })).toHaveValue(
      values.name,
    );
    await expect(contactForm(page).getByRole("textbox", { name: copy.contact.messageLabel, exact: true })).toHaveValue(
      values.message,
    );
  });

  test("delivers a real message into the Maildir of the served site", async ({ page }, testInfo) => {
    const token = uniqueToken(testInfo);
    await fillContact(page, completeContact(token));

    await contactForm(page).getByRole("button", { name: copy.contact.submit }).click();

    await expect(toast(page, text.sent)).toBeVisible();
    const mail = await simpleParser(await waitForMail(token));
    expect(mail.subject).toBe(`Kontaktskjema: Test ${token}`);
    expect(mail.to).toMatchObject({ value: [{ address: AGENCY }] });
    expect(mail.replyTo?.value[0]).toMatchObject({ address: "kari@example.no", name: "Kari Nordmann" });
    expect(mail.text).toContain(`Dette er ${token}.`);
  });
});

test.describe("the newsletter form", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/prosjekter");
    await waitForHydration(page);
    await waitForFormEnhancement(newsletterForm(page));
  });

  const email = (page: Page) => newsletterForm(page).getByRole("textbox", { name: copy.newsletter.emailLabel });
  const button = (page: Page) => newsletterForm(page).getByRole("button");

  test("asks for a valid address when it is empty", async ({ page }) => {
    await button(page).click();

    await expect(toast(page, text.invalidEmail)).toBeVisible();
    await expect(email(page)).toHaveAttribute("aria-invalid", "true");
  });

  test("reads Melder på... with the input disabled, then thanks for five seconds and clears", async ({ page }) => {
    const { hold, release } = gate();
    await page.route("**/api/mailchimp-subscribe", async (route: Route) => {
      await hold;
      await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ ok: true }) });
    });
    await email(page).fill("per@example.no");
    await expect(button(page)).toHaveText(copy.newsletter.submit);

    await button(page).click();

    await expect(button(page)).toHaveText(copy.newsletter.submitting);
    await expect(button(page)).toBeDisabled();
    await expect(email(page)).toBeDisabled();
    release();
    await expect(toast(page, text.subscribed)).toBeVisible();
    const shown = Date.now();
    await expect(toastBody(page, text.subscribed)).toContainText(text.subscribedDescription);
    await expect(email(page)).toHaveValue("");
    await expect(email(page)).toBeEnabled();
    await page.mouse.move(0, 0);
    await waitUntil(page, shown + 4000);
    await expect(toast(page, text.subscribed)).toBeVisible();
    await expect(toast(page, text.subscribed)).toBeHidden({ timeout: 4500 });
  });

  test("shows the server's message for five seconds when the signup is refused", async ({ page }) => {
    await page.route("**/api/mailchimp-subscribe", (route) =>
      route.fulfill({
        status: 422,
        contentType: "application/json",
        body: JSON.stringify({ error: "Denne e-postadressen ble ikke godtatt." }),
      }),
    );
    await email(page).fill("per@example.no");

    await button(page).click();

    await expect(toast(page, text.subscribeFailed)).toBeVisible();
    const shown = Date.now();
    await expect(toastBody(page, text.subscribeFailed)).toContainText("Denne e-postadressen ble ikke godtatt.");
    await expect(email(page)).toHaveValue("per@example.no");
    await page.mouse.move(0, 0);
    await waitUntil(page, shown + 4000);
    await expect(toast(page, text.subscribeFailed)).toBeVisible();
    await expect(toast(page, text.subscribeFailed)).toBeHidden({ timeout: 4500 });
  });

  test("falls back to a generic hint when the answer has no message", async ({ page }) => {
    await page.route("**/api/mailchimp-subscribe", (route) =>
      route.fulfill({ status: 500, contentType: "text/plain", body: "oops" }),
    );
    await email(page).fill("per@example.no");

    await button(page).click();

    await expect(toastBody(page, text.subscribeFailed)).toContainText(text.subscribeFallback);
  });

  test("says it could not connect when the network fails", async ({ page }) => {
    await page.route("**/api/mailchimp-subscribe", (route) => route.abort("internetdisconnected"));
    await email(page).fill("per@example.no");

    await button(page).click();

    await expect(toastBody(page, text.subscribeFailed)).toContainText(text.network);
  });

  test("a real signup reaches Mailchimp", async ({ page }, testInfo) => {
    const address = `${uniqueToken(testInfo)}@example.no`;
    await email(page).fill(address);

    await button(page).click();

    await expect(toast(page, text.subscribed)).toBeVisible();
    await expectAtMailchimp(address);
  });
});

test.describe("values the visitor put in before the page was ready", () => {
  test("an address filled right after scrolling to the footer on a running page is kept and reaches Mailchimp", async ({
    page,
  }, testInfo) => {
    const address = `${uniqueToken(testInfo)}@example.no`;
    // A running page: loaded, and nothing else waited for.
    await page.goto("/");
    const form = newsletterForm(page);
    await form.scrollIntoViewIfNeeded();
    await form.getByRole("textbox", { name: copy.newsletter.emailLabel }).fill(address);
    await page.waitForTimeout(3000);
    await expect(form.getByRole("textbox", { name: copy.newsletter.emailLabel })).toHaveValue(address);

    await form.getByRole("button", { name: copy.newsletter.submit }).click();

    await expect(toast(page, text.subscribed)).toBeVisible();
    await expect(toast(page, text.invalidEmail)).toHaveCount(0);
    await expectAtMailchimp(address);
  });

  test("a contact message typed before the page's scripts arrived is sent with every field as typed", async ({
    page,
  }, testInfo) => {
    // Every script of the site is held back until the form has been filled in.
    let release!: () => void;
    const scriptsMayLoad = new Promise<void>((resolve) => {
      release = resolve;
    });
    const heldBack: string[] = [];
    await page.route(
      (url) => url.origin === baseURL && url.pathname.endsWith(".js"),
      async (route) => {
        heldBack.push(route.request().url());
        await scriptsMayLoad;
        await route.continue();
      },
    );
    const values = completeContact(uniqueToken(testInfo));
    await page.goto("/kontakt", { waitUntil: "domcontentloaded" });
    await fillContact(page, values);
    expect(heldBack.length).toBeGreaterThan(0);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

    release();
    await waitForHydration(page);
    await waitForFormEnhancement(contactForm(page));
    const form = contactForm(page);
    await expect(form.getByRole("textbox", { name: copy.contact.nameLabel, exact: true })).toHaveValue(values.name);
    await expect(form.getByRole("textbox", { name: copy.contact.messageLabel, exact: true })).toHaveValue(
      values.message,
    );
    await form.getByRole("button", { name: copy.contact.submit }).click();

    await expect(toast(page, text.sent)).toBeVisible();
    const mail = await simpleParser(await waitForMail(values.subject));
    expect(mail.subject).toBe(`Kontaktskjema: ${values.subject}`);
    expect(mail.replyTo?.value[0]).toMatchObject({ address: values.email, name: values.name });
    for (const value of [values.name, values.email, values.phone, values.subject, ...values.message.split("\n")]) {
      expect(mail.text).toContain(value);
    }
  });
});

// The narrowest phone in use and a wide desktop screen: the header is there and the form works.
for (const { width, project } of [
  { width: 320, project: "phone" },
  { width: 1920, project: "desktop" },
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 640 : 1080 } });

    for (const path of ["/", "/kontakt"]) {
      test(
        `${path} shows the header and its contact form sends a message`,
        { tag: `@${project}` },
        async ({ page }, testInfo) => {
          await page.goto(path);
          await waitForHydration(page);
          const header = page.getByRole("banner");
          await expect(header.getByRole("link", { name: "Fjellsyn Media" })).toBeVisible();
          await expect(
            width < 768
              ? header.getByRole("button", { name: ui.menuOpen })
              : header.getByRole("link", { name: ui.contactName, exact: true }),
          ).toBeVisible();
          await waitForFormEnhancement(contactForm(page));
          await contactForm(page).scrollIntoViewIfNeeded();
          await fillContact(page, completeContact(uniqueToken(testInfo)));

          await contactForm(page).getByRole("button", { name: copy.contact.submit }).click();

          await expect(toast(page, text.sent)).toBeVisible();
          await expect(
            contactForm(page).getByRole("textbox", { name: copy.contact.nameLabel, exact: true }),
          ).toHaveValue("");
        },
      );
    }
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // Enter in a one-line field submits the form natively, whatever overlays the button.
  const submitFrom = (page: Page, form: "contact" | "newsletter") =>
    form === "contact"
      ? contactForm(page).getByRole("textbox", { name: copy.contact.subjectLabel, exact: true }).press("Enter")
      : newsletterForm(page).getByRole("textbox", { name: copy.newsletter.emailLabel }).press("Enter");

  test("a contact message is posted, confirmed on a page of its own and delivered", async ({ page }, testInfo) => {
    const token = uniqueToken(testInfo);
    await page.goto("/kontakt");
    await fillContact(page, completeContact(token));

    await submitFrom(page, "contact");

    await expect(page).toHaveURL(/\/skjema\/kontakt-sendt$/);
    await expect(page.getByRole("heading", { level: 1, name: copy.results.contactSent.title })).toBeVisible();
    const mail = await simpleParser(await waitForMail(token));
    expect(mail.subject).toBe(`Kontaktskjema: Test ${token}`);
  });

  test("a message of 5,000 × ø, about 30 KB as a form post, is confirmed and delivered", async ({ page }, testInfo) => {
    const token = uniqueToken(testInfo);
    await page.goto("/kontakt");
    await fillContact(page, { ...completeContact(token), message: "ø".repeat(5000) });

    await submitFrom(page, "contact");

    await expect(page).toHaveURL(/\/skjema\/kontakt-sendt$/);
    const mail = await simpleParser(await waitForMail(token));
    expect(mail.text).toContain("ø".repeat(5000));
  });

  test("a contact form with a missing field lands on the page that says so", async ({ page }) => {
    await page.goto("/kontakt");
    await fillContact(page, { name: "Kari", email: "kari@example.no" });

    await submitFrom(page, "contact");

    await expect(page).toHaveURL(/\/skjema\/kontakt-ugyldig$/);
    await expect(page.getByRole("heading", { level: 1, name: copy.results.contactInvalid.title })).toBeVisible();
    await expect(page.getByRole("link", { name: copy.results.backToContact })).toHaveAttribute("href", "/kontakt");
  });

  test("a newsletter signup is posted and confirmed", async ({ page }, testInfo) => {
    await page.goto("/");
    await newsletterForm(page)
      .getByRole("textbox", { name: copy.newsletter.emailLabel })
      .fill(`${uniqueToken(testInfo)}@example.no`);

    await submitFrom(page, "newsletter");

    await expect(page).toHaveURL(/\/skjema\/nyhetsbrev-pameldt$/);
    await expect(page.getByRole("heading", { level: 1, name: copy.results.newsletterSubscribed.title })).toBeVisible();
  });

  test("an invalid newsletter address lands on the page that says so", async ({ page }) => {
    await page.goto("/");
    await newsletterForm(page).getByRole("textbox", { name: copy.newsletter.emailLabel }).fill("ikke-en-adresse");

    await submitFrom(page, "newsletter");

    await expect(page).toHaveURL(/\/skjema\/nyhetsbrev-ugyldig$/);
    await expect(page.getByRole("heading", { level: 1, name: copy.results.newsletterInvalid.title })).toBeVisible();
  });
});
