// Mailchimp Marketing API v3: an idempotent PUT on the member, touching only status_if_new.
import { HttpError } from "../http/errors";
import { newsletterMessages, subscriberHash, type NewsletterService } from "./newsletter-service";

export interface MailchimpOptions {
  /** e.g. https://us21.api.mailchimp.com/3.0 */
  apiUrl: string;
  apiKey: string;
  audienceId: string;
  /** true (the default): new members get `pending` and a confirmation mail from Mailchimp. */
  doubleOptIn: boolean;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/** The data centre is the part of the key after its last dash ("…-us21"). */
export function mailchimpApiUrl(apiKey: string): string | undefined {
  const dc = /-([a-z]+\d+)$/i.exec(apiKey)?.[1];
  return dc ? `https://${dc.toLowerCase()}.api.mailchimp.com/3.0` : undefined;
}

interface Problem {
  title?: string;
  detail?: string;
}

async function readProblem(response: Response): Promise<Problem> {
  try {
    const body = (await response.json()) as unknown;
    return typeof body === "object" && body !== null ? (body as Problem) : {};
  } catch {
    return {};
  }
}

/*
 * Mailchimp's documented problem titles, mapped to what a visitor can act on. The
 * `detail` often contains the address itself, so only status and title are logged.
 */
function failureFor(status: number, problem: Problem): HttpError | undefined {
  const title = problem.title ?? "";
  const logMessage = `Mailchimp answered ${status} ${title || "(no title)"}`;
  // Already on the list: the signup has happened. Answered like a new one, so the form never tells
  // anyone whether an address is subscribed.
  if (status === 400 && title === "Member Exists") return undefined;
  if (status === 400 && title === "Forgotten Email Not Subscribed") {
    return new HttpError(422, newsletterMessages.forgotten, { logMessage });
  }
  if (status === 400 && title === "Member In Compliance State") {
    return new HttpError(422, newsletterMessages.compliance, { logMessage });
  }
  if (status === 400 && title === "Invalid Resource") {
    return new HttpError(422, newsletterMessages.rejectedAddress, { logMessage });
  }
  if (status === 401 || status === 403) {
    return new HttpError(502, newsletterMessages.unavailable, { logMessage: `${logMessage}: check MAILCHIMP_API_KEY` });
  }
  if (status === 404) {
    return new HttpError(502, newsletterMessages.unavailable, {
      logMessage: `${logMessage}: check MAILCHIMP_AUDIENCE_ID`,
    });
  }
  if (status === 429) {
    return new HttpError(503, newsletterMessages.busy, { logMessage, headers: { "Retry-After": "30" } });
  }
  if (status >= 500) return new HttpError(502, newsletterMessages.upstreamDown, { logMessage });
  return new HttpError(502, newsletterMessages.unavailable, { logMessage });
}

export function createMailchimpClient(options: MailchimpOptions): NewsletterService {
  const { apiUrl, apiKey, audienceId, doubleOptIn, timeoutMs = 5000 } = options;
  const fetchFn = options.fetch ?? globalThis.fetch;
  const base = apiUrl.replace(/\/+$/, "");
  // Any user name works with Basic auth; the key is the password.
  const authorization = `Basic ${Buffer.from(`fjellsyn:${apiKey}`).toString("base64")}`;

  return {
    kind: "mailchimp",
    async subscribe(email) {
      const url = `${base}/lists/${encodeURIComponent(audienceId)}/members/${subscriberHash(email)}`;
      let response: Response;
      try {
        response = await fetchFn(url, {
          method: "PUT",
          headers: { Authorization: authorization, "Content-Type": "application/json", Accept: "application/json" },
          // status_if_new only: an existing member (unsubscribed, cleaned, pending) is never changed.
          body: JSON.stringify({ email_address: email, status_if_new: doubleOptIn ? "pending" : "subscribed" }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error: unknown) {
        // Duck-typed: the timeout's DOMException is not always an Error instance (other realms).
        const name = typeof error === "object" && error !== null && "name" in error ? String(error.name) : "Error";
        if (name === "TimeoutError" || name === "AbortError") {
          throw new HttpError(502, newsletterMessages.timeout, {
            logMessage: `Mailchimp did not answer within ${timeoutMs} ms`,
          });
        }
        throw new HttpError(502, newsletterMessages.upstreamDown, {
          logMessage: `could not reach Mailchimp (${name})`,
        });
      }
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const failure = failureFor(response.status, await readProblem(response));
      if (failure) throw failure;
    },
  };
}
