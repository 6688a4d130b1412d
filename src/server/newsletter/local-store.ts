// The embedded default: one small JSON file per subscriber under NEWSLETTER_DIR.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { errorCode, linkNew, stage } from "../files";
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

/** An address already there stays as it was: its record is never rewritten. */
export function createLocalSubscriberStore({ dir, clock }: { dir: string; clock: Clock }): NewsletterService {
  return {
    kind: "local",
    async subscribe(email) {
      const target = subscriberFile(dir, email);
      const record: StoredSubscriber = {
        email: email.trim().toLowerCase(),
        status: "subscribed",
        subscribedAt: new Date(clock.now()).toISOString(),
      };
      try {
        await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
        await linkNew(await stage(dir, path.basename(target), `${JSON.stringify(record, null, 2)}\n`), target);
      } catch (error: unknown) {
        const logMessage = `could not write to ${dir} (${errorCode(error) ?? "EUNKNOWN"})`;
        throw new HttpError(502, newsletterMessages.storeFailed, { logMessage });
      }
    },
  };
}
