// What the contact endpoint needs from a mail transport, whichever one is configured.

export interface MailAddress {
  name: string;
  address: string;
}

export interface MailMessage {
  from: string;
  to: string;
  replyTo: MailAddress;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** "smtp" or "maildir", for logs. */
  readonly kind: string;
  /** Resolves once the message is accepted; rejects with MailDeliveryError otherwise. */
  send(message: MailMessage): Promise<{ id: string }>;
}

/** The transport refused or could not be reached: nothing was sent. */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = "MailDeliveryError";
  }
}
