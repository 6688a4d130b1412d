// The core visitor flows in Firefox and WebKit (Chromium covers each in detail): each drives one
// fresh page through the served production build and throws when the visitor would see something
// else. The texts come from content/ and the routes from e2e/site-map.ts.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import forms from "../../content/forms.json";
import { site, ui } from "../../test/support/site-content";
import { routes } from "../site-map";
import type { EnginePage } from "./drivers";
import type { Harness } from "./harness";

export interface Flow {
  name: string;
  run(harness: Harness, newPage: () => Promise<EnginePage>): Promise<void>;
}

const MAIL_NEW = path.resolve(__dirname, "../..", process.env.MAIL_DIR ?? ".data/mail", "new");
const contactForm = `form[aria-label="${forms.contact.formName}"]`;
const newsletterForm = `form[aria-label="${forms.newsletter.formName}"]`;
const json = (value: unknown) => JSON.stringify(value);
const TARGET = "[data-engine-target]";

/** Polls `check` until it returns something truthy; throws `what` after 15 s. */
async function until<T>(what: string, check: () => Promise<T> | T): Promise<T> {
  let last: unknown;
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    last = await Promise.resolve()
      .then(check)
      .catch((error: unknown) => error);
    if (last && !(last instanceof Error)) return last as T;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${what} (last: ${String(last)})`);
}

/** Polls a function body in the page until it returns something truthy. */
const waitFor = <T>(page: EnginePage, what: string, body: string) => until<T>(what, () => page.run<T>(body));

// Webpack marks each chunk's <script> until it has run: a page left before its code arrived
// reports the cut-off loads as errors.
const settled = `return !document.querySelector("script[data-webpack]");`;

/** Opens a page and waits until React has hydrated it (gatsby-browser marks <html>) and its code has arrived. */
async function open(page: EnginePage, url: string): Promise<void> {
  await page.run(`window.__leftBehind = true;`).catch(() => undefined);
  await page.goto(url);
  await waitFor(
    page,
    `${url} hydrates`,
    `return !window.__leftBehind && document.documentElement.hasAttribute("data-hydrated");`,
  );
  await waitFor(page, `${url}: its code arrives`, settled);
}

/** A returning visitor who has declined the cookies, so the banner covers nothing. */
async function openDeclined(page: EnginePage, url: string): Promise<void> {
  await page.goto(new URL("/robots.txt", url).href);
  await page.run(`localStorage.setItem("cookie-consent", "declined");`);
  await open(page, url);
}

/** Whether an element with exactly this text is visible (within `scope`). */
const visibleText = (text: string, scope = "body") => `
  return Array.from(document.querySelectorAll(${json(`${scope} *`)})).some((element) =>
    element.textContent.trim() === ${json(text)} && element.checkVisibility({ opacityProperty: true }) &&
    element.getBoundingClientRect().width > 1);`;

const headingIs = (text: string) => `return document.querySelector("h1")?.textContent.trim() === ${json(text)};`;

const bannerVisible = `return Array.from(document.querySelectorAll("[aria-labelledby]")).some((section) =>
  section.textContent.includes(${json(site.consent.heading)}) && section.getClientRects().length > 0);`;

/** Clicks the first element matching `selector` whose text or label is `label`, once there is one. */
async function clickText(page: EnginePage, selector: string, label: string): Promise<void> {
  await waitFor(
    page,
    `"${label}" in ${selector}`,
    `document.querySelectorAll(${json(TARGET)}).forEach((e) => e.removeAttribute("data-engine-target"));
    const found = Array.from(document.querySelectorAll(${json(selector)})).find((e) =>
      e.checkVisibility() && (e.textContent.trim() === ${json(label)} || e.getAttribute("aria-label") === ${json(label)}));
    found?.setAttribute("data-engine-target", "");
    return Boolean(found);`,
  );
  await page.click(TARGET);
}

const consentStored = (page: EnginePage, choice: string) =>
  waitFor(page, `the choice ${choice} is stored`, `return localStorage.getItem("cookie-consent") === ${json(choice)};`);

function mailWith(text: string): boolean {
  if (!existsSync(MAIL_NEW)) return false;
  return readdirSync(MAIL_NEW).some((file) => readFileSync(path.join(MAIL_NEW, file), "utf8").includes(text));
}

const contactValues = (page: EnginePage) => {
  const token = `engine-${page.engine}-${randomUUID().slice(0, 8)}`;
  return {
    name: "Kari Nordmann",
    email: "kari@example.no",
    subject: `Test ${token}`,
    message: `Hei! Dette er ${token}.\nVennlig hilsen Kari`,
  };
};

async function sendContact(page: EnginePage, values: Record<string, string>): Promise<void> {
  await waitFor(
    page,
    "the form's code takes over",
    `return document.querySelector(${json(contactForm)}).hasAttribute("data-enhanced");`,
  );
  for (const [name, value] of Object.entries(values)) await page.type(`${contactForm} [name="${name}"]`, value);
  await page.click(`${contactForm} button[type="submit"]`);
}

/** The toast, or, where the form was sent before its code took over, the result page: both say the same. */
const confirmed = (page: EnginePage, toast: string, resultPath: string, resultTitle: string) =>
  waitFor(
    page,
    `"${toast}" or the page ${resultPath}`,
    `if (location.pathname === ${json(resultPath)}) { ${headingIs(resultTitle)} }
    ${visibleText(toast, "[data-rht-toaster]")}`,
  ).catch(async (error: Error) => {
    const seen = await page.run<string>(
      `return location.pathname + ": " + document.querySelector("[data-rht-toaster]")?.textContent;`,
    );
    throw new Error(`${error.message}; the page shows ${seen}`);
  });

export const flows: Flow[] = [
  {
    name: "a first visit accepts the cookies, and every route renders with its title and pictures",
    async run(harness, newPage) {
      const page = await newPage();
      await open(page, `${harness.site}/`);
      await waitFor(page, "the banner shows on a first visit", bannerVisible);
      await clickText(page, "[aria-labelledby] button", site.consent.accept);
      await consentStored(page, "accepted");
      for (const route of routes) {
        await open(page, harness.site + route.path);
        await waitFor(page, `${route.path} shows "${route.h1}"`, headingIs(route.h1));
        const title = await page.run<string>("return document.title;");
        if (title !== route.title) throw new Error(`${route.path} is titled "${title}", not "${route.title}"`);
        if (await page.run<boolean>(bannerVisible)) throw new Error(`${route.path} shows the banner again`);
        const broken = await page.run<string[]>(`
          for (const img of document.images) img.loading = "eager";
          await Promise.all(Array.from(document.images, (img) => img.decode().catch(() => undefined)));
          return Array.from(document.images).filter((img) => !img.naturalWidth).map((img) => img.currentSrc || img.src);`);
        if (broken.length > 0) throw new Error(`${route.path}: pictures that do not load: ${broken.join(", ")}`);
      }
      // Tag Manager is asked for (and refused here) once a choice is made.
      await until("Tag Manager was asked for", () => harness.outside.hosts.includes("www.googletagmanager.com"));
    },
  },
  {
    name: "the banner closes with Lukk, and the footer reopens it to accept",
    async run(harness, newPage) {
      const page = await newPage();
      await open(page, `${harness.site}/`);
      await clickText(page, "[aria-labelledby] button", site.consent.close);
      await consentStored(page, "declined");
      await waitFor(page, "the banner goes", `return !(function () { ${bannerVisible} })();`);
      await clickText(page, "footer button", site.consent.settings);
      await waitFor(page, "the banner reopens from the footer", bannerVisible);
      await clickText(page, "[aria-labelledby] button", site.consent.accept);
      await consentStored(page, "accepted");
    },
  },
  {
    name: "the mobile menu opens, and a choice in it navigates and closes it",
    async run(harness, newPage) {
      const page = await newPage();
      await page.resize(480, 800);
      await openDeclined(page, `${harness.site}/kontakt`);
      const button = "[aria-controls='hovedmeny']";
      const expanded = (state: boolean) =>
        `return document.querySelector(${json(button)})?.getAttribute("aria-expanded") === "${state}";`;
      await waitFor(page, "the menu button is there and closed", expanded(false));
      await page.click(button);
      await waitFor(page, "the menu opens", `return document.getElementById("hovedmeny").checkVisibility();`);
      await clickText(page, "#hovedmeny a", ui.projectsName);
      await waitFor(page, "the projects page opens", headingIs(site.projectsPage.heading));
      await waitFor(page, "the menu closes", expanded(false));
    },
  },
  {
    name: "the contact form sends a message that arrives",
    async run(harness, newPage) {
      const page = await newPage();
      await openDeclined(page, `${harness.site}/kontakt`);
      const values = contactValues(page);
      await sendContact(page, values);
      await confirmed(page, forms.contact.successTitle, "/skjema/kontakt-sendt", forms.results.contactSent.title);
      await until(`the message "${values.subject}" arrives in ${MAIL_NEW}`, () => mailWith(values.subject));
    },
  },
  {
    name: "the contact form says so when sending fails, and keeps what was typed",
    async run(harness, newPage) {
      const page = await newPage();
      await openDeclined(page, `${harness.failingSite}/kontakt`);
      const values = contactValues(page);
      await sendContact(page, values);
      await waitFor(
        page,
        `"${forms.contact.failureTitle}"`,
        visibleText(forms.contact.failureTitle, "[data-rht-toaster]"),
      );
      const kept = await page.run<string>(
        `return document.querySelector(${json(`${contactForm} [name="message"]`)}).value;`,
      );
      if (kept !== values.message) throw new Error(`the message field holds "${kept}"`);
    },
  },
  {
    name: "the newsletter signs up an address that reaches Mailchimp",
    async run(harness, newPage) {
      const page = await newPage();
      await openDeclined(page, `${harness.site}/`);
      const address = `engine-${page.engine}-${randomUUID().slice(0, 8)}@example.no`;
      await page.type(`${newsletterForm} [name="email"]`, address);
      await page.click(`${newsletterForm} button[type="submit"]`);
      await confirmed(
        page,
        forms.newsletter.successTitle,
        "/skjema/nyhetsbrev-pameldt",
        forms.results.newsletterSubscribed.title,
      );
      await until(`${address} at Mailchimp`, () =>
        [...harness.mailchimp.members.values()].some((member) => member.email_address === address),
      );
    },
  },
];
