// The embedded default: each message becomes an .eml file in a Maildir any mail client can open.
import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import type { Clock } from "../http/types";
import { MailDeliveryError, type Mailer } from "./mailer";

let counter = 0;

/** Maildir's unique name: time, process, a counter and randomness, then the host. */
function uniqueName(now: number): string {
  counter += 1;
  const host = hostname().replace(/\//g, "\\057").replace(/:/g, "\\072");
  const unique = `M${(now % 1000) * 1000}P${process.pid}Q${counter}R${randomBytes(6).toString("hex")}`;
  return `${Math.floor(now / 1000)}.${unique}.${host}.eml`;
}

export function createMaildirMailer({ dir, clock }: { dir: string; clock: Clock }): Mailer {
  return {
    kind: "maildir",
    async send(message) {
      try {
        await Promise.all(
          ["tmp", "new", "cur"].map((sub) => mkdir(path.join(dir, sub), { recursive: true, mode: 0o700 })),
        );
        const { default: nodemailer } = await import(/* webpackMode: "eager" */ "nodemailer");
        const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
        const info = await composer.sendMail(message);
        const name = uniqueName(clock.now());
        // Written and flushed in tmp/, then renamed: a reader of new/ never sees half a message.
        await writeFile(path.join(dir, "tmp", name), info.message as Buffer, { flag: "wx", mode: 0o600, flush: true });
        await rename(path.join(dir, "tmp", name), path.join(dir, "new", name));
      } catch (error: unknown) {
        const code = (error as { code?: string } | null)?.code ?? "EUNKNOWN";
        throw new MailDeliveryError(`could not write to the Maildir ${dir} (${code})`);
      }
    },
  };
}
