// The checks every form submission passes, in order, before its own work is done.
import { isIP } from "node:net";
import type { AnyObjectSchema, InferType } from "yup";
import { HONEYPOT_FIELD } from "../../form-contract/honeypot";
import { resultPageFor, type FormName } from "../../form-contract/result-pages";
import { validateWith } from "../../form-contract/validate";
import { bodyFormat, checkDeclaredSize, readFormBody } from "./body";
import { HttpError, messages, toErrorResult } from "./errors";
import { consume, type RateLimiters } from "./rate-limit";
import { headerValue, type ApiRequest, type ApiResult, type Logger, type SuccessDetails } from "./types";

/** scheme://host[:port] of a URL, lowercased, with default ports dropped; undefined when it is none. */
function originOf(url: string | undefined): string | undefined {
  const parsed = URL.parse(url?.trim() ?? "");
  return parsed?.protocol === "http:" || parsed?.protocol === "https:" ? parsed.origin : undefined;
}

/** `allowed`: SITE_URL, Netlify's URL and DEPLOY_PRIME_URL, LOCAL_ORIGIN …; `allowLoopback`: outside
 * production any http loopback origin is ours, since `gatsby develop` picks its own port. */
export type OriginPolicy = { allowed: readonly (string | undefined)[]; allowLoopback?: boolean };

/** Browsers label every cross-site post with Origin, so one without it passes; Host is the sender's to write, so unused. */
export function checkOrigin(request: ApiRequest, policy: OriginPolicy): void {
  const sent = headerValue(request.headers, "origin");
  if (sent === undefined) return;
  const origin = originOf(sent);
  const loopback =
    policy.allowLoopback &&
    origin?.startsWith("http://") &&
    ["localhost", "127.0.0.1", "[::1]"].includes(new URL(origin).hostname);
  if (!origin || !(loopback || policy.allowed.some((allowed) => originOf(allowed) === origin))) {
    throw new HttpError(403, messages.crossSite, {
      logMessage: `refused a submission from another origin (${origin ?? "opaque"})`,
    });
  }
}

/** Netlify, and the local server likewise, set this to the visitor's address and drop what the client sent. */
export const CLIENT_ADDRESS_HEADER = "x-nf-client-connection-ip";

/** The platform's header, then the socket's peer. */
export function clientAddress(request: ApiRequest, trustForwardedFor = false): string {
  const candidates = [
    headerValue(request.headers, CLIENT_ADDRESS_HEADER),
    trustForwardedFor ? headerValue(request.headers, "x-forwarded-for")?.split(",")[0] : undefined,
    request.remoteAddress,
  ];
  for (const candidate of candidates) {
    // "::ffff:192.0.2.1" is how a dual-stack socket names an IPv4 client.
    const address = candidate?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
    if (address && isIP(address)) return bucketFor(address);
  }
  return "unknown";
}

/** One IPv6 customer usually owns a whole /64, so that is the unit a limit counts. */
function bucketFor(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = "", tail] = address.toLowerCase().split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  // "::" stands for as many zero groups as the address leaves out.
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill("0");
  const prefix = [...headGroups, ...zeros, ...tailGroups].slice(0, 4);
  return `${prefix.map((group) => group.padStart(4, "0")).join(":")}::/64`;
}

/** What the composition root gives every form endpoint; `trustForwardedFor` counts clients by X-Forwarded-For too. */
export interface FormChecks {
  rateLimiters: RateLimiters;
  trustForwardedFor?: boolean;
  log: Logger;
  origins: OriginPolicy;
}

export interface FormEndpointOptions<S extends AnyObjectSchema> extends FormChecks {
  /** Names the endpoint in logs and rate-limit keys. */
  name: string;
  schema: S;
  /** Which form posts here: picks its rate limit and the page a post without JavaScript lands on. */
  form: FormName;
  /** The endpoint's own work on a valid submission; throws an HttpError for what a visitor should hear. */
  perform(value: InferType<S>, fields: Record<string, unknown>, request: ApiRequest): Promise<SuccessDetails | void>;
}

export type FormEndpoint = (request: ApiRequest) => Promise<ApiResult>;

const noStore = { "Cache-Control": "no-store" };
const redirect = (Location: string, headers: Record<string, string> = {}): ApiResult => ({
  status: 303,
  headers: { ...noStore, ...headers, Location },
  body: null,
});

export function createFormEndpoint<S extends AnyObjectSchema>(options: FormEndpointOptions<S>): FormEndpoint {
  const { name, schema, rateLimiters, trustForwardedFor, log, origins, form, perform } = options;
  const success = (asPage: boolean, details?: SuccessDetails | void): ApiResult =>
    asPage ? redirect(resultPageFor(form, 200)) : { status: 200, headers: noStore, body: { ok: true, ...details } };
  return async (request) => {
    let asPage = false;
    try {
      if (request.method.toUpperCase() !== "POST") {
        throw new HttpError(405, messages.methodNotAllowed, { headers: { Allow: "POST" } });
      }
      const format = bodyFormat(request);
      // A urlencoded POST is the form working without JavaScript: answer with a page, not JSON.
      const accept = headerValue(request.headers, "accept")?.toLowerCase() ?? "";
      asPage = format === "urlencoded" && !accept.includes("application/json");
      checkDeclaredSize(request);
      checkOrigin(request, origins);
      const fields = await readFormBody(request, format);
      await consume(rateLimiters[form], clientAddress(request, trustForwardedFor));

      const trap = fields[HONEYPOT_FIELD];
      if (trap !== undefined && trap !== "") {
        // Looks like success to the bot, so it has no reason to try again differently.
        log.info(`${name}: honeypot filled, submission dropped`);
        return success(asPage);
      }
      const result = await validateWith(schema, fields);
      if (!result.ok) throw new HttpError(422, result.message, { fields: result.fields });
      return success(asPage, await perform(result.value, fields, request));
    } catch (error: unknown) {
      const result = toErrorResult(error, log, name);
      if (!asPage) return result;
      const retryAfter = result.headers["Retry-After"];
      return redirect(resultPageFor(form, result.status), retryAfter ? { "Retry-After": retryAfter } : {});
    }
  };
}
