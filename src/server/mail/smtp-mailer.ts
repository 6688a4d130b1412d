// Sends through an SMTP server with nodemailer, within one deadline a visitor or a sweep can wait for.
import type { SMTPTransportOptions } from "nodemailer";
import { MailDeliveryError, type Mailer } from "./mailer";

/** Netlify stops a function after 10 s; the whole delivery (connect, greeting, auth, DATA) must fit in less. */
export const SMTP_DEADLINE_MS = 8000;

/** `connection` is nodemailer's: `{ url: "smtp://user:pass@host:587" }` or host, port, secure and auth. */
export function createSmtpMailer(connection: SMTPTransportOptions, deadlineMs = SMTP_DEADLINE_MS): Mailer {
  return {
    kind: "smtp",
    async send(message) {
      const deadline = AbortSignal.timeout(deadlineMs);
      try {
        // webpackMode "eager" keeps it in the one bundle file, with no extra chunk for a host to miss;
        // loaded on the first message, so the newsletter function never loads it.
        const { default: nodemailer } = await import(/* webpackMode: "eager" */ "nodemailer");
        const timeouts = { connectionTimeout: deadlineMs, greetingTimeout: deadlineMs, socketTimeout: deadlineMs };
        const transporter = nodemailer.createTransport({ ...timeouts, dnsTimeout: deadlineMs, ...connection });
        await transporter.sendMail({
          ...message,
          // The envelope names only the agency inbox: a visitor's address is never a recipient.
          envelope: { from: message.from, to: message.to },
          signal: deadline,
        });
      } catch (error: unknown) {
        const failure = (error ?? {}) as { code?: string; responseCode?: number; command?: string };
        const code = deadline.aborted ? "EDEADLINE" : (failure.code ?? "EUNKNOWN");
        const reply = failure.responseCode ? ` ${failure.responseCode} after ${failure.command ?? "?"}` : "";
        throw new MailDeliveryError(`SMTP delivery failed (${code}${reply})`);
      }
    },
  };
}
