// POST /api/mailchimp-subscribe: adds an address to the newsletter, once, wherever subscribers are kept.
import { createHash } from "node:crypto";
import { formCopy } from "../../form-contract/messages";
import { newsletterResultPages } from "../../form-contract/routes";
import { newsletterSchema } from "../../form-contract/newsletter-schema";
import { HttpError } from "../http/errors";
import { createFormEndpoint, type FormChecks, type FormEndpoint } from "../http/form-endpoint";
import { rateLimits } from "../http/rate-limit";

export interface NewsletterService {
  /** "mailchimp" or "local", for logs. */
  readonly kind: string;
  /**
   * Adds the address if it is new and leaves an existing member exactly as they are.
   * Throws an HttpError with a Norwegian message when that cannot be done.
   */
  subscribe(email: string): Promise<void>;
}

/** Mailchimp's subscriber hash, also the local store's file name: md5 of the lowercased address. */
export function subscriberHash(email: string): string {
  return createHash("md5").update(email.trim().toLowerCase()).digest("hex");
}

/** The answers when a signup does not go through (content/forms.json). */
export const newsletterMessages = formCopy.newsletterAnswers;

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
