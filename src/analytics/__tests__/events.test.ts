import {
  caseStudyLinkEvent,
  contactChannelOf,
  contactClickEvent,
  leadEvent,
  pagePath,
  signUpEvent,
  type AnalyticsEvent,
} from "../events";

// The events themselves, as Tag Manager receives them, are tested in the browser (e2e/analytics.spec.ts).
it("still counts a case-study click whose link is no URL, without a domain", () => {
  expect(caseStudyLinkEvent("fjelltur", "ikke en adresse", "/case-study/fjelltur").link_domain).toBe("");
});

describe("the page path", () => {
  it("is the path alone: no query string, no hash", () => {
    const url = new URL("https://www.fjellsynmedia.no/kontakt?utm_source=x&email=kari%40example.no#skjema");
    expect(pagePath(url)).toBe("/kontakt");
  });

  it("leaves out a segment that looks like an e-mail address or a phone number", () => {
    expect(pagePath({ pathname: "/finnes-ikke/kari@example.no" })).toBe("/finnes-ikke/_");
    expect(pagePath({ pathname: "/finnes-ikke/kari%40example.no/x" })).toBe("/finnes-ikke/_/x");
    expect(pagePath({ pathname: "/ring/98765432" })).toBe("/ring/_");
    expect(pagePath({ pathname: "/case-study/fjelltur-2024" })).toBe("/case-study/fjelltur-2024");
  });

  it("reads the current page by default", () => {
    window.history.pushState(null, "", "/tjenester/video?kampanje=1#pris");
    expect(pagePath()).toBe("/tjenester/video");
  });
});

describe("a contact link's channel", () => {
  it.each([
    ["tel:+4791234567", "phone"],
    ["TEL:+4791234567", "phone"],
    ["mailto:post@fjellsynmedia.no", "email"],
    [" mailto:post@fjellsynmedia.no?subject=Hei", "email"],
    ["/kontakt", null],
    ["https://www.example.no/tel:1", null],
    ["", null],
    [null, null],
  ] as const)("%s is %s", (href, channel) => {
    expect(contactChannelOf(href)).toBe(channel);
  });
});

describe("no event carries personal data", () => {
  // What a visitor types into the forms, and the agency's own numbers in the links.
  const personal = ["Kari Nordmann", "kari@example.no", "+47 987 65 432", "98765432", "Hei!", "post@", "+4791234567"];
  const events: AnalyticsEvent[] = [
    leadEvent(pagePath({ pathname: "/kontakt" })),
    signUpEvent(pagePath({ pathname: "/finnes-ikke/kari@example.no" })),
    contactClickEvent("phone", pagePath({ pathname: "/om-fjellsyn" })),
    contactClickEvent("email", pagePath({ pathname: "/ring/98765432" })),
    caseStudyLinkEvent("fjelltur", "https://www.example.no/", "/case-study/fjelltur"),
  ];

  it.each(events.map((event) => [event.event, event] as const))("%s", (_name, event) => {
    const text = JSON.stringify(event);
    for (const value of personal) expect(text).not.toContain(value);
    expect(text).not.toMatch(/@|\d{5,}/);
  });
});
