// The embedded default: each message becomes an .eml file in a Maildir any mail client can open.
import { randomBytes } from "node:crypto";
import { mkdir, open, rename, unlink } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import type { Clock } from "../http/types";
import type { Transporter } from "nodemailer";
import type StreamTransport from "nodemailer/lib/stream-transport";
import { MailDeliveryError, type Mailer } from "./mailer";

let counter = 0;

/** Maildir's unique name: time, process, a counter and randomness, then the host. */
function uniqueName(now: number): string {
  counter += 1;
  const seconds = Math.floor(now / 1000);
  const micro = (now % 1000) * 1000;
  const host = hostname().replace(/\//g, "\\057").replace(/:/g, "\\072");
  return `${seconds}.M${micro}P${process.pid}Q${counter}R${randomBytes(6).toString("hex")}.${host}.eml`;
}

export function createMaildirMailer({ dir, clock }: { dir: string; clock: Clock }): Mailer {
  // One composer for every message: it keeps no state between messages, and building it costs each one.
  let composer: Promise<Transporter<StreamTransport.SentMessageInfo>> | undefined;

  return {
    kind: "maildir",
    async send(message) {
      try {
        await Promise.all(
          ["tmp", "new", "cur"].map((sub) => mkdir(path.join(dir, sub), { recursive: true, mode: 0o700 })),
        );
        // Loaded on the first message, like smtp-mailer.ts does.
        composer ??= import(/* webpackMode: "eager" */ "nodemailer").then(({ default: nodemailer }) =>
          nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
        );
        const info = await (await composer).sendMail(message);
        const name = uniqueName(clock.now());
        const tmpPath = path.join(dir, "tmp", name);
        // Written and flushed in tmp/, then renamed: a reader of new/ never sees half a message.
        const file = await open(tmpPath, "wx", 0o600);
        try {
          await file.writeFile(info.message as Buffer);
          await file.sync();
        } finally {
          await file.close();
        }
        try {
          await rename(tmpPath, path.join(dir, "new", name));
        } catch (error: unknown) {
          await unlink(tmpPath).catch(() => undefined);
          throw error;
        }
        return { id: name };
      } catch (error: unknown) {
        composer = undefined;
        const code = (error as { code?: string } | null)?.code ?? "EUNKNOWN";
        throw new MailDeliveryError(`could not write to the Maildir ${dir} (${code})`);
      }
    },
  };
}
