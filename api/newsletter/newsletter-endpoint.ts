// POST /api/mailchimp-subscribe: adds an address to the newsletter, once.
import { newsletterResultPages } from "../../src/validation/form-routes";
import { newsletterSchema } from "../../src/validation/newsletter-schema";
import { HttpError } from "../http/errors";
import { createFormEndpoint, type FormChecks, type FormEndpoint } from "../http/form-endpoint";
import { rateLimits } from "../http/rate-limit";
import { newsletterMessages, type NewsletterService } from "./newsletter-service";

export interface NewsletterEndpointDeps extends FormChecks {
  /** A store, or why there is none (a production host without Mailchimp settings, a preview). */
  service: NewsletterService | { reason: string; message?: string };
}

export function createNewsletterEndpoint(deps: NewsletterEndpointDeps): FormEndpoint {
  const { service, log } = deps;
  return createFormEndpoint({
    ...deps,
    name: "mailchimp-subscribe",
    schema: newsletterSchema,
    rateLimit: rateLimits.newsletter,
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
