// Sends through an SMTP server with nodemailer, within one overall deadline a visitor can wait for.
import type { SMTPTransportOptions } from "nodemailer";
import { MailDeliveryError, type DeliveryFailure, type Mailer } from "./mailer";

/** Netlify stops a function after 10 s; the whole delivery (connect, greeting, auth, DATA) must fit in less. */
export const SMTP_DEADLINE_MS = 8000;

interface NodemailerFailure {
  code?: string;
  responseCode?: number;
  command?: string;
}

function failureOf(error: NodemailerFailure, handedOver: boolean): DeliveryFailure {
  // A reply is a definite answer at any stage, even after the message was sent: 4xx temporary, 5xx final.
  if (error.responseCode) return error.responseCode >= 400 && error.responseCode < 500 ? "temporary" : "refused";
  if (handedOver) return "unknown";
  return error.code === "ETIMEDOUT" || error.code === "EABORT" ? "timeout" : "refused";
}

/** `connection` is nodemailer's: `{ url: "smtp://user:pass@host:587" }` or host, port, secure and auth. */
export function createSmtpMailer(connection: SMTPTransportOptions, deadlineMs = SMTP_DEADLINE_MS): Mailer {
  return {
    kind: "smtp",
    async send(message) {
      const deadline = AbortSignal.timeout(deadlineMs);
      let handedOver = false;
      try {
        // Loaded on the first message, not at a cold start (the newsletter function never mails);
        // webpackMode "eager" keeps it in the one bundle file, with no extra chunk for a host to miss.
        const { default: nodemailer } = await import(/* webpackMode: "eager" */ "nodemailer");
        // One transporter per message (it is only settings; each message has its own connection anyway),
        // so the logger below hears about this message alone.
        const transporter = nodemailer.createTransport({
          connectionTimeout: deadlineMs,
          greetingTimeout: deadlineMs,
          socketTimeout: deadlineMs,
          dnsTimeout: deadlineMs,
          ...connection,
          // Notices the end of the message data, which nodemailer logs at info (other levels come here too,
          // without a byte count): from then on the server may have stored it, reply or not.
          logger: {
            info: (entry?: { tnx?: string; outByteCount?: number }) => {
              if (entry?.tnx === "message" && typeof entry.outByteCount === "number") handedOver = true;
            },
          },
        });
        const info = await transporter.sendMail({
          ...message,
          // The envelope names only the agency inbox: a visitor's address is never a recipient.
          envelope: { from: message.from, to: message.to },
          signal: deadline,
        });
        return { id: info.messageId };
      } catch (error: unknown) {
        const failure = (typeof error === "object" && error !== null ? error : {}) as NodemailerFailure;
        const code = deadline.aborted ? "EDEADLINE" : (failure.code ?? "EUNKNOWN");
        const reply = failure.responseCode ? ` ${failure.responseCode} after ${failure.command ?? "?"}` : "";
        const outcome = failureOf(deadline.aborted ? { code: "EABORT" } : failure, handedOver);
        throw new MailDeliveryError(`SMTP delivery failed (${code}${reply}; ${outcome})`, outcome);
      }
    },
  };
}
