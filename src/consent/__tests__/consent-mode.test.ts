import fs from "node:fs";
import path from "node:path";
import { CONSENT_CHOSEN_EVENT, CONSENT_DEFAULT_SNIPPET, createTagManagerLoader } from "../consent-mode";
import { CONSENT_STORAGE_KEY, createConsentStore, type ConsentChoice } from "../consent-store";
import { gtmOptionsFor, isTagManagerActive, type GtmOptions } from "../gtm-options";

const options = gtmOptionsFor("GTM-TEST123") as GtmOptions;
const GTM_SRC = "https://www.googletagmanager.com/gtm.js?id=GTM-TEST123";
const BRIDGE = fs.readFileSync(path.resolve(__dirname, "../../../static/gtm-consent.js"), "utf8");

const all = (state: string) =>
  Object.fromEntries(
    ["ad_storage", "ad_user_data", "ad_personalization", "analytics_storage"].map((key) => [key, state]),
  );
const DEFAULT = ["consent", "default", all("denied")];
const UPDATE_GRANTED = ["consent", "update", all("granted")];
const UPDATE_DENIED = ["consent", "update", all("denied")];

type Win = Window & { dataLayer?: unknown[]; gtag?: unknown; consentChosen?: boolean };

/** The data layer as plain values: gtag() entries become arrays. */
function entries(): unknown[] {
  return ((window as Win).dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === "[object Arguments]" ? Array.from(entry as ArrayLike<unknown>) : entry,
  );
}

const gtmScripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>("script[src*='googletagmanager']"));

/**
 * static/gtm-consent.js as the plugin's snippet loads it: with its own URL (and so the
 * container id) in document.currentScript.
 */
const bridgeListeners: EventListenerOrEventListenerObject[] = [];

function runBridge(): void {
  // Each test is a fresh page load: remember the bridge's listener so the next test can drop it.
  const spy = jest.spyOn(window, "addEventListener").mockImplementation(function (this: Window, ...args) {
    bridgeListeners.push(args[1] as EventListenerOrEventListenerObject);
    return EventTarget.prototype.addEventListener.apply(this, args);
  });
  Object.defineProperty(document, "currentScript", {
    configurable: true,
    value: { src: `http://localhost/gtm-consent.js?id=${options.id}` },
  });
  // Indirect eval runs the file in global scope, as the browser does.
  (0, eval)(BRIDGE);
  Object.defineProperty(document, "currentScript", { configurable: true, value: null });
  spy.mockRestore();
}

/** A fresh page load: the head snippet and the bridge run, then the loader starts with what is stored. */
function load(stored: string | null) {
  if (stored !== null) window.localStorage.setItem(CONSENT_STORAGE_KEY, stored);
  (0, eval)(CONSENT_DEFAULT_SNIPPET);
  runBridge();
  const store = createConsentStore();
  createTagManagerLoader().start(store);
  return store;
}

beforeEach(() => {
  bridgeListeners.splice(0).forEach((listener) => window.removeEventListener(CONSENT_CHOSEN_EVENT, listener));
  window.localStorage.clear();
  delete (window as Win).dataLayer;
  delete (window as Win).gtag;
  delete (window as Win).consentChosen;
  gtmScripts().forEach((script) => script.remove());
});

describe("Consent Mode default", () => {
  it("pushes an Arguments object, the only form Google's tags read consent from", () => {
    (0, eval)(CONSENT_DEFAULT_SNIPPET);
    const [first] = (window as Win).dataLayer ?? [];
    expect(Object.prototype.toString.call(first)).toBe("[object Arguments]");
  });
});

describe("stored value on page load → data layer and loader", () => {
  it.each([
    ["nothing stored: only the default, and no request to Google", null, [DEFAULT], 0],
    ["an unknown stored value counts as nothing stored", "maybe", [DEFAULT], 0],
    ["accepted: default, update to granted, then one async gtm.js", "accepted", [DEFAULT, UPDATE_GRANTED], 1],
    ["declined: default, then gtm.js with consent still denied", "declined", [DEFAULT], 1],
  ])("%s", (_case, stored, expected, scripts) => {
    load(stored);
    expect(entries()).toEqual(expected);
    expect(gtmScripts().map((script) => [script.src, script.async])).toEqual(Array(scripts).fill([GTM_SRC, true]));
  });

  it("without the head snippet the loader still puts the default first", () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, "accepted");
    createTagManagerLoader().start(createConsentStore());
    expect(entries()).toEqual([DEFAULT, UPDATE_GRANTED]);
  });
});

describe("a choice made on the page applies at once", () => {
  it.each<[ConsentChoice, unknown[]]>([
    ["accepted", [DEFAULT, UPDATE_GRANTED]],
    ["declined", [DEFAULT]],
  ])("first choice %s", (choice, expected) => {
    const store = load(null);
    store.choose(choice);
    expect(entries()).toEqual(expected);
    expect(gtmScripts()).toHaveLength(1);
  });

  it("declining after accepting updates consent to denied, keeps one gtm.js and clears Google's cookies", () => {
    document.cookie = "_ga=GA1.1.123.456; path=/";
    document.cookie = "_ga_ABC123=GS1.1.1; path=/";
    document.cookie = "theme=dark; path=/";
    const store = load("accepted");
    store.reopen();
    store.choose("declined");
    expect(entries()).toEqual([DEFAULT, UPDATE_GRANTED, UPDATE_DENIED]);
    expect(gtmScripts()).toHaveLength(1);
    expect(document.cookie).toBe("theme=dark");
  });

  it("accepting after declining updates consent to granted without loading Tag Manager twice, and once only", () => {
    const store = load("declined");
    store.reopen();
    store.choose("accepted");
    store.reopen();
    store.choose("accepted");
    expect(entries()).toEqual([DEFAULT, UPDATE_GRANTED]);
    expect(gtmScripts()).toHaveLength(1);
  });

  it("announces the choice once, after consent is in the data layer", () => {
    const heard: unknown[][] = [];
    const listener = () => heard.push(entries());
    window.addEventListener(CONSENT_CHOSEN_EVENT, listener);
    const store = load(null);
    store.choose("accepted");
    store.reopen();
    store.choose("declined");
    window.removeEventListener(CONSENT_CHOSEN_EVENT, listener);
    expect(heard).toEqual([[DEFAULT, UPDATE_GRANTED]]);
    expect((window as Win).consentChosen).toBe(true);
  });

  it("the bridge loads the container at once when the choice came before it", () => {
    (0, eval)(CONSENT_DEFAULT_SNIPPET);
    window.localStorage.setItem(CONSENT_STORAGE_KEY, "declined");
    createTagManagerLoader().start(createConsentStore());
    runBridge();
    expect(gtmScripts().map((script) => script.src)).toEqual([GTM_SRC]);
  });
});

test("Tag Manager's options: none without a container id, a malformed one refused, off in development", () => {
  expect(gtmOptionsFor("  ")).toBeNull();
  expect(isTagManagerActive(null, "production")).toBe(false);
  expect(() => gtmOptionsFor("UA-12345")).toThrow(/GATSBY_GTM_ID/);
  expect(options).toMatchObject({ id: "GTM-TEST123", dataLayerName: "dataLayer", selfHostedPath: "gtm-consent.js" });
  expect(isTagManagerActive(options, "production")).toBe(true);
  expect(isTagManagerActive(options, "development")).toBe(false);
});
