// POST /api/send-contact-email: one e-mail to the agency inbox per valid submission, never two.
import { createHash } from "node:crypto";
import { contactSchema, type ContactInput } from "../../form-contract/contact-schema";
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

export const contactMessages = (address: string) => ({
  unavailable: `Vi kunne ikke sende meldingen akkurat nå. Prøv igjen senere, eller send oss en e-post på ${address}.`,
  temporary: `E-postserveren vår kan ikke ta imot meldingen akkurat nå. Prøv igjen om noen minutter, eller send oss en e-post på ${address}.`,
  timeout: `E-postserveren vår svarte ikke i tide, så meldingen ble ikke sendt. Prøv igjen om litt, eller send oss en e-post på ${address}.`,
  unknown: `Vi fikk ikke bekreftet at meldingen kom fram, men den kan ha kommet fram. Send den ikke på nytt med en gang; hører du ikke fra oss, send oss en e-post på ${address}.`,
  inFlight: "Meldingen din er allerede på vei. Vent et øyeblikk før du prøver igjen.",
  preview: `Dette er en forhåndsvisning av nettsiden, og herfra sendes ingen meldinger. Bruk den publiserte nettsiden, eller send oss en e-post på ${address}.`,
});

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
