import { listenForContactClicks } from "../contact-links";
import { leadEvent, signUpEvent } from "../events";
import { pushEvent, pushEventOnce } from "../track";

type LayerWindow = Window & { dataLayer?: unknown[] };
const win = window as LayerWindow;

beforeEach(() => {
  // As the page's first script leaves it: the Consent Mode default, then the Tag Manager plugin's event.
  win.dataLayer = [{ event: "gtm.js" }];
  window.history.pushState(null, "", "/kontakt");
});

afterEach(() => {
  delete win.dataLayer;
  document.body.innerHTML = "";
});

const pushed = () => (win.dataLayer ?? []).slice(1);

describe("pushing an event", () => {
  it("appends to the data layer the page already has, without replacing it", () => {
    const layer = win.dataLayer;

    expect(pushEvent(signUpEvent("/"))).toBe(true);

    expect(win.dataLayer).toBe(layer);
    expect(pushed()).toEqual([{ event: "sign_up", method: "newsletter", page_path: "/" }]);
  });

  it("goes through a push Tag Manager has put on the data layer once it loaded", () => {
    const seen: unknown[] = [];
    const layer: unknown[] = [];
    layer.push = (...items: unknown[]) => seen.push(...items);
    win.dataLayer = layer;

    pushEvent(signUpEvent("/"));

    expect(seen).toEqual([signUpEvent("/")]);
  });

  it("records nothing, and creates no data layer, on a build without Tag Manager", () => {
    delete win.dataLayer;

    expect(pushEvent(signUpEvent("/"))).toBe(false);

    expect(win.dataLayer).toBeUndefined();
  });

  it("counts a message confirmed after a build without a data layer had nowhere to put it", () => {
    delete win.dataLayer;
    expect(pushEventOnce("key-3", leadEvent("/"))).toBe(false);
    win.dataLayer = [];

    expect(pushEventOnce("key-3", leadEvent("/"))).toBe(true);
  });
});

// Which channel and page a click on them reports is tested in the browser (e2e/analytics.spec.ts).
describe("the phone and e-mail links", () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  function page(html: string): void {
    document.body.innerHTML = html;
    stop = listenForContactClicks(document);
  }

  it("report even when a component stops the click from bubbling", () => {
    page(`<a href="tel:+4791234567">Ring</a>`);
    document.querySelector("a")?.addEventListener("click", (event) => event.stopPropagation());

    document.querySelector("a")?.click();

    expect(pushed()).toHaveLength(1);
  });

  it("leave every other link and click alone", () => {
    page(`<a href="/kontakt">Kontakt</a><a href="https://www.example.no/">Kunde</a><button>Meld på</button>`);

    for (const element of document.querySelectorAll<HTMLElement>("a, button")) element.click();

    expect(pushed()).toEqual([]);
  });

  it("stop reporting once stopped", () => {
    page(`<a href="tel:+4791234567">Ring</a>`);
    stop();

    document.querySelector("a")?.click();

    expect(pushed()).toEqual([]);
  });
});
