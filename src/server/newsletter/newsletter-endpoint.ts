// POST /api/mailchimp-subscribe: adds an address to the newsletter, once, wherever subscribers are kept.
import { createHash } from "node:crypto";
import { formCopy } from "../../form-contract/messages";
import { newsletterSchema } from "../../form-contract/newsletter-schema";
import { HttpError } from "../http/errors";
import { createFormEndpoint, type FormChecks, type FormEndpoint } from "../http/form-endpoint";

export interface NewsletterService {
  /** "mailchimp", "local" or "none (why)", for logs. */
  readonly kind: string;
  /** Adds the address if it is new and leaves an existing member exactly as they are. */
  subscribe(email: string): Promise<void>;
}

/** Mailchimp's subscriber hash, also the local store's file name: md5 of the lowercased address. */
export function subscriberHash(email: string): string {
  return createHash("md5").update(email.trim().toLowerCase()).digest("hex");
}

/** The answers when a signup does not go through (content/forms.json). */
export const newsletterMessages = formCopy.newsletterAnswers;

/** Where there is no service to use, every signup is answered 503 with `message`, and `reason` goes to the log. */
export function createUnavailableService(reason: string, message = newsletterMessages.unavailable): NewsletterService {
  return {
    kind: `none (${reason})`,
    subscribe: () => Promise.reject(new HttpError(503, message, { logMessage: reason })),
  };
}

export function createNewsletterEndpoint(deps: FormChecks & { service: NewsletterService }): FormEndpoint {
  const { service, log } = deps;
  return createFormEndpoint({
    ...deps,
    name: "mailchimp-subscribe",
    schema: newsletterSchema,
    form: "newsletter",
    async perform({ email }) {
      await service.subscribe(email);
      log.info(`mailchimp-subscribe: signup stored via ${service.kind}`);
    },
  });
}
