// Google Consent Mode v2, and the signal that lets Tag Manager load once the visitor has chosen.
import type { ConsentChoice, ConsentStore } from "./consent-store";
import { DATA_LAYER_NAME } from "./gtm-options";

/** The event (and window flag, for a later listener) static/gtm-consent.js waits for before it loads the container. */
export const CONSENT_CHOSEN_EVENT = "consent-chosen";

type ConsentState = "granted" | "denied";

const consentFor = (state: ConsentState) => ({
  ad_storage: state,
  ad_user_data: state,
  ad_personalization: state,
  analytics_storage: state,
});

/**
 * The inline head script that puts the Consent Mode default into the data layer before any tag can
 * load: constant, so one CSP hash allows it everywhere, and through gtag, since Google's tags read
 * consent commands only as `arguments` objects.
 */
export const CONSENT_DEFAULT_SNIPPET =
  `window.${DATA_LAYER_NAME}=window.${DATA_LAYER_NAME}||[];` +
  `function gtag(){${DATA_LAYER_NAME}.push(arguments)}` +
  `gtag("consent","default",${JSON.stringify(consentFor("denied"))});`;

function dataLayer(): unknown[] {
  const win = window as Window & { [DATA_LAYER_NAME]?: unknown[] };
  return (win[DATA_LAYER_NAME] ??= []);
}

/** A gtag command in the shape Google's tags read consent commands from: an Arguments object. */
function command(..._args: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params -- see above
  return arguments;
}

/**
 * Pushes a gtag command; until the container may load, ahead of the gtm.js event the Tag Manager
 * plugin queued while the page was parsed, so the container's page-view tags see the choice.
 */
function gtag(beforeTagManager: boolean, ...args: unknown[]): void {
  const layer = dataLayer();
  const start = beforeTagManager ? layer.findIndex((entry) => (entry as { event?: unknown })?.event === "gtm.js") : -1;
  layer.splice(start === -1 ? layer.length : start, 0, command(...args));
}

function isConsentDefault(entry: unknown): boolean {
  const args =
    typeof entry === "object" && entry !== null && "length" in entry ? Array.from(entry as ArrayLike<unknown>) : [];
  return args[0] === "consent" && args[1] === "default";
}

// Google's first-party cookies; Consent Mode stops new ones but leaves existing ones behind.
const GOOGLE_COOKIE = /^(_ga|_ga_.+|_gid|_gat.*|_gcl_.+)$/;

/** Best effort: expires Google's cookies on this host and each parent domain they may sit on. */
function clearGoogleCookies(): void {
  const labels = location.hostname.split(".");
  const domains = ["", ...labels.slice(0, -1).map((_, i) => `; domain=.${labels.slice(i).join(".")}`)];
  for (const pair of document.cookie.split(";")) {
    const name = pair.split("=")[0]?.trim() ?? "";
    if (!GOOGLE_COOKIE.test(name)) continue;
    for (const domain of domains) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
  }
}

export function createTagManagerLoader() {
  let state: ConsentState = "denied";
  let announced = false;

  /** Applies a stored or new choice (grant or withdraw consent now), then lets Tag Manager load. */
  function apply(choice: ConsentChoice | null): void {
    if (choice === null) return;
    // The head snippet normally put the default there; without it a tag could run with none.
    if (!dataLayer().some(isConsentDefault)) gtag(!announced, "consent", "default", consentFor("denied"));
    if (choice === "accepted" && state !== "granted") {
      state = "granted";
      gtag(!announced, "consent", "update", consentFor("granted"));
    } else if (choice === "declined" && state === "granted") {
      state = "denied";
      gtag(!announced, "consent", "update", consentFor("denied"));
      clearGoogleCookies();
    }
    if (announced) return;
    announced = true;
    Object.assign(window, { consentChosen: true });
    window.dispatchEvent(new Event(CONSENT_CHOSEN_EVENT));
  }

  return {
    /** Applies the stored choice and follows every later change. */
    start(store: ConsentStore) {
      apply(store.getSnapshot().choice);
      store.subscribe(() => apply(store.getSnapshot().choice));
    },
  };
}
