// Sends through an SMTP server with nodemailer; gives up within seconds rather than minutes.
import type { SMTPTransportOptions, Transporter } from "nodemailer";
import { loadNodemailer } from "./load-nodemailer";
import { MailDeliveryError, type Mailer } from "./mailer";

export interface SmtpMailerOptions {
  /** `smtp://user:pass@host:587` or `smtps://…`; wins over `transport`. */
  url?: string;
  transport?: SMTPTransportOptions;
  /** Milliseconds each step (connect, greeting, a reply) may take; a visitor is waiting. */
  timeoutMs?: number;
}

interface NodemailerFailure {
  code?: string;
  responseCode?: number;
  command?: string;
}

export function createSmtpMailer({ url, transport = {}, timeoutMs = 8000 }: SmtpMailerOptions): Mailer {
  const timeouts = {
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  };
  let transporter: Promise<Transporter> | undefined;
  const connect = async (): Promise<Transporter> => {
    const nodemailer = await loadNodemailer();
    return url
      ? nodemailer.createTransport({ ...timeouts, url } as SMTPTransportOptions & { url: string })
      : nodemailer.createTransport({ ...timeouts, ...transport });
  };

  return {
    kind: "smtp",
    async send(message) {
      try {
        transporter ??= connect();
        const info = await (
          await transporter
        ).sendMail({
          ...message,
          // The envelope names only the agency inbox: a visitor's address is never a recipient.
          envelope: { from: message.from, to: message.to },
        });
        return { id: info.messageId };
      } catch (error: unknown) {
        const failure = (typeof error === "object" && error !== null ? error : {}) as NodemailerFailure;
        const code = failure.code ?? "EUNKNOWN";
        const reply = failure.responseCode ? ` ${failure.responseCode} after ${failure.command ?? "?"}` : "";
        throw new MailDeliveryError(`SMTP delivery failed (${code}${reply})`, code);
      }
    },
  };
}
