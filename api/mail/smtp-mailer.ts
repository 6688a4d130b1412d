// Sends through an SMTP server with nodemailer, within one overall deadline a visitor can wait for.
import type { SMTPTransportOptions, SendMailOptions } from "nodemailer";
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

type LogEntry = { tnx?: string; outByteCount?: number } | undefined;
const quiet = () => undefined;

/**
 * A nodemailer logger that notices one thing: the end of the message data, which nodemailer
 * logs (always, at info) once the final dot is on its way to the server. From then on the
 * server may have stored the message, whether or not its reply ever arrives.
 */
function handoverWatcher(onHandover: () => void) {
  return {
    trace: quiet,
    debug: quiet,
    info: (entry: LogEntry) => {
      if (entry?.tnx === "message" && typeof entry.outByteCount === "number") onHandover();
    },
    warn: quiet,
    error: quiet,
    fatal: quiet,
  };
}

function failureOf(error: NodemailerFailure, handedOver: boolean): DeliveryFailure {
  // A reply is a definite answer at any stage, even after the message was sent: 4xx temporary, 5xx final.
  if (error.responseCode) return error.responseCode >= 400 && error.responseCode < 500 ? "temporary" : "refused";
  if (handedOver) return "unknown";
  return error.code === "ETIMEDOUT" || error.code === "EABORT" ? "timeout" : "refused";
}

export function createSmtpMailer({ url, transport = {}, deadlineMs = SMTP_DEADLINE_MS }: SmtpMailerOptions): Mailer {
  const options = {
    connectionTimeout: deadlineMs,
    greetingTimeout: deadlineMs,
    socketTimeout: deadlineMs,
    dnsTimeout: deadlineMs,
    ...(url ? { url } : transport),
  } as SMTPTransportOptions;

  return {
    kind: "smtp",
    async send(message) {
      const deadline = AbortSignal.timeout(deadlineMs);
      let handedOver = false;
      try {
        const nodemailer = await loadNodemailer();
        // One transporter per message (it is only settings; each message has its own connection anyway),
        // so the watcher below hears about this message alone.
        const transporter = nodemailer.createTransport({
          ...options,
          logger: handoverWatcher(() => {
            handedOver = true;
          }),
        } as SMTPTransportOptions);
        const mail: AbortableMail = {
          ...message,
          // The envelope names only the agency inbox: a visitor's address is never a recipient.
          envelope: { from: message.from, to: message.to },
          signal: deadline,
        };
        const info = await transporter.sendMail(mail);
        return { id: info.messageId };
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
