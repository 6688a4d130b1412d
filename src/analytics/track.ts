// The events the site pushes into Tag Manager's data layer. The site only ever pushes: whether a tag
// fires, and what it may store or send, is the container's business under Consent Mode. Every field
// is a constant, a content identifier or the page's path: no event carries what a visitor typed.
import { DATA_LAYER_NAME } from "../consent/gtm-options";

export type ContactChannel = "phone" | "email";

/** GA4's recommended generate_lead, sign_up and select_content (a customer's site, from a case study), and contact_click. */
export type AnalyticsEvent = { page_path: string } & (
  | { event: "generate_lead"; form: "contact" }
  | { event: "sign_up"; method: "newsletter" }
  | { event: "contact_click"; channel: ContactChannel }
  | { event: "select_content"; content_type: "case_study"; content_id: string; link_domain: string }
);

/**
 * The page an event happened on: the path alone (a campaign link may carry an address in its query),
 * without segments that look like an e-mail address or a phone number (a 404 keeps what was typed).
 */
export const pagePath = (location: Pick<Location, "pathname"> = window.location): string =>
  location.pathname
    .split("/")
    .map((segment) => (/@|%40|\d{5,}/i.test(segment) ? "_" : segment))
    .join("/");

/** Which contact channel a link's href opens, if any. */
export function contactChannelOf(href: string | null): ContactChannel | null {
  const scheme = href?.trim().slice(0, 7).toLowerCase() ?? "";
  return scheme.startsWith("tel:") ? "phone" : scheme.startsWith("mailto:") ? "email" : null;
}

/**
 * Pushes into the data layer the page's first script created (with the Consent Mode default), where
 * an event waits until the container loads. Without one the build has no Tag Manager: nothing is recorded.
 */
export function pushEvent(event: AnalyticsEvent, win: Window = window): boolean {
  const layer: unknown = (win as Window & { [DATA_LAYER_NAME]?: unknown })[DATA_LAYER_NAME];
  if (!Array.isArray(layer)) return false;
  layer.push(event);
  return true;
}

// The idempotency keys of the contact messages counted on this page: a retry answered with success is still one lead.
const counted = new Set<string>();

/** Pushes the event once per key, however often its success is confirmed. */
export function pushEventOnce(key: string, event: AnalyticsEvent, win: Window = window): boolean {
  if (counted.has(key)) return false;
  const pushed = pushEvent(event, win);
  if (pushed) counted.add(key);
  return pushed;
}

/** The customer site's host name; a link that is no URL still counts the click, without a domain. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return "";
  }
}

/** What the site's components report, each on the page it happened on. */
export const track = {
  /** A contact message the function confirmed, by the idempotency key it was sent with. */
  lead: (idempotencyKey: string) =>
    pushEventOnce(idempotencyKey, { event: "generate_lead", form: "contact", page_path: pagePath() }),
  signUp: () => pushEvent({ event: "sign_up", method: "newsletter", page_path: pagePath() }),
  contactClick: (channel: ContactChannel) => pushEvent({ event: "contact_click", channel, page_path: pagePath() }),
  caseStudyLink: (slug: string, url: string) =>
    pushEvent({
      event: "select_content",
      content_type: "case_study",
      content_id: slug,
      link_domain: hostOf(url),
      page_path: pagePath(),
    }),
};
