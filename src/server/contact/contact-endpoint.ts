// POST /api/send-contact-email: one e-mail to the agency inbox per valid submission, never two.
import { createHash } from "node:crypto";
import { contactSchema, type ContactInput } from "../../form-contract/contact-schema";
import { fill, formCopy } from "../../form-contract/messages";
import { contactResultPages } from "../../form-contract/routes";
import { describeError, HttpError } from "../http/errors";
import { createFormEndpoint, type FormChecks, type FormEndpoint } from "../http/form-endpoint";
import type { IdempotencyStore, Outcome } from "../http/idempotency";
import { rateLimits } from "../http/rate-limit";
import { MailDeliveryError, type DeliveryFailure, type Mailer } from "../mail/mailer";
import { composeContactEmail } from "./compose";

export interface ContactEndpointDeps extends FormChecks {
  /** A mailer, or why there is none (no SMTP on a production host, a preview): a reason to log, a message to show. */
  mailer: Mailer | { reason: string; message?: string };
  /** The inbox that receives the messages. */
  to: string;
  /** The agency address the visitor is told to write to when the form cannot send. */
  publicAddress?: string;
  from: string;
  /** Remembers idempotency keys; without one, every submission is sent. */
  idempotency?: IdempotencyStore;
}

/** The answers when a message cannot go (content/forms.json), each pointing to the agency's address. */
export const contactMessages = (address: string) =>
  Object.fromEntries(
    Object.entries(formCopy.contactAnswers).map(([key, text]) => [key, fill(text, { email: address })]),
  ) as typeof formCopy.contactAnswers;

/** Status, Retry-After and message per failure: 4xx from SMTP is worth a retry, 5xx is not. */
function answerFor(failure: DeliveryFailure, text: ReturnType<typeof contactMessages>, logMessage: string): HttpError {
  switch (failure) {
    case "temporary":
      return new HttpError(503, text.temporary, { logMessage, headers: { "Retry-After": "120" } });
    case "timeout":
      return new HttpError(504, text.timeout, { logMessage, headers: { "Retry-After": "30" } });
    case "unknown":
      return new HttpError(504, text.unknown, { logMessage });
    case "refused":
      return new HttpError(502, text.unavailable, { logMessage });
  }
}

/** The key's slot: the key and the message together, so a reused key with other content is a new message. */
function slotFor(key: string, value: ContactInput): string {
  return createHash("sha256")
    .update(JSON.stringify([key, value]))
    .digest("base64url");
}

export function createContactEndpoint(deps: ContactEndpointDeps): FormEndpoint {
  const { mailer, to, from, log, idempotency } = deps;
  const text = contactMessages(deps.publicAddress ?? to);

  return createFormEndpoint({
    ...deps,
    name: "send-contact-email",
    schema: contactSchema,
    rateLimit: rateLimits.contact,
    resultPages: contactResultPages,
    async perform(value, idempotencyKey) {
      if (!("send" in mailer)) {
        throw new HttpError(503, mailer.message ?? text.unavailable, { logMessage: mailer.reason });
      }
      let slot = idempotency && idempotencyKey ? slotFor(idempotencyKey, value) : undefined;
      let known: Outcome | undefined;
      try {
        known = slot ? await idempotency?.claim(slot) : undefined;
      } catch (error: unknown) {
        // Better one message too many than none: without the store, the message is sent as if it had no key.
        log.warn(`send-contact-email: idempotency store unavailable (${describeError(error)})`);
        slot = undefined;
      }
      if (known === "delivered") {
        log.info("send-contact-email: a retry of a delivered message, not sent again");
        return;
      }
      if (known === "pending") throw new HttpError(409, text.inFlight);
      if (known === "unknown") throw answerFor("unknown", text, "a retry of a message of unknown fate, not sent");

      /** Settles the key with the outcome, or releases it (undefined) for a retry to try again. */
      const remember = async (outcome: "delivered" | "unknown" | undefined) => {
        if (!slot || !idempotency) return;
        try {
          await (outcome ? idempotency.settle(slot, outcome) : idempotency.release(slot));
        } catch (error: unknown) {
          log.warn(`send-contact-email: could not remember a key (${describeError(error)})`);
        }
      };
      try {
        const { id } = await mailer.send(composeContactEmail(value, { from, to }));
        log.info(`send-contact-email: delivered via ${mailer.kind} (${id})`);
      } catch (error: unknown) {
        const failure = error instanceof MailDeliveryError ? error.failure : undefined;
        await remember(failure === "unknown" ? "unknown" : undefined);
        throw error instanceof MailDeliveryError ? answerFor(error.failure, text, error.message) : error;
      }
      await remember("delivered");
    },
  });
}
