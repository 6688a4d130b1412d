// Pushes the site's events into Tag Manager's data layer. The site only ever pushes: whether a tag
// fires, and what it may store or send, is the container's business under Consent Mode (denied
// until the visitor presses "Godta"). An event pushed before the container has loaded waits in the
// data layer, which the container reads from the start when it loads.
import { DATA_LAYER_NAME } from "../consent/gtm-options";
import {
  caseStudyLinkEvent,
  contactClickEvent,
  leadEvent,
  pagePath,
  signUpEvent,
  type AnalyticsEvent,
  type ContactChannel,
} from "./events";

/**
 * Pushes into the data layer the page's first script created (with the Consent Mode default).
 * Without one the build has no Tag Manager, and nothing is recorded: never a second data layer.
 */
export function pushEvent(event: AnalyticsEvent, win: Window = window): boolean {
  const layer: unknown = (win as Window & { [DATA_LAYER_NAME]?: unknown })[DATA_LAYER_NAME];
  if (!Array.isArray(layer)) return false;
  layer.push(event);
  return true;
}

// The idempotency keys of the contact messages already counted on this page: the server answers a
// retry of a delivered message with success again, and that is still one lead.
const counted = new Set<string>();

/** Pushes the event once per key, however often its success is confirmed. */
export function pushEventOnce(key: string, event: AnalyticsEvent, win: Window = window): boolean {
  if (counted.has(key)) return false;
  const pushed = pushEvent(event, win);
  if (pushed) counted.add(key);
  return pushed;
}

/** What the site's components report, each on the page it happened on. */
export const track = {
  /** A contact message the function confirmed, by the idempotency key it was sent with. */
  lead: (idempotencyKey: string) => pushEventOnce(idempotencyKey, leadEvent(pagePath())),
  /** A newsletter signup the function confirmed. */
  signUp: () => pushEvent(signUpEvent(pagePath())),
  contactClick: (channel: ContactChannel) => pushEvent(contactClickEvent(channel, pagePath())),
  /** The customer's own site, opened from a case study. */
  caseStudyLink: (slug: string, url: string) => pushEvent(caseStudyLinkEvent(slug, url, pagePath())),
};
