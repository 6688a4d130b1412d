// Google Consent Mode v2, and the signal that lets Tag Manager load once the visitor has chosen.
import type { ConsentChoice, ConsentStore } from "./consent-store";
import { DATA_LAYER_NAME } from "./gtm-options";

/**
 * The event (and window flag, for a listener that arrives later) that static/gtm-consent.js
 * waits for before it loads the container: sent after the choice has been applied to the data
 * layer, so Tag Manager never runs ahead of the visitor's consent.
 */
export const CONSENT_CHOSEN_EVENT = "consent-chosen";

type ConsentState = "granted" | "denied";

const consentFor = (state: ConsentState) => ({
  ad_storage: state,
  ad_user_data: state,
  ad_personalization: state,
  analytics_storage: state,
});

/**
 * Inline head script that puts the Consent Mode default into the data layer before any tag
 * can load. Constant on purpose: no page, build or container id in it, so one CSP hash
 * allows it everywhere. Consent commands only count when pushed as an `arguments` object,
 * hence the gtag function rather than pushing an array.
 */
export const CONSENT_DEFAULT_SNIPPET =
  `window.${DATA_LAYER_NAME}=window.${DATA_LAYER_NAME}||[];` +
  `function gtag(){${DATA_LAYER_NAME}.push(arguments)}` +
  `gtag("consent","default",${JSON.stringify(consentFor("denied"))});`;

function dataLayer(): unknown[] {
  // A local view of window rather than a global declaration other code might also make.
  const win = window as Window & { [DATA_LAYER_NAME]?: unknown[] };
  win[DATA_LAYER_NAME] ??= [];
  return win[DATA_LAYER_NAME];
}

const isTagManagerStart = (entry: unknown): boolean =>
  typeof entry === "object" && entry !== null && (entry as { event?: unknown }).event === "gtm.js";

/** A gtag command in the shape Google's tags read consent commands from: an Arguments object. */
function command(..._args: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params -- see above
  return arguments;
}

/**
 * Pushes a gtag command. Until the container may load (`beforeTagManager`), gatsby-plugin-google-
 * tagmanager's gtm.js event, pushed while the page was parsed, only waits in the queue: the
 * command goes in ahead of it, so the container's page-view tags already see the visitor's choice.
 */
function gtag(beforeTagManager: boolean, ...args: unknown[]): void {
  const layer = dataLayer();
  const start = beforeTagManager ? layer.findIndex(isTagManagerStart) : -1;
  if (start === -1) layer.push(command(...args));
  else layer.splice(start, 0, command(...args));
}

function isConsentDefault(entry: unknown): boolean {
  if (typeof entry !== "object" || entry === null || !("length" in entry)) return false;
  const args = Array.from(entry as ArrayLike<unknown>);
  return args[0] === "consent" && args[1] === "default";
}

// Google's first-party cookies; Consent Mode stops new ones but leaves existing ones behind.
const GOOGLE_COOKIE = /^(_ga|_ga_.+|_gid|_gat.*|_gcl_.+)$/;

/** Best effort: expires Google's cookies on this host and each parent domain they may sit on. */
export function clearGoogleCookies(doc: Document = document): void {
  const names = doc.cookie
    .split(";")
    .map((pair) => pair.split("=")[0]?.trim() ?? "")
    .filter((name) => GOOGLE_COOKIE.test(name));
  const labels = doc.location.hostname.split(".");
  const domains = [""];
  for (let i = 0; i < labels.length - 1; i += 1) domains.push(`; domain=.${labels.slice(i).join(".")}`);
  for (const name of names) {
    for (const domain of domains) {
      doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
    }
  }
}

export function createTagManagerLoader() {
  let state: ConsentState = "denied";
  let announced = false;

  function ensureDefault(): void {
    // The head snippet normally did this; without it a tag could run with no default at all.
    if (!dataLayer().some(isConsentDefault)) gtag(!announced, "consent", "default", consentFor("denied"));
  }

  function announce(): void {
    if (announced) return;
    announced = true;
    Object.assign(window, { consentChosen: true });
    window.dispatchEvent(new Event(CONSENT_CHOSEN_EVENT));
  }

  /** Applies a stored or new choice: grant/withdraw consent now, then let Tag Manager load. */
  function apply(choice: ConsentChoice | null): void {
    if (choice === null) return;
    ensureDefault();
    if (choice === "accepted" && state !== "granted") {
      state = "granted";
      gtag(!announced, "consent", "update", consentFor("granted"));
    } else if (choice === "declined" && state === "granted") {
      state = "denied";
      gtag(!announced, "consent", "update", consentFor("denied"));
      clearGoogleCookies();
    }
    announce();
  }

  return {
    /** Applies the stored choice and follows every later change. */
    start(store: ConsentStore) {
      apply(store.getSnapshot().choice);
      store.subscribe(() => apply(store.getSnapshot().choice));
    },
  };
}
