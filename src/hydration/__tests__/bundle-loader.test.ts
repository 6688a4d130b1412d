// The constant loader, run the way a browser runs it: from a <script> right after the list.
import { BUNDLE_LOADER, BUNDLES_ID, HEAD_AFTER_PAINT_ID } from "../bundles-after-load";

function runLoader(readyState: DocumentReadyState): void {
  document.body.innerHTML = `<script type="application/json" id="${BUNDLES_ID}">["/a.js","/b.js"]</script><script></script>`;
  const loader = document.body.lastElementChild;
  Object.defineProperty(document, "currentScript", { configurable: true, get: () => loader });
  Object.defineProperty(document, "readyState", { configurable: true, get: () => readyState });
  new Function(BUNDLE_LOADER)();
}

const loaded = () =>
  [...document.querySelectorAll<HTMLScriptElement>("script[src]")].map((script) => [
    script.getAttribute("src"),
    script.async,
  ]);

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(document, "currentScript");
  Reflect.deleteProperty(document, "readyState");
});

test("waits for the page's load event and the next frame, then adds the bundles in order, not async", () => {
  runLoader("loading");
  expect(loaded()).toEqual([]);
  window.dispatchEvent(new Event("load"));
  expect(loaded()).toEqual([]);
  jest.advanceTimersByTime(20);
  expect(loaded()).toEqual([
    ["/a.js", false],
    ["/b.js", false],
  ]);
  window.dispatchEvent(new Event("load"));
  jest.advanceTimersByTime(3000);
  expect(loaded()).toHaveLength(2);
});

test("starts after the next frame on a page that has already loaded", () => {
  runLoader("complete");
  jest.advanceTimersByTime(20);
  expect(loaded()).toHaveLength(2);
});

test("starts after 3 seconds when the load event does not come", () => {
  runLoader("interactive");
  jest.advanceTimersByTime(2999);
  expect(loaded()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(loaded()).toHaveLength(2);
});

test("with paint timing, waits for the first contentful paint as well as the load event", () => {
  type Entries = { getEntriesByName(name: string): unknown[] };
  let report: (names: string[]) => void = () => undefined;
  const observer = { observe: jest.fn(), disconnect: jest.fn() };
  const Observer = jest.fn((callback: (list: Entries, self: typeof observer) => void) => {
    report = (names) => callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, observer);
    return observer;
  });
  Object.assign(Observer, { supportedEntryTypes: ["paint", "largest-contentful-paint"] });
  window.PerformanceObserver = Observer as unknown as typeof PerformanceObserver;
  try {
    runLoader("loading");
    window.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(20);
    expect(loaded()).toEqual([]);
    expect(observer.observe).toHaveBeenCalledWith({ type: "paint", buffered: true });
    report(["first-paint"]);
    jest.advanceTimersByTime(20);
    expect(loaded()).toEqual([]);
    report(["first-paint", "first-contentful-paint"]);
    jest.advanceTimersByTime(1);
    expect(loaded()).toHaveLength(2);
    expect(observer.disconnect).toHaveBeenCalled();
  } finally {
    Reflect.deleteProperty(window, "PerformanceObserver");
  }
});

test("adds what the head held back until the paint (the manifest link) once it has started the bundles", () => {
  document.head.innerHTML = `<template id="${HEAD_AFTER_PAINT_ID}"><link rel="manifest" href="/manifest.webmanifest"></template>`;
  try {
    runLoader("loading");
    expect(document.querySelector('link[rel="manifest"]')).toBeNull();
    window.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(20);
    expect(loaded()).toHaveLength(2);
    const links = document.head.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute("href")).toBe("/manifest.webmanifest");
  } finally {
    document.head.innerHTML = "";
  }
});
