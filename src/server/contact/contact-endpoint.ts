// POST /api/send-contact-email: one e-mail to the agency inbox per valid submission, never two.
import { contactSchema, type ContactInput } from "../../form-contract/contact-schema";
import { withAgencyEmail, formCopy } from "../../form-contract/messages";
import { HttpError } from "../http/errors";
import { createFormEndpoint, type FormChecks, type FormEndpoint } from "../http/form-endpoint";
import { FateUnknownError, withIdempotency, type IdempotencyStore } from "../http/idempotency";
import { rateLimits } from "../http/rate-limit";
import { MailDeliveryError, type DeliveryFailure, type Mailer } from "../mail/mailer";
import { composeContactEmail } from "./compose";

export interface ContactEndpointDeps extends FormChecks {
  /** The transport; createUnavailableMailer when there is none, which answers 503 itself. */
  mailer: Mailer;
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
    Object.entries(formCopy.contactAnswers).map(([key, text]) => [key, withAgencyEmail(text, address)]),
  ) as typeof formCopy.contactAnswers;

/** Status, Retry-After and message per failure: 4xx from SMTP is worth a retry, 5xx is not. */
function answerFor(failure: DeliveryFailure, text: ReturnType<typeof contactMessages>, logMessage: string): HttpError {
  switch (failure) {
    case "temporary":
      return new HttpError(503, text.temporary, { logMessage, headers: { "Retry-After": "120" } });
    case "timeout":
      return new HttpError(504, text.timeout, { logMessage, headers: { "Retry-After": "30" } });
    case "unknown":
      return new FateUnknownError(text.unknown, logMessage);
    case "refused":
      return new HttpError(502, text.unavailable, { logMessage });
  }
}

export function createContactEndpoint(deps: ContactEndpointDeps): FormEndpoint {
  const { mailer, to, from, log, idempotency } = deps;
  const text = contactMessages(deps.publicAddress ?? to);
  const name = "send-contact-email";

  return createFormEndpoint({
    ...deps,
    name,
    schema: contactSchema,
    rateLimit: rateLimits.contact,
    form: "contact",
    // A retry of a message sends nothing again: withIdempotency answers it from what became of the first.
    perform: withIdempotency(
      { store: idempotency, name, log, replies: { inFlight: text.inFlight, unknown: text.unknown } },
      async (value: ContactInput) => {
        try {
          const { id } = await mailer.send(composeContactEmail(value, { from, to }));
          log.info(`${name}: delivered via ${mailer.kind} (${id})`);
        } catch (error: unknown) {
          throw error instanceof MailDeliveryError ? answerFor(error.failure, text, error.message) : error;
        }
      },
    ),
  });
}
