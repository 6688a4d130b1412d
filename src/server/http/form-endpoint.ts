// The checks every form submission passes, in order, before its own work is done.
import type { AnyObjectSchema, InferType } from "yup";
import { HONEYPOT_FIELD } from "../../form-contract/honeypot";
import { resultPageFor, type FormName } from "../../form-contract/result-pages";
import { validateWith } from "../../form-contract/validate";
import { bodyFormat, checkDeclaredSize, readFormBody } from "./body";
import { clientAddress } from "./client-address";
import { HttpError, messages, toErrorResult } from "./errors";
import { checkOrigin, type OriginPolicy } from "./origin";
import { consume, type RateLimiters } from "./rate-limit";
import { headerValue, type ApiRequest, type ApiResult, type Logger } from "./types";

/** What the composition root gives every form endpoint. */
export interface FormChecks {
  rateLimiters: RateLimiters;
  /** TRUST_FORWARDED_FOR: count clients by X-Forwarded-For too (see client-address.ts). */
  trustForwardedFor?: boolean;
  log: Logger;
  /** Which pages may post here. */
  origins: OriginPolicy;
}

export interface FormEndpointOptions<S extends AnyObjectSchema> extends FormChecks {
  /** Names the endpoint in logs and rate-limit keys. */
  name: string;
  schema: S;
  /** Which form posts here: picks its rate limit and the page a post without JavaScript lands on. */
  form: FormName;
  /** The endpoint's own work on a valid submission; throws an HttpError for what a visitor should hear. */
  perform(value: InferType<S>, fields: Record<string, unknown>, request: ApiRequest): Promise<void>;
}

export type FormEndpoint = (request: ApiRequest) => Promise<ApiResult>;

const noStore = { "Cache-Control": "no-store" };

function redirect(location: string, extraHeaders: Record<string, string> = {}): ApiResult {
  return { status: 303, headers: { ...noStore, ...extraHeaders, Location: location }, body: null };
}

export function createFormEndpoint<S extends AnyObjectSchema>(options: FormEndpointOptions<S>): FormEndpoint {
  const { name, schema, rateLimiters, trustForwardedFor, log, origins, form, perform } = options;
  const success = (asPage: boolean): ApiResult =>
    asPage ? redirect(resultPageFor(form, 200)) : { status: 200, headers: noStore, body: { ok: true } };

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

      await perform(result.value, fields, request);
      return success(asPage);
    } catch (error: unknown) {
      const result = toErrorResult(error, log, name);
      if (!asPage) return result;
      const retryAfter = result.headers["Retry-After"];
      return redirect(resultPageFor(form, result.status), retryAfter ? { "Retry-After": retryAfter } : {});
    }
  };
}
