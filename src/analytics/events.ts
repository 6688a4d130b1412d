// The events the site pushes into Tag Manager's data layer, and how each is built. Every field
// is a constant, a content identifier or the page's path: nothing a visitor typed, so no event
// can carry a name, an address, a phone number or a message.

/** How a visitor got in touch: a tel: link or a mailto: link. */
export type ContactChannel = "phone" | "email";

/** GA4's recommended event for a lead: a contact message the function confirmed. */
export interface GenerateLeadEvent {
  event: "generate_lead";
  form: "contact";
  page_path: string;
}

/** GA4's recommended event for a signup: a newsletter signup the function confirmed. */
export interface SignUpEvent {
  event: "sign_up";
  method: "newsletter";
  page_path: string;
}

/** A tap or click on one of the site's phone or e-mail links (a custom event). */
export interface ContactClickEvent {
  event: "contact_click";
  channel: ContactChannel;
  page_path: string;
}

/** GA4's recommended event for choosing content: the customer's own site, from a case study. */
export interface SelectContentEvent {
  event: "select_content";
  content_type: "case_study";
  /** The case study's slug, as in /case-study/<slug>. */
  content_id: string;
  /** The customer site's host name, e.g. "www.example.no". */
  link_domain: string;
  page_path: string;
}

export type AnalyticsEvent = GenerateLeadEvent | SignUpEvent | ContactClickEvent | SelectContentEvent;

export type AnalyticsEventName = AnalyticsEvent["event"];

// A path segment the visitor may have typed themselves (a 404 page keeps the requested address):
// anything that looks like an e-mail address or a phone number is left out.
const PERSONAL_LOOKING = /@|%40|\d{5,}/i;

/**
 * The page an event happened on: the path only, never the query string or hash (a campaign
 * link may carry an address in them), and without segments that could hold personal data.
 */
export function pagePath(location: Pick<Location, "pathname"> = window.location): string {
  return location.pathname
    .split("/")
    .map((segment) => (PERSONAL_LOOKING.test(segment) ? "_" : segment))
    .join("/");
}

/** Which contact channel a link's href opens, if any. */
export function contactChannelOf(href: string | null): ContactChannel | null {
  const scheme = href?.trim().slice(0, 7).toLowerCase() ?? "";
  if (scheme.startsWith("tel:")) return "phone";
  if (scheme.startsWith("mailto:")) return "email";
  return null;
}

export const leadEvent = (path: string): GenerateLeadEvent => ({
  event: "generate_lead",
  form: "contact",
  page_path: path,
});

export const signUpEvent = (path: string): SignUpEvent => ({ event: "sign_up", method: "newsletter", page_path: path });

export const contactClickEvent = (channel: ContactChannel, path: string): ContactClickEvent => ({
  event: "contact_click",
  channel,
  page_path: path,
});

export function caseStudyLinkEvent(slug: string, url: string, path: string): SelectContentEvent {
  let host = "";
  try {
    host = new URL(url).hostname;
  } catch {
    // The build checks each link; an odd one still counts the click, without a domain.
  }
  return { event: "select_content", content_type: "case_study", content_id: slug, link_domain: host, page_path: path };
}
