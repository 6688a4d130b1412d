// The embedded default: one small JSON file per subscriber under NEWSLETTER_DIR.
import { randomBytes } from "node:crypto";
import { link, mkdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { HttpError } from "../http/errors";
import type { Clock } from "../http/types";
import { newsletterMessages, subscriberHash, type NewsletterService } from "./newsletter-endpoint";

export interface StoredSubscriber {
  email: string;
  status: "subscribed";
  subscribedAt: string;
}

/** The file holding one address, named by its lowercased md5 like Mailchimp's member id. */
export function subscriberFile(dir: string, email: string): string {
  return path.join(dir, "subscribers", `${subscriberHash(email)}.json`);
}

/** Each record is written whole to tmp/, then hard-linked into subscribers/ unless the address is there. */
export function createLocalSubscriberStore({ dir, clock }: { dir: string; clock: Clock }): NewsletterService {
  return {
    kind: "local",
    async subscribe(email) {
      const target = subscriberFile(dir, email);
      const tmp = path.join(dir, "tmp", `${path.basename(target)}.${process.pid}.${randomBytes(6).toString("hex")}`);
      const record: StoredSubscriber = {
        email: email.trim().toLowerCase(),
        status: "subscribed",
        subscribedAt: new Date(clock.now()).toISOString(),
      };
      try {
        await Promise.all(
          ["tmp", "subscribers"].map((sub) => mkdir(path.join(dir, sub), { recursive: true, mode: 0o700 })),
        );
        await writeFile(tmp, `${JSON.stringify(record, null, 2)}\n`, { flag: "wx", mode: 0o600 });
        try {
          await link(tmp, target);
        } catch (error: unknown) {
          if ((error as { code?: string }).code !== "EEXIST") throw error;
        } finally {
          await unlink(tmp).catch(() => undefined);
        }
      } catch (error: unknown) {
        const code = (error as { code?: string } | null)?.code ?? "EUNKNOWN";
        throw new HttpError(502, newsletterMessages.storeFailed, { logMessage: `could not write to ${dir} (${code})` });
      }
    },
  };
}
