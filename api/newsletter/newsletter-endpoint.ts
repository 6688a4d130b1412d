// POST /api/mailchimp-subscribe: adds an address to the newsletter, once.
import { newsletterSchema } from "../../src/validation/newsletter-schema";
import { HttpError } from "../http/errors";
import { newsletterResultPages } from "../../src/validation/form-routes";
import { createFormEndpoint, type FormEndpoint } from "../http/form-endpoint";
import type { OriginPolicy } from "../http/origin";
import { rateLimits, type RateLimitRule, type RateLimitStore } from "../http/rate-limit";
import type { Logger } from "../http/types";
import { newsletterMessages, type NewsletterService } from "./newsletter-service";

export interface NewsletterEndpointDeps {
  /** A store, or why there is none (a production host without Mailchimp settings, a preview). */
  service: NewsletterService | { reason: string; message?: string };
  rateLimitStore: RateLimitStore;
  rateLimit?: RateLimitRule;
  trustForwardedFor?: boolean;
  log: Logger;
  origins: OriginPolicy;
}

export function createNewsletterEndpoint(deps: NewsletterEndpointDeps): FormEndpoint {
  const { service, log } = deps;
  return createFormEndpoint({
    name: "mailchimp-subscribe",
    schema: newsletterSchema,
    rateLimit: deps.rateLimit ?? rateLimits.newsletter,
    rateLimitStore: deps.rateLimitStore,
    trustForwardedFor: deps.trustForwardedFor,
    log,
    origins: deps.origins,
    resultPages: newsletterResultPages,
    async perform({ email }) {
      if (!("subscribe" in service)) {
        throw new HttpError(503, service.message ?? newsletterMessages.unavailable, { logMessage: service.reason });
      }
      await service.subscribe(email);
      log.info(`mailchimp-subscribe: signup stored via ${service.kind}`);
    },
  });
}
