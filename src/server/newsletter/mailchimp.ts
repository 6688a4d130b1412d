// Mailchimp Marketing API v3: an idempotent PUT on the member, touching only status_if_new.
import { HttpError } from "../http/errors";
import { newsletterMessages, subscriberHash, type NewsletterService } from "./newsletter-endpoint";

export interface MailchimpOptions {
  apiUrl: string;
  apiKey: string;
  audienceId: string;
  /** true (the default): new members get `pending` and a confirmation mail from Mailchimp. */
  doubleOptIn: boolean;
  timeoutMs?: number;
}

/** The data centre is the part of the key after its last dash ("…-us21"). */
export function mailchimpApiUrl(apiKey: string): string | undefined {
  const dc = /-([a-z]+\d+)$/i.exec(apiKey)?.[1];
  return dc ? `https://${dc.toLowerCase()}.api.mailchimp.com/3.0` : undefined;
}

/** Mailchimp's documented 400 titles that a visitor can act on. */
const refusals = new Map([
  ["Forgotten Email Not Subscribed", newsletterMessages.forgotten],
  ["Member In Compliance State", newsletterMessages.compliance],
  ["Invalid Resource", newsletterMessages.rejectedAddress],
]);

/** Mailchimp's problem document as what a visitor can act on; undefined for "Member Exists", a signup done. */
async function failureFor(response: Response): Promise<HttpError | undefined> {
  const { status } = response;
  const problem = (await response.json().catch(() => undefined)) as { title?: unknown } | null | undefined;
  const title = typeof problem?.title === "string" ? problem.title : "";
  const logMessage = `Mailchimp answered ${status} ${title || "(no title)"}`;
  if (status === 400 && title === "Member Exists") return undefined;
  const refusal = status === 400 ? refusals.get(title) : undefined;
  if (refusal) return new HttpError(422, refusal, { logMessage });
  if (status === 401 || status === 403 || status === 404) {
    const setting = status === 404 ? "MAILCHIMP_AUDIENCE_ID" : "MAILCHIMP_API_KEY";
    return new HttpError(502, newsletterMessages.unavailable, { logMessage: `${logMessage}: check ${setting}` });
  }
  if (status === 429)
    return new HttpError(503, newsletterMessages.busy, { logMessage, headers: { "Retry-After": "30" } });
  return new HttpError(502, status >= 500 ? newsletterMessages.upstreamDown : newsletterMessages.unavailable, {
    logMessage,
  });
}

export function createMailchimpClient(options: MailchimpOptions): NewsletterService {
  const { apiUrl, apiKey, audienceId, doubleOptIn, timeoutMs = 5000 } = options;
  // Any user name works with Basic auth; the key is the password.
  const authorization = `Basic ${Buffer.from(`fjellsyn:${apiKey}`).toString("base64")}`;
  return {
    kind: "mailchimp",
    async subscribe(email) {
      const url = `${apiUrl.replace(/\/+$/, "")}/lists/${encodeURIComponent(audienceId)}/members/${subscriberHash(email)}`;
      const deadline = AbortSignal.timeout(timeoutMs);
      const response = await fetch(url, {
        method: "PUT",
        headers: { Authorization: authorization, "Content-Type": "application/json", Accept: "application/json" },
        // status_if_new only: an existing member (unsubscribed, cleaned, pending) is never changed.
        body: JSON.stringify({ email_address: email, status_if_new: doubleOptIn ? "pending" : "subscribed" }),
        signal: deadline,
      }).catch((error: unknown) => {
        const logMessage = deadline.aborted
          ? `Mailchimp did not answer within ${timeoutMs} ms`
          : `could not reach Mailchimp (${error instanceof Error ? error.name : "Error"})`;
        throw new HttpError(502, deadline.aborted ? newsletterMessages.timeout : newsletterMessages.upstreamDown, {
          logMessage,
        });
      });
      if (response.ok) await response.body?.cancel();
      else {
        const failure = await failureFor(response);
        if (failure) throw failure;
      }
      return { pending: doubleOptIn };
    },
  };
}
