// POST /api/send-contact-email: one e-mail to the agency inbox per valid submission.
import { contactSchema } from "../../src/validation/contact-schema";
import { HttpError } from "../http/errors";
import { contactResultPages } from "../../src/validation/form-routes";
import { createFormEndpoint, type FormEndpoint } from "../http/form-endpoint";
import { rateLimits, type RateLimitRule, type RateLimitStore } from "../http/rate-limit";
import type { Clock, Logger } from "../http/types";
import { MailDeliveryError, type Mailer } from "../mail/mailer";
import { composeContactEmail } from "./compose";

/** Why there is no mailer, for the log line that tells an operator what to set. */
export interface MissingTransport {
  reason: string;
}

export interface ContactEndpointDeps {
  /** A mailer, or why there is none (a production host without SMTP settings). */
  mailer: Mailer | MissingTransport;
  to: string;
  from: string;
  rateLimitStore: RateLimitStore;
  rateLimit?: RateLimitRule;
  clock: Clock;
  log: Logger;
  siteUrls: readonly (string | undefined)[];
}

export function contactUnavailableMessage(to: string): string {
  return `Vi kunne ikke sende meldingen akkurat nå. Prøv igjen senere, eller send oss en e-post på ${to}.`;
}

export function createContactEndpoint(deps: ContactEndpointDeps): FormEndpoint {
  const { mailer, to, from, log } = deps;
  return createFormEndpoint({
    name: "send-contact-email",
    schema: contactSchema,
    rateLimit: deps.rateLimit ?? rateLimits.contact,
    rateLimitStore: deps.rateLimitStore,
    clock: deps.clock,
    log,
    siteUrls: deps.siteUrls,
    resultPages: contactResultPages,
    async perform(value) {
      if (!("send" in mailer)) {
        throw new HttpError(503, contactUnavailableMessage(to), { logMessage: mailer.reason });
      }
      try {
        const { id } = await mailer.send(composeContactEmail(value, { from, to }));
        log.info(`send-contact-email: delivered via ${mailer.kind} (${id})`);
      } catch (error: unknown) {
        if (error instanceof MailDeliveryError) {
          throw new HttpError(502, contactUnavailableMessage(to), { logMessage: error.message });
        }
        throw error;
      }
    },
  });
}
