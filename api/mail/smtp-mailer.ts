// Sends through an SMTP server with nodemailer, within one overall deadline a visitor can wait for.
import { Readable } from "node:stream";
import type { SMTPTransportOptions, SendMailOptions, Transporter } from "nodemailer";
import type StreamTransport from "nodemailer/lib/stream-transport";
import { loadNodemailer } from "./load-nodemailer";
import { MailDeliveryError, type DeliveryFailure, type Mailer } from "./mailer";

/** Netlify stops a function after 10 s; the whole delivery (connect, greeting, auth, DATA) must fit in less. */
export const SMTP_DEADLINE_MS = 8000;

export interface SmtpMailerOptions {
  /** `smtp://user:pass@host:587` or `smtps://…`; wins over `transport`. */
  url?: string;
  transport?: SMTPTransportOptions;
  /** Milliseconds the whole delivery may take, every step included. */
  deadlineMs?: number;
}

interface NodemailerFailure {
  code?: string;
  responseCode?: number;
  command?: string;
}

/** `signal` aborts the send and closes its connection (nodemailer ≥ 8); @types/nodemailer lacks it. */
type AbortableMail = SendMailOptions & { signal?: AbortSignal };

function failureOf(error: NodemailerFailure, handedOver: boolean): DeliveryFailure {
  // A reply is a definite answer at any stage, even after the message was sent: 4xx temporary, 5xx final.
  if (error.responseCode) return error.responseCode >= 400 && error.responseCode < 500 ? "temporary" : "refused";
  if (handedOver) return "unknown";
  return error.code === "ETIMEDOUT" || error.code === "EABORT" ? "timeout" : "refused";
}

export function createSmtpMailer({ url, transport = {}, deadlineMs = SMTP_DEADLINE_MS }: SmtpMailerOptions): Mailer {
  const timeouts = {
    connectionTimeout: deadlineMs,
    greetingTimeout: deadlineMs,
    socketTimeout: deadlineMs,
    dnsTimeout: deadlineMs,
  };
  let transporter: Promise<Transporter> | undefined;
  let composer: Promise<Transporter<StreamTransport.SentMessageInfo>> | undefined;
  const connect = async (): Promise<Transporter> => {
    const nodemailer = await loadNodemailer();
    return url
      ? nodemailer.createTransport({ ...timeouts, url } as SMTPTransportOptions & { url: string })
      : nodemailer.createTransport({ ...timeouts, ...transport });
  };

  return {
    kind: "smtp",
    async send(message) {
      const deadline = AbortSignal.timeout(deadlineMs);
      let handedOver = false;
      try {
        composer ??= loadNodemailer().then((nodemailer) =>
          nodemailer.createTransport({ streamTransport: true, buffer: true }),
        );
        // Composed first, then sent raw: the end of this stream is the moment the server may have the message.
        const composed = await (await composer).sendMail(message);
        const raw = Readable.from([composed.message as Buffer]);
        raw.on("end", () => {
          handedOver = true;
        });
        transporter ??= connect();
        const mail: AbortableMail = {
          raw,
          // The envelope names only the agency inbox: a visitor's address is never a recipient.
          envelope: { from: message.from, to: message.to },
          signal: deadline,
        };
        await (await transporter).sendMail(mail);
        return { id: composed.messageId };
      } catch (error: unknown) {
        const failure = (typeof error === "object" && error !== null ? error : {}) as NodemailerFailure;
        const code = deadline.aborted ? "EDEADLINE" : (failure.code ?? "EUNKNOWN");
        const reply = failure.responseCode ? ` ${failure.responseCode} after ${failure.command ?? "?"}` : "";
        const outcome = failureOf(deadline.aborted ? { code: "EABORT" } : failure, handedOver);
        throw new MailDeliveryError(`SMTP delivery failed (${code}${reply}; ${outcome})`, code, outcome);
      }
    },
  };
}
