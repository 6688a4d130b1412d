// POST /api/mailchimp-subscribe: adds an address to the newsletter, once.
import { newsletterSchema } from "../../src/validation/newsletter-schema";
import { HttpError } from "../http/errors";
import { newsletterResultPages } from "../../src/validation/form-routes";
import { createFormEndpoint, type FormEndpoint } from "../http/form-endpoint";
import { rateLimits, type RateLimitRule, type RateLimitStore } from "../http/rate-limit";
import type { Clock, Logger } from "../http/types";
import { newsletterMessages, type NewsletterService } from "./newsletter-service";

export interface NewsletterEndpointDeps {
  /** A store, or why there is none (a production host without Mailchimp settings). */
  service: NewsletterService | { reason: string };
  rateLimitStore: RateLimitStore;
  rateLimit?: RateLimitRule;
  clock: Clock;
  log: Logger;
  siteUrls: readonly (string | undefined)[];
}

export function createNewsletterEndpoint(deps: NewsletterEndpointDeps): FormEndpoint {
  const { service, log } = deps;
  return createFormEndpoint({
    name: "mailchimp-subscribe",
    schema: newsletterSchema,
    rateLimit: deps.rateLimit ?? rateLimits.newsletter,
    rateLimitStore: deps.rateLimitStore,
    clock: deps.clock,
    log,
    siteUrls: deps.siteUrls,
    resultPages: newsletterResultPages,
    async perform({ email }) {
      if (!("subscribe" in service)) {
        throw new HttpError(503, newsletterMessages.unavailable, { logMessage: service.reason });
      }
      await service.subscribe(email);
      log.info(`mailchimp-subscribe: signup stored via ${service.kind}`);
    },
  });
}
