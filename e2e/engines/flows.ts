// What a visitor does, in Firefox and WebKit: each flow drives one fresh page through the served
// production build and throws when the visitor would see something else. The texts come from
// content/ and the routes from e2e/site-map.ts, as in the Chromium tests.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fillTemplate } from "../../src/content-model/fill-template";
import forms from "../../content/forms.json";
import { site, ui } from "../../test/support/site-content";
import { routes } from "../site-map";
import type { EnginePage } from "./drivers";
import type { Harness } from "./harness";

export interface FlowContext {
  harness: Harness;
  newPage(): Promise<EnginePage>;
}

export interface Flow {
  name: string;
  run(context: FlowContext): Promise<void>;
}

const MAIL_NEW = path.resolve(__dirname, "../..", process.env.MAIL_DIR ?? ".data/mail", "new");

const contactForm = `form[aria-label="${forms.contact.formName}"]`;
const newsletterForm = `form[aria-label="${forms.newsletter.formName}"]`;
// The banner is the region its heading names.
const banner = "[aria-labelledby]";

/** Polls `body` in the page until it returns something truthy; throws `what` when time is up. */
export async function waitFor<T>(page: EnginePage, what: string, body: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      last = await page.run<T>(body);
      if (last) return last as T;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`${what} (last: ${String(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

async function pollNode(what: string, check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(what);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

const json = (value: unknown) => JSON.stringify(value);

/**
 * Waits until no code the page asked for is still on its way (webpack marks each chunk's
 * <script> until it has run). A visitor who leaves earlier cuts those loads off, which the page
 * reports as an error; the flows wait, so an error means something else.
 */
const settled = `return !document.querySelector("script[data-webpack]");`;

/** A page-side loop that waits (up to 10 s) until `check` (a function body) returns something truthy. */
const waitInPage = (check: string) => `
  for (const deadline = performance.now() + 10000; performance.now() < deadline; ) {
    if ((function () { ${check} })()) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }`;

/** Opens a path and waits until React has hydrated it (gatsby-browser marks <html>) and its code has arrived. */
async function open(page: EnginePage, url: string): Promise<void> {
  // Leaves only once the code the page asked for meanwhile (scrolling brings the form near) has
  // arrived, and marks the document being left, so the checks below read the new one.
  await page
    .run(`if (location.protocol.startsWith("http")) { ${waitInPage(settled)} } window.__leftBehind = true;`)
    .catch(() => undefined);
  await page.goto(url);
  await waitFor(
    page,
    `${url} hydrates`,
    `return !window.__leftBehind && document.documentElement.hasAttribute("data-hydrated");`,
  );
  await waitFor(page, `${url}: its code arrives`, settled);
}

/** A returning visitor who has already answered the banner, so it covers nothing. */
async function openAs(page: EnginePage, origin: string, pathname: string, choice: "accepted" | "declined") {
  await page.goto(`${origin}/robots.txt`);
  await page.run(`localStorage.setItem("cookie-consent", ${json(choice)});`);
  await open(page, origin + pathname);
}

/** Whether an element with exactly this text (trimmed) is rendered and visible. */
const visibleText = (text: string, within = "body") => `
  const want = ${json(text)};
  for (const element of document.querySelectorAll(${json(within)} + " *")) {
    if (element.textContent.trim() === want && element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) {
      const box = element.getBoundingClientRect();
      if (box.width > 1 && box.height > 1) return true;
    }
  }
  return false;`;

const headingIs = (text: string) =>
  `const h1 = document.querySelector("h1"); return h1 && h1.textContent.trim() === ${json(text)};`;

/** The banner as a visitor sees it: the region named by the banner heading, visible or not. */
const bannerVisible = `
  for (const section of document.querySelectorAll(${json(banner)})) {
    if (section.textContent.includes(${json(site.consent.heading)}) && section.getClientRects().length > 0) return true;
  }
  return false;`;

/** Marks the banner's button with this text so the driver can click it. */
const markBannerButton = (label: string) => `
  document.querySelectorAll("[data-engine-target]").forEach((e) => e.removeAttribute("data-engine-target"));
  for (const section of document.querySelectorAll(${json(banner)})) {
    if (!section.textContent.includes(${json(site.consent.heading)}) || section.getClientRects().length === 0) continue;
    for (const button of section.querySelectorAll("button")) {
      if (button.textContent.trim() === ${json(label)} || button.getAttribute("aria-label") === ${json(label)}) {
        button.setAttribute("data-engine-target", "");
        return true;
      }
    }
  }
  return false;`;

/** Marks the first element matching `selector` whose text or label is `label`. */
const markByText = (selector: string, label: string) => `
  document.querySelectorAll("[data-engine-target]").forEach((e) => e.removeAttribute("data-engine-target"));
  for (const element of document.querySelectorAll(${json(selector)})) {
    if (element.textContent.trim() === ${json(label)} || element.getAttribute("aria-label") === ${json(label)}) {
      element.setAttribute("data-engine-target", "");
      return true;
    }
  }
  return false;`;
const TARGET = "[data-engine-target]";

async function clickBanner(page: EnginePage, label: string): Promise<void> {
  await waitFor(page, `the banner offers "${label}"`, markBannerButton(label));
  await page.click(TARGET);
  await page.run(`document.querySelector("[data-engine-target]")?.removeAttribute("data-engine-target");`);
}

/** Brings every image into view in turn, as a visitor scrolling down does, and waits until each has loaded with a size. */
async function everyImageLoads(page: EnginePage, where: string): Promise<void> {
  const broken = await page.run<string[]>(`
    const broken = [];
    for (const img of Array.from(document.images)) {
      img.scrollIntoView({ block: "center" });
      const deadline = performance.now() + 8000;
      while (!(img.complete && img.naturalWidth > 0) && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      if (!(img.complete && img.naturalWidth > 0)) broken.push(img.currentSrc || img.src);
    }
    scrollTo(0, 0);
    return broken;`);
  if (broken.length > 0) throw new Error(`${where}: images that do not load: ${broken.join(", ")}`);
}

const fields = (token: string) => ({
  name: "Kari Nordmann",
  email: "kari@example.no",
  phone: "+47 987 65 432",
  subject: `Test ${token}`,
  message: `Hei! Dette er ${token}.\nVennlig hilsen Kari`,
});

async function fillContact(page: EnginePage, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await page.type(`${contactForm} [name="${name}"]`, value);
}

const token = (page: EnginePage) => `engine-${page.engine}-${Date.now().toString(36)}`;

function mailWith(text: string): boolean {
  if (!existsSync(MAIL_NEW)) return false;
  return readdirSync(MAIL_NEW).some((file) => readFileSync(path.join(MAIL_NEW, file), "utf8").includes(text));
}

/**
 * What a visitor sees after sending: the toast, or, where the form went before its code took
 * over, the result page. Both say the same thing; returns which one it was.
 */
async function sentConfirmation(page: EnginePage, toastTitle: string, resultPath: string, resultTitle: string) {
  return waitFor<string>(
    page,
    `"${toastTitle}" or the page ${resultPath}`,
    `
      if (location.pathname === ${json(resultPath)}) {
        return (function () { ${headingIs(resultTitle)} })() ? "result page" : null;
      }
      return (function () { ${visibleText(toastTitle, "[data-rht-toaster]")} })() ? "toast" : null;`,
    15_000,
  );
}

const overflow = `return document.documentElement.scrollWidth > innerWidth ? "the page is " + document.documentElement.scrollWidth + " px wide at " + innerWidth : "";`;

/** Every word some heading (h1–h4) on the page draws across two lines. */
const splitHeadingWords = `
  const split = [];
  for (const heading of document.querySelectorAll("h1, h2, h3, h4")) {
    const texts = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      for (const word of node.textContent.matchAll(/\\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) split.push(word[0]);
      }
    }
  }
  return split;`;

export const flows: Flow[] = [
  ...(["accepted", "declined"] as const).map((choice): Flow => ({
    name: `every route renders, hydrates and loads its images, banner ${choice === "accepted" ? site.consent.accept : site.consent.decline}`,
    async run({ harness, newPage }) {
      const page = await newPage();
      const origin = harness.site.origin;
      await open(page, `${origin}/`);
      await waitFor(page, "the banner shows on a first visit", bannerVisible);
      await clickBanner(page, choice === "accepted" ? site.consent.accept : site.consent.decline);
      await waitFor(page, "the banner goes", `return !(function () { ${bannerVisible} })();`);
      const stored = await page.run<string>(`return localStorage.getItem("cookie-consent");`);
      if (stored !== choice) throw new Error(`the choice stored is ${stored}, not ${choice}`);
      for (const route of routes) {
        await open(page, origin + route.path);
        await waitFor(page, `${route.path} shows "${route.h1}"`, headingIs(route.h1));
        const title = await page.run<string>("return document.title;");
        if (title !== route.title) throw new Error(`${route.path} is titled "${title}", not "${route.title}"`);
        if (await page.run<boolean>(bannerVisible)) throw new Error(`${route.path} shows the banner again`);
        await everyImageLoads(page, route.path);
      }
      // Tag Manager is asked for (and refused here) once a choice is made, whichever it was.
      await pollNode("Tag Manager was asked for", () => harness.outside.hosts.includes("www.googletagmanager.com"));
    },
  })),
  {
    name: "the banner closes with Lukk and reopens from the footer and the privacy page",
    async run({ harness, newPage }) {
      const page = await newPage();
      await open(page, `${harness.site.origin}/`);
      await clickBanner(page, site.consent.close);
      await waitFor(page, "the banner goes", `return !(function () { ${bannerVisible} })();`);
      if ((await page.run<string>(`return localStorage.getItem("cookie-consent");`)) !== "declined") {
        throw new Error("closing the banner does not store declined");
      }
      await waitFor(page, "the footer offers the cookie settings", markByText("footer button", site.consent.settings));
      await page.click(TARGET);
      await waitFor(page, "the banner reopens from the footer", bannerVisible);
      await clickBanner(page, site.consent.accept);
      await waitFor(page, "accepting stores accepted", `return localStorage.getItem("cookie-consent") === "accepted";`);

      await open(page, `${harness.site.origin}/personvern`);
      await waitFor(page, "the privacy page says consent is given", visibleText(site.privacyPage.choice.accepted));
      await waitFor(
        page,
        "the privacy page offers the choice",
        markByText("main button", site.privacyPage.choice.button),
      );
      await page.click(TARGET);
      await waitFor(page, "the banner reopens from the privacy page", bannerVisible);
      await clickBanner(page, site.consent.decline);
      await waitFor(page, "the privacy page says consent is declined", visibleText(site.privacyPage.choice.declined));
    },
  },
  {
    name: "the mobile menu opens, and a choice in it navigates and closes it",
    async run({ harness, newPage }) {
      const page = await newPage();
      await page.resize(480, 800);
      await openAs(page, harness.site.origin, "/kontakt", "declined");
      const button = "[aria-controls='hovedmeny']";
      await waitFor(
        page,
        "the menu button is there and closed",
        `return document.querySelector("${button}")?.getAttribute("aria-expanded") === "false";`,
      );
      await page.click(button);
      await waitFor(
        page,
        "the menu opens",
        `return document.querySelector("${button}").getAttribute("aria-expanded") === "true" && document.getElementById("hovedmeny").checkVisibility();`,
      );
      await waitFor(page, "the menu offers the projects", markByText("#hovedmeny a", ui.projectsName));
      await page.click(TARGET);
      await waitFor(
        page,
        "the projects page opens",
        `return location.pathname === "/prosjekter" && (function () { ${headingIs(site.projectsPage.heading)} })();`,
      );
      await waitFor(
        page,
        "the menu closes",
        `return document.querySelector("${button}").getAttribute("aria-expanded") === "false";`,
      );
    },
  },
  {
    name: "a link's page is prefetched and opens without reloading",
    async run({ harness, newPage }) {
      const page = await newPage();
      await page.resize(1280, 800);
      await openAs(page, harness.site.origin, "/", "declined");
      await page.run(
        `window.__sameDocument = true; document.querySelector('footer a[href="/prosjekter"]').scrollIntoView();`,
      );
      // Gatsby fetches a visible link's page data ahead of the click (<link rel="prefetch">, or a
      // fetch where an engine has no prefetch); either way it is a resource the page loaded.
      await waitFor(
        page,
        "the projects page's data is prefetched",
        `return performance.getEntriesByType("resource").some((entry) => entry.name.includes("/page-data/prosjekter/page-data.json"));`,
      );
      await page.click('footer a[href="/prosjekter"]');
      await waitFor(
        page,
        "the projects page shows",
        `return location.pathname === "/prosjekter" && (function () { ${headingIs(site.projectsPage.heading)} })();`,
      );
      if (!(await page.run<boolean>("return window.__sameDocument === true;")))
        throw new Error("the page was reloaded");
    },
  },
  {
    name: "a hash link lands on its section, clear of the fixed header",
    async run({ harness, newPage }) {
      const page = await newPage();
      await page.resize(1280, 800);
      const belowHeader = (id: string) => `
        const target = document.getElementById(${json(id)});
        const header = document.querySelector("header");
        const gap = Math.round(target.getBoundingClientRect().top - header.getBoundingClientRect().bottom);
        return gap >= 0 && gap < 120 ? true : "gap " + gap + " px";`;
      await openAs(page, harness.site.origin, "/#tjenester", "declined");
      await waitFor(page, "/#tjenester shows its section", belowHeader("tjenester"));
      // On by links (leaving a page opened at a hash with a new address trips puppeteer's tracking
      // of that navigation in Firefox; a visitor follows links anyway).
      await page.click('footer a[href="/prosjekter"]');
      await waitFor(page, "the projects page shows", `return location.pathname === "/prosjekter";`);
      await page.click('#hovedmeny a[href="/#om"]');
      await waitFor(
        page,
        "the link to /#om lands on its section",
        `return location.hash === "#om" && (function () { ${belowHeader("om")} })();`,
      );
    },
  },
  {
    name: "the contact form sends a message that arrives",
    async run({ harness, newPage }) {
      const page = await newPage();
      await openAs(page, harness.site.origin, "/kontakt", "declined");
      const values = fields(token(page));
      await fillContact(page, values);
      await page.click(`${contactForm} button[type="submit"]`);
      await sentConfirmation(
        page,
        forms.contact.successTitle,
        "/skjema/kontakt-sendt",
        forms.results.contactSent.title,
      );
      await pollNode(`the message "${values.subject}" arrives in ${MAIL_NEW}`, () => mailWith(values.subject));
    },
  },
  {
    name: "the contact form refuses an empty form with its Norwegian messages",
    async run({ harness, newPage }) {
      const page = await newPage();
      await openAs(page, harness.site.origin, "/kontakt", "declined");
      await page.click(`${contactForm} [name="name"]`);
      // A visitor presses send again if nothing happened the first time.
      await waitFor(
        page,
        `"${forms.errors.required}" and "${forms.errors.requiredInline}"`,
        `
          const shown = (function () { ${visibleText(forms.errors.required, "[data-rht-toaster]")} })() &&
            (function () { ${visibleText(forms.errors.requiredInline, contactForm)} })();
          if (!shown) document.querySelector(${json(`${contactForm} button[type="submit"]`)}).click();
          return shown;`,
        15_000,
      );
      if ((await page.run<string>("return location.pathname;")) !== "/kontakt")
        throw new Error("the empty form was posted");
    },
  },
  {
    name: "the contact form says so when sending fails, and keeps what was typed",
    async run({ harness, newPage }) {
      const page = await newPage();
      await openAs(page, harness.failingSite.origin, "/kontakt", "declined");
      const values = fields(token(page));
      await fillContact(page, values);
      await page.click(`${contactForm} button[type="submit"]`);
      await waitFor(
        page,
        `"${forms.contact.failureTitle}"`,
        visibleText(forms.contact.failureTitle, "[data-rht-toaster]"),
        20_000,
      );
      const kept = await page.run<string>(
        `return document.querySelector(${json(`${contactForm} [name="message"]`)}).value;`,
      );
      if (kept !== values.message) throw new Error(`the message field holds "${kept}"`);
    },
  },
  {
    name: "the contact form posted as a plain form (no script) lands on its result page",
    async run({ harness, newPage }) {
      const page = await newPage();
      await openAs(page, harness.site.origin, "/kontakt", "declined");
      const values = fields(token(page));
      await fillContact(page, values);
      // HTMLFormElement.submit() posts the form as a browser without JavaScript does: no submit
      // event, so no script of the page takes part; the answer is a redirect to the result page.
      await page.run(`HTMLFormElement.prototype.submit.call(document.querySelector(${json(contactForm)}));`);
      await waitFor(
        page,
        "the result page",
        `return location.pathname === "/skjema/kontakt-sendt" && (function () { ${headingIs(forms.results.contactSent.title)} })();`,
        15_000,
      );
      await pollNode(`the message "${values.subject}" arrives`, () => mailWith(values.subject));
    },
  },
  {
    name: "the newsletter signs up an address that reaches Mailchimp",
    async run({ harness, newPage }) {
      const page = await newPage();
      await openAs(page, harness.site.origin, "/", "declined");
      const address = `${token(page)}@example.no`;
      await page.type(`${newsletterForm} [name="email"]`, address);
      await page.click(`${newsletterForm} button[type="submit"]`);
      await sentConfirmation(
        page,
        forms.newsletter.successTitle,
        "/skjema/nyhetsbrev-pameldt",
        forms.results.newsletterSubscribed.title,
      );
      const members = (await (await fetch(`${harness.mailchimpOrigin}/__members`)).json()) as {
        email_address: string;
      }[];
      if (!members.some((member) => member.email_address === address))
        throw new Error(`${address} is not at Mailchimp`);
    },
  },
  {
    name: "a tooltip opens on hover and on Tab",
    async run({ harness, newPage }) {
      const page = await newPage();
      await page.resize(1280, 800);
      await openAs(page, harness.site.origin, "/", "declined");
      const label = fillTemplate("socialLink", ui.socialLink, { firma: site.name, nettverk: "Instagram" });
      const link = 'footer a[href="https://www.instagram.com/fjellsynmedia"]';
      const tooltipShown = `return Array.from(document.querySelectorAll('[role="tooltip"]')).some((tip) => tip.textContent.trim() === ${json(label)}) &&
        (function () { ${visibleText(label, "[data-radix-popper-content-wrapper]")} })();`;
      // A visitor's pointer keeps moving: if the tooltip's code was still on its way at the first
      // move, the next one opens it.
      for (let attempt = 0; ; attempt++) {
        await page.hover(link);
        const shown = await waitFor(page, `"${label}" shows on hover`, tooltipShown, 2_000).catch((error: unknown) => {
          if (attempt >= 4) throw error;
          return false;
        });
        if (shown) break;
        await page.hover("h1");
      }
      // Away from it, then to it from the element before, by keyboard.
      await page.hover("h1");
      await waitFor(page, "the tooltip goes", `return !document.querySelector('[role="tooltip"]');`);
      await page.run(`
        const focusable = Array.from(document.querySelectorAll("a[href], button, input, textarea, select")).filter((e) => e.checkVisibility() && e.tabIndex >= 0);
        focusable[focusable.indexOf(document.querySelector(${json(link)})) - 1].focus();`);
      await page.press("Tab");
      await waitFor(
        page,
        "the link has focus",
        `return document.activeElement === document.querySelector(${json(link)});`,
      );
      await waitFor(page, `"${label}" shows on Tab`, tooltipShown);
    },
  },
  {
    name: "the hero video plays muted in a loop and pauses with its button",
    async run({ harness, newPage }) {
      const page = await newPage();
      await page.resize(1280, 800);
      await openAs(page, harness.site.origin, "/", "declined");
      await waitFor(
        page,
        "the hero video plays, muted and looping",
        `const video = document.querySelector("video"); return video && !video.paused && video.muted && video.loop && video.currentTime > 0;`,
        15_000,
      );
      await waitFor(page, "the pause button is there", markByText("button", ui.videoPause));
      await page.click(TARGET);
      await waitFor(page, "the video pauses", `return document.querySelector("video").paused;`);
      await waitFor(page, "the button now offers play", markByText("button", ui.videoPlay));
    },
  },
  {
    name: "an unknown path shows the 404 page, whose link leads home",
    async run({ harness, newPage }) {
      const page = await newPage();
      await openAs(page, harness.site.origin, "/finnes-ikke", "declined");
      await waitFor(page, `the 404 page says "${site.notFound.title}"`, headingIs(site.notFound.title));
      await waitFor(page, "the 404 page links home", markByText("main a", site.notFound.link));
      await page.click(TARGET);
      await waitFor(
        page,
        "home opens",
        `return location.pathname === "/" && (function () { ${headingIs(routes[0]?.h1 ?? "")} })();`,
      );
    },
  },
  {
    name: "every link on the privacy page leads somewhere",
    async run({ harness, newPage }) {
      const page = await newPage();
      await openAs(page, harness.site.origin, "/personvern", "declined");
      const links = await page.run<string[]>(
        `return Array.from(document.querySelectorAll("main a[href]"), (a) => a.href);`,
      );
      if (links.length === 0) throw new Error("the privacy page has no links");
      const broken: string[] = [];
      for (const href of links) {
        const url = new URL(href);
        if (url.protocol === "mailto:" || url.protocol === "tel:") {
          if (!/^(mailto:[^@\s]+@[^@\s]+|tel:\+?\d+)$/.test(href)) broken.push(href);
        } else if (url.origin === harness.site.origin) {
          const status = await page.run<number>(`return (await fetch(${json(href)})).status;`);
          if (status !== 200) broken.push(`${href}: ${status}`);
        } else if (url.protocol !== "https:") broken.push(href);
      }
      if (broken.length > 0) throw new Error(`links that lead nowhere: ${broken.join(", ")}`);
    },
  },
  {
    name: "nothing overflows sideways at 320 px (/kontakt) or at 1440 px (/)",
    async run({ harness, newPage }) {
      const page = await newPage();
      for (const [width, pathname] of [
        [320, "/kontakt"],
        [1440, "/"],
      ] as const) {
        await page.resize(width, 800);
        await openAs(page, harness.site.origin, pathname, "declined");
        await page.run("await document.fonts.ready;");
        const problem = await page.run<string>(overflow);
        if (problem) throw new Error(`${pathname}: ${problem}`);
      }
    },
  },
  {
    // Firefox hyphenates Norwegian (lang="nb"); balanced headings then split words that fit.
    name: "headings keep their words whole at 320 and 1440 px",
    async run({ harness, newPage }) {
      const page = await newPage();
      const split: string[] = [];
      for (const width of [320, 1440]) {
        await page.resize(width, 800);
        for (const pathname of ["/", "/tjenester/digital-markedsforing", "/prosjekter", "/case-study/ibka"]) {
          await openAs(page, harness.site.origin, pathname, "declined");
          await page.run("await document.fonts.ready;");
          for (const word of await page.run<string[]>(splitHeadingWords))
            split.push(`${width} px ${pathname}: ${word}`);
        }
      }
      if (split.length > 0) throw new Error(`heading words split across lines: ${split.join(", ")}`);
    },
  },
];
