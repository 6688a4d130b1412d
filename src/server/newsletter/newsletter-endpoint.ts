// POST /api/mailchimp-subscribe: adds an address to the newsletter once, in Mailchimp or in local files.
import { createHash } from "node:crypto";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { formCopy } from "../../form-contract/messages";
import { newsletterSchema } from "../../form-contract/newsletter-schema";
import { errorCode, linkNew, stage } from "../files";
import { HttpError } from "../http/errors";
import { createFormEndpoint, type FormChecks, type FormEndpoint } from "../http/form-endpoint";
import type { Clock } from "../http/types";

export interface NewsletterService {
  /** "mailchimp", "local" or "none (why)", for logs. */
  readonly kind: string;
  /**
   * Adds the address if it is new and leaves an existing member exactly as they are; `pending`: the
   * subscriber must confirm by e-mail first. It follows the setting alone, so nobody learns who is on the list.
   */
  subscribe(email: string): Promise<{ pending: boolean }>;
}

/** Mailchimp's subscriber hash, also the local store's file name: md5 of the lowercased address. */
export function subscriberHash(email: string): string {
  return createHash("md5").update(email.trim().toLowerCase()).digest("hex");
}

/** The answers when a signup does not go through (content/forms.json). */
export const newsletterMessages = formCopy.newsletterAnswers;

/** Where there is no service to use, every signup is answered 503 with `message`, and `reason` goes to the log. */
export function createUnavailableService(reason: string, message = newsletterMessages.unavailable): NewsletterService {
  return {
    kind: `none (${reason})`,
    subscribe: () => Promise.reject(new HttpError(503, message, { logMessage: reason })),
  };
}

/** The file holding one address, named by its lowercased md5 like Mailchimp's member id. */
export function subscriberFile(dir: string, email: string): string {
  return path.join(dir, "subscribers", `${subscriberHash(email)}.json`);
}

/** The embedded default, one JSON file per subscriber; an address already there is never rewritten. */
export type StoredSubscriber = { email: string; status: "subscribed"; subscribedAt: string };

export function createLocalSubscriberStore({ dir, clock }: { dir: string; clock: Clock }): NewsletterService {
  return {
    kind: "local",
    async subscribe(email) {
      const target = subscriberFile(dir, email);
      const record = {
        email: email.trim().toLowerCase(),
        status: "subscribed" as const,
        subscribedAt: new Date(clock.now()).toISOString(),
      };
      try {
        await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
        await linkNew(await stage(dir, path.basename(target), `${JSON.stringify(record, null, 2)}\n`), target);
        return { pending: false };
      } catch (error: unknown) {
        const logMessage = `could not write to ${dir} (${errorCode(error) ?? "EUNKNOWN"})`;
        throw new HttpError(502, newsletterMessages.storeFailed, { logMessage });
      }
    },
  };
}

export function createNewsletterEndpoint(deps: FormChecks & { service: NewsletterService }): FormEndpoint {
  const { service, log } = deps;
  return createFormEndpoint({
    ...deps,
    name: "mailchimp-subscribe",
    schema: newsletterSchema,
    form: "newsletter",
    async perform({ email }) {
      const { pending } = await service.subscribe(email);
      log.info(`mailchimp-subscribe: signup stored via ${service.kind}`);
      return { pending };
    },
  });
}
