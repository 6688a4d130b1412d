// What the lead sweep needs from a mail transport, whichever one is configured, including none.
import { HttpError } from "../http/errors";

export interface MailMessage {
  from: string;
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** Derived from the lead's key, so a lead sent twice (a sweep died before marking it) is one message. */
  messageId: string;
}

export interface Mailer {
  /** "smtp", "maildir" or "none (why)", for logs. */
  readonly kind: string;
  /** Set when there is nothing to deliver to: the contact form answers with it and keeps nothing. */
  readonly refusal?: HttpError;
  /** Resolves once the message is accepted; rejects with MailDeliveryError (no personal data) otherwise. */
  send(message: MailMessage): Promise<void>;
}

export class MailDeliveryError extends Error {
  override name = "MailDeliveryError";
}

/** The transport on a production host without SMTP or a preview without a test inbox: 503, and `reason` to the log. */
export function createUnavailableMailer(reason: string, message: string): Mailer {
  const refusal = new HttpError(503, message, { logMessage: reason });
  return { kind: `none (${reason})`, refusal, send: () => Promise.reject(refusal) };
}
