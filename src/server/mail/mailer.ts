// What the contact endpoint needs from a mail transport, whichever one is configured, including none.
import { HttpError } from "../http/errors";

export interface MailMessage {
  from: string;
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** "smtp", "maildir" or "none (why)", for logs. */
  readonly kind: string;
  /** Resolves once the message is accepted; rejects with MailDeliveryError otherwise. */
  send(message: MailMessage): Promise<{ id: string }>;
}

/**
 * Why a message was not acknowledged, which decides what the visitor may do next:
 * - temporary: the server answered 4xx (e.g. 451): nothing was sent, a later try may work;
 * - refused: the server answered 5xx, or could not be used at all (refused connection,
 *   wrong password, unwritable Maildir): nothing was sent;
 * - timeout: the deadline passed before the message was handed over: nothing was sent;
 * - unknown: the message was handed over but never acknowledged; the server may have kept it.
 */
export type DeliveryFailure = "temporary" | "refused" | "timeout" | "unknown";

/** The transport did not acknowledge the message; `failure` says whether it may still have arrived. */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly failure: DeliveryFailure = "refused",
  ) {
    super(message);
    this.name = "MailDeliveryError";
  }
}

/**
 * The transport when there is none to use (no SMTP server on a production host, a preview without
 * a test inbox): every message is answered 503 with `message`, and `reason` goes to the log.
 */
export function createUnavailableMailer(reason: string, message: string): Mailer {
  return {
    kind: `none (${reason})`,
    send() {
      return Promise.reject(new HttpError(503, message, { logMessage: reason }));
    },
  };
}
