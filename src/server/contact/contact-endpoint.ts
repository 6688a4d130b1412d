// POST /api/send-contact-email: keeps each valid message as a lead, then tries to deliver it at once;
// what is not delivered now waits for the sweep. The visitor hears success once the lead is kept.
import { randomUUID } from "node:crypto";
import { contactSchema, type ContactInput } from "../../form-contract/contact-schema";
import { IDEMPOTENCY_KEY_FIELD, IDEMPOTENCY_KEY_PATTERN } from "../../form-contract/idempotency-key";
import { withAgencyEmail, formCopy } from "../../form-contract/messages";
import { describeError, HttpError, messages } from "../http/errors";
import { createFormEndpoint, type FormChecks, type FormEndpoint } from "../http/form-endpoint";
import type { ApiRequest } from "../http/types";
import { deliver, type Delivery } from "../leads/sweep";

/** The visitor's answer waits at most this long for the mail server; the sweep then has the full deadline. */
export const FIRST_TRY_MS = 2000;

export interface ContactEndpointDeps extends FormChecks {
  /** The store and transport for this request (on Netlify the Blobs credentials come with each invocation). */
  delivery(request: ApiRequest): Delivery;
  /** The agency address the visitor is told to write to when the form cannot take the message. */
  contentEmail: string;
}

/** The answers when a message cannot go (content/forms.json), each pointing to the agency's address. */
export const contactMessages = (address: string) =>
  Object.fromEntries(
    Object.entries(formCopy.contactAnswers).map(([key, text]) => [key, withAgencyEmail(text, address)]),
  ) as typeof formCopy.contactAnswers;

/** The form's retry key, so a retry is the same lead; a post without one (no JavaScript) gets its own. */
function keyOf(fields: Record<string, unknown>): string {
  const key = fields[IDEMPOTENCY_KEY_FIELD];
  if (key === undefined || key === "") return randomUUID();
  if (typeof key === "string" && IDEMPOTENCY_KEY_PATTERN.test(key)) return key;
  const text = messages.badIdempotencyKey;
  throw new HttpError(422, text, { fields: { [IDEMPOTENCY_KEY_FIELD]: text } });
}

export function createContactEndpoint(deps: ContactEndpointDeps): FormEndpoint {
  const { log } = deps;
  const text = contactMessages(deps.contentEmail);
  const name = "send-contact-email";

  return createFormEndpoint({
    ...deps,
    name,
    schema: contactSchema,
    form: "contact",
    async perform(input: ContactInput, fields, request) {
      const delivery = deps.delivery(request);
      if (delivery.mailer.refusal) throw delivery.mailer.refusal;
      const lead = { key: keyOf(fields), receivedAt: delivery.now(), attempts: 0, claimedUntil: 0, input };
      const version = await delivery.leads.create(lead).catch((error: unknown) => {
        const logMessage = `could not keep a lead in ${delivery.leads.kind} (${describeError(error)})`;
        throw new HttpError(503, text.unavailable, { headers: { "Retry-After": "60" }, logMessage });
      });
      if (!version) return log.info(`${name}: ${lead.key} is kept already, not again`);
      const outcome = await deliver(delivery, { lead, version }, FIRST_TRY_MS).catch((error: unknown) => ({
        failed: describeError(error),
      }));
      if (outcome === "delivered") log.info(`${name}: ${lead.key} delivered via ${delivery.mailer.kind}`);
      else
        log.warn(`${name}: ${lead.key} kept for the sweep (${typeof outcome === "object" ? outcome.failed : outcome})`);
    },
  });
}
