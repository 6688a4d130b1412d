// The mail transports a lead can go out by: SMTP with nodemailer, a Maildir of .eml files, or none.
import { randomBytes } from "node:crypto";
import { mkdir, rename } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import type { SMTPTransportOptions } from "nodemailer";
import { errorCode, stage } from "../files";
import { HttpError } from "../http/errors";
import type { Clock } from "../http/types";

export interface MailMessage {
  from: string;
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  /** Derived from the lead's key, so a lead sent twice (a sweep died before marking it) is one message. */
  messageId: string;
}

export interface Mailer {
  /** "smtp", "maildir" or "none (why)", for logs. */
  readonly kind: string;
  /** Set when there is nothing to deliver to: the contact form answers with it and keeps nothing. */
  readonly refusal?: HttpError;
  /** Resolves once accepted; rejects with MailDeliveryError (no personal data), SMTP by `deadlineMs` at the latest. */
  send(message: MailMessage, deadlineMs?: number): Promise<void>;
}

export class MailDeliveryError extends Error {
  override name = "MailDeliveryError";
}

/** The transport on a production host without SMTP or a preview without a test inbox: 503, and `reason` to the log. */
export function createUnavailableMailer(reason: string, message: string): Mailer {
  const refusal = new HttpError(503, message, { logMessage: reason });
  return { kind: `none (${reason})`, refusal, send: () => Promise.reject(refusal) };
}

/** Netlify stops a function after 10 s; the whole delivery (connect, greeting, auth, DATA) must fit in less. */
export const SMTP_DEADLINE_MS = 8000;

/** `connection` is nodemailer's: `{ url: "smtp://user:pass@host:587" }` or host, port, secure and auth. */
export function createSmtpMailer(connection: SMTPTransportOptions, defaultDeadlineMs = SMTP_DEADLINE_MS): Mailer {
  return {
    kind: "smtp",
    async send(message, deadlineMs = defaultDeadlineMs) {
      // One deadline for the whole delivery, DNS to DATA: nodemailer aborts on it.
      const deadline = AbortSignal.timeout(deadlineMs);
      try {
        // In the one bundle file ("eager"), loaded on the first message: the newsletter never loads it.
        const { default: nodemailer } = await import(/* webpackMode: "eager" */ "nodemailer");
        const transporter = nodemailer.createTransport(connection);
        await transporter.sendMail({
          ...message,
          // The envelope names only the agency inbox: a visitor's address is never a recipient.
          envelope: { from: message.from, to: message.to },
          signal: deadline,
        });
      } catch (error: unknown) {
        const failure = (error ?? {}) as { code?: string; responseCode?: number; command?: string };
        const code = deadline.aborted ? `EDEADLINE after ${deadlineMs} ms` : (failure.code ?? "EUNKNOWN");
        const reply = failure.responseCode ? ` ${failure.responseCode} after ${failure.command ?? "?"}` : "";
        throw new MailDeliveryError(`SMTP delivery failed (${code}${reply})`);
      }
    },
  };
}

// The embedded default: each message becomes an .eml file in a Maildir any mail client can open.
export function createMaildirMailer({ dir, clock }: { dir: string; clock: Clock }): Mailer {
  return {
    kind: "maildir",
    async send(message) {
      try {
        await Promise.all(["new", "cur"].map((sub) => mkdir(path.join(dir, sub), { recursive: true, mode: 0o700 })));
        const { default: nodemailer } = await import(/* webpackMode: "eager" */ "nodemailer");
        const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
        const info = await composer.sendMail(message);
        // Maildir's unique name: the time, randomness, then the host with "/" and ":" escaped.
        const host = hostname().replace(/\//g, "\\057").replace(/:/g, "\\072");
        const name = `${Math.floor(clock.now() / 1000)}.R${randomBytes(8).toString("hex")}.${host}.eml`;
        await rename(await stage(dir, name, info.message as Buffer), path.join(dir, "new", name));
      } catch (error: unknown) {
        throw new MailDeliveryError(`could not write to the Maildir ${dir} (${errorCode(error) ?? "EUNKNOWN"})`);
      }
    },
  };
}
