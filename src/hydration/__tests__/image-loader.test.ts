// The lazy images' part of the bundle loader, run the way a browser runs the loader: from a
// <script> after the page's content and its (here empty) list of bundles.
import { AT_FRAGMENT_ATTRIBUTE } from "../../components/layout/at-fragment";
import { BUNDLE_LOADER, BUNDLES_ID } from "../bundles-after-load";

/** gatsby-plugin-image's server markup: placeholder, then picture > source + img. */
function imageMarkup(name: string, lazy: boolean): string {
  const sources = lazy ? `data-srcset="/${name}.avif 360w"` : `srcset="/${name}.avif 360w"`;
  const img = lazy ? `data-src="/${name}.webp" data-srcset="/${name}.webp 360w"` : `src="/${name}.webp"`;
  return (
    `<div data-gatsby-image-wrapper id="${name}"><div data-placeholder-image style="opacity:1"></div>` +
    `<picture><source type="image/avif" ${sources}><img data-main-image style="opacity:0" ${img}></picture></div>`
  );
}

const img = (name: string) => document.querySelector<HTMLImageElement>(`#${name} img`)!;
const placeholder = (name: string) => document.querySelector<HTMLElement>(`#${name} [data-placeholder-image]`)!;
const source = (name: string) => document.querySelector(`#${name} source`)!;

/** Reports `complete` as a browser would: true for the images in `loaded`, and for no source at all. */
function setComplete(loaded: string[]): void {
  for (const element of document.querySelectorAll<HTMLImageElement>("img[data-main-image]")) {
    const name = element.closest("[data-gatsby-image-wrapper]")!.id;
    Object.defineProperty(element, "complete", {
      configurable: true,
      get: () => loaded.includes(name) || (!element.hasAttribute("src") && !element.hasAttribute("srcset")),
    });
  }
}

/** Runs the loader after `markup` and lets the document finish parsing. */
function runLoader(markup: string, loaded: string[]): void {
  document.body.innerHTML = `${markup}<script type="application/json" id="${BUNDLES_ID}">[]</script><script></script>`;
  setComplete(loaded);
  const loader = document.body.lastElementChild;
  Object.defineProperty(document, "currentScript", { configurable: true, get: () => loader });
  new Function(BUNDLE_LOADER)();
  document.dispatchEvent(new Event("DOMContentLoaded"));
}

beforeAll(() => {
  // jsdom has no native lazy loading; the browsers the loader acts in all do.
  Object.defineProperty(HTMLImageElement.prototype, "loading", { configurable: true, value: "" });
});
afterAll(() => Reflect.deleteProperty(HTMLImageElement.prototype, "loading"));
beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(document, "readyState", { configurable: true, get: () => "interactive" });
});
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(document, "readyState");
  Reflect.deleteProperty(document, "currentScript");
});

test("shows an eager image that has already loaded at once, and leaves the lazy ones without sources", () => {
  runLoader(imageMarkup("hero", false) + imageMarkup("card", true), ["hero"]);
  expect(img("hero").style.opacity).toBe("1");
  expect(placeholder("hero").style.opacity).toBe("0");
  expect(img("card").hasAttribute("src")).toBe(false);
  expect(source("card").hasAttribute("srcset")).toBe(false);
  expect(img("card").style.opacity).toBe("0");
  expect(placeholder("card").style.opacity).toBe("1");
});

test("gives the lazy images their sources after the load event and the next frame", () => {
  runLoader(imageMarkup("hero", false) + imageMarkup("card", true), []);
  expect(img("hero").style.opacity).toBe("0");
  window.dispatchEvent(new Event("load"));
  expect(img("card").hasAttribute("src")).toBe(false);
  jest.advanceTimersByTime(20);
  expect(img("card").getAttribute("src")).toBe("/card.webp");
  expect(img("card").getAttribute("srcset")).toBe("/card.webp 360w");
  expect(img("card").hasAttribute("data-src")).toBe(false);
  expect(source("card").getAttribute("srcset")).toBe("/card.avif 360w");
  expect(source("card").hasAttribute("data-srcset")).toBe(false);
  // Not loaded yet: the plugin's head script fades it in on its load event.
  expect(img("card").style.opacity).toBe("0");
  expect(img("hero").getAttribute("src")).toBe("/hero.webp");
});

test("shows a lazy image from the cache as soon as it has its sources", () => {
  runLoader(imageMarkup("card", true), ["card"]);
  expect(img("card").style.opacity).toBe("0");
  jest.advanceTimersByTime(3000);
  expect(img("card").getAttribute("src")).toBe("/card.webp");
  expect(img("card").style.opacity).toBe("1");
  expect(placeholder("card").style.opacity).toBe("0");
});

test("does nothing without native lazy loading (Gatsby's runtime swaps the sources after hydration)", () => {
  Reflect.deleteProperty(HTMLImageElement.prototype, "loading");
  try {
    runLoader(imageMarkup("hero", false) + imageMarkup("card", true), ["hero"]);
    jest.advanceTimersByTime(3000);
    expect(img("hero").style.opacity).toBe("0");
    expect(img("card").hasAttribute("src")).toBe(false);
  } finally {
    Object.defineProperty(HTMLImageElement.prototype, "loading", { configurable: true, value: "" });
  }
});

test("gives one lazy image its sources per frame, so no single task handles them all", () => {
  runLoader(imageMarkup("first", true) + imageMarkup("second", true) + imageMarkup("third", true), []);
  window.dispatchEvent(new Event("load"));
  const withSource = () => ["first", "second", "third"].filter((name) => img(name).hasAttribute("src"));
  jest.advanceTimersByTime(17);
  expect(withSource()).toEqual(["first"]);
  jest.advanceTimersByTime(17);
  expect(withSource()).toEqual(["first", "second"]);
  jest.advanceTimersByTime(17);
  expect(withSource()).toEqual(["first", "second", "third"]);
});

describe("an image in a band that is not laid out (content-visibility: auto, off screen)", () => {
  // The band's contents are skipped while `skipping` holds: checkVisibility says so for them.
  let skipping = true;
  const band = () => document.getElementById("band")!;
  beforeEach(() => {
    skipping = true;
    Object.defineProperty(Element.prototype, "checkVisibility", {
      configurable: true,
      value(this: Element, options?: { contentVisibilityAuto?: boolean }) {
        return !(options?.contentVisibilityAuto && skipping && this !== band() && band().contains(this));
      },
    });
    jest
      .spyOn(window, "getComputedStyle")
      .mockImplementation(
        (element) => ({ contentVisibility: element.id === "band" ? "auto" : "visible" }) as CSSStyleDeclaration,
      );
  });
  afterEach(() => {
    Reflect.deleteProperty(Element.prototype, "checkVisibility");
    jest.restoreAllMocks();
    document.documentElement.removeAttribute(AT_FRAGMENT_ATTRIBUTE);
  });

  const markup = () => imageMarkup("near", true) + `<section id="band">${imageMarkup("far", true)}</section>`;

  test("gets its sources when the band is laid out, not while it is skipped", () => {
    runLoader(markup(), []);
    window.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(100);
    expect(img("near").getAttribute("src")).toBe("/near.webp");
    expect(img("far").hasAttribute("src")).toBe(false);
    expect(source("far").hasAttribute("srcset")).toBe(false);

    skipping = false;
    band().dispatchEvent(new Event("contentvisibilityautostatechange"));
    expect(img("far").getAttribute("src")).toBe("/far.webp");
    expect(source("far").getAttribute("srcset")).toBe("/far.avif 360w");
  });

  test("gets its sources when a #fragment visit lays every band out (no event then)", async () => {
    runLoader(markup(), []);
    window.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(100);
    expect(img("far").hasAttribute("src")).toBe(false);

    skipping = false;
    document.documentElement.setAttribute(AT_FRAGMENT_ATTRIBUTE, "");
    await Promise.resolve(); // MutationObserver callbacks run as a microtask
    expect(img("far").getAttribute("src")).toBe("/far.webp");
  });
});
