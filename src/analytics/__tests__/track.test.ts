import { listenForContactClicks } from "../contact-links";
import { contactChannelOf, pagePath, pushEvent, pushEventOnce, track } from "../track";

// The events as Tag Manager receives them are tested in the browser (e2e/analytics.spec.ts).
type LayerWindow = Window & { dataLayer?: unknown[] };
const win = window as LayerWindow;
const signUp = { event: "sign_up", method: "newsletter", page_path: "/" } as const;
const pushed = () => (win.dataLayer ?? []).slice(1);

beforeEach(() => {
  // As the page's first script leaves it.
  win.dataLayer = [{ event: "gtm.js" }];
  window.history.pushState(null, "", "/kontakt");
});
afterEach(() => {
  delete win.dataLayer;
  document.body.innerHTML = "";
});

describe("pushing an event", () => {
  it("appends to the data layer the page has, or goes through Tag Manager's push once it loaded", () => {
    const layer = win.dataLayer;
    expect(pushEvent(signUp)).toBe(true);
    expect(win.dataLayer).toBe(layer);
    expect(pushed()).toEqual([signUp]);
    const seen: unknown[] = [];
    win.dataLayer = Object.assign([], { push: (...items: unknown[]) => seen.push(...items) });
    pushEvent(signUp);
    expect(seen).toEqual([signUp]);
  });

  it("records nothing, and creates no data layer, on a build without Tag Manager", () => {
    delete win.dataLayer;
    expect(pushEvent(signUp)).toBe(false);
    expect(win.dataLayer).toBeUndefined();
  });

  it("counts a lead once per key, even one confirmed first where there was no data layer", () => {
    delete win.dataLayer;
    expect(pushEventOnce("key-3", signUp)).toBe(false);
    win.dataLayer = [];
    expect(pushEventOnce("key-3", signUp)).toBe(true);
    expect(pushEventOnce("key-3", signUp)).toBe(false);
  });
});

describe("no event carries personal data", () => {
  it("reports the path alone, without segments that look like an address or a number", () => {
    expect(pagePath(new URL("https://www.fjellsynmedia.no/kontakt?email=kari%40example.no#skjema"))).toBe("/kontakt");
    expect(pagePath({ pathname: "/finnes-ikke/kari@example.no" })).toBe("/finnes-ikke/_");
    expect(pagePath({ pathname: "/finnes-ikke/kari%40example.no/x" })).toBe("/finnes-ikke/_/x");
    expect(pagePath({ pathname: "/ring/98765432" })).toBe("/ring/_");
    expect(pagePath({ pathname: "/case-study/fjelltur-2024" })).toBe("/case-study/fjelltur-2024");
  });

  it("reports a case study's customer by its host name, and a link that is no URL without one", () => {
    window.history.pushState(null, "", "/case-study/fjelltur?kampanje=1");
    track.caseStudyLink("fjelltur", "https://www.example.no/om?kari@example.no");
    track.caseStudyLink("fjelltur", "ikke en adresse");
    expect(pushed()).toEqual([
      expect.objectContaining({
        link_domain: "www.example.no",
        content_id: "fjelltur",
        page_path: "/case-study/fjelltur",
      }),
      expect.objectContaining({ link_domain: "" }),
    ]);
  });
});

describe("the phone and e-mail links", () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());
  const page = (html: string) => {
    document.body.innerHTML = html;
    stop = listenForContactClicks(document);
  };

  it.each([
    ["tel:+4791234567", "phone"],
    ["TEL:+4791234567", "phone"],
    [" mailto:post@fjellsynmedia.no?subject=Hei", "email"],
    ["https://www.example.no/tel:1", null],
    [null, null],
  ] as const)("%s is %s", (href, channel) => {
    expect(contactChannelOf(href)).toBe(channel);
  });

  it("report even when a component stops the click from bubbling, and nothing else", () => {
    page(`<a href="tel:+4791234567">Ring</a><a href="/kontakt">Kontakt</a><button>Meld på</button>`);
    document.querySelector("a")?.addEventListener("click", (event) => event.stopPropagation());
    for (const element of document.querySelectorAll<HTMLElement>("a, button")) element.click();
    expect(pushed()).toEqual([{ event: "contact_click", channel: "phone", page_path: "/kontakt" }]);
  });

  it("stop reporting once stopped", () => {
    page(`<a href="tel:+4791234567">Ring</a>`);
    stop();
    document.querySelector("a")?.click();
    expect(pushed()).toEqual([]);
  });
});
