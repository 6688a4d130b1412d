// Reads a form submission's body within a size limit, whatever the host already did with it.
import { HttpError, messages } from "./errors";
import { headerValue, type ApiRequest } from "./types";

export const MAX_BODY_BYTES = 16 * 1024;

export type BodyFormat = "json" | "urlencoded";

export interface FormBody {
  format: BodyFormat;
  fields: Record<string, unknown>;
}

const mediaTypes: Record<string, BodyFormat> = {
  "application/json": "json",
  "application/x-www-form-urlencoded": "urlencoded",
};

export function bodyFormat(request: ApiRequest): BodyFormat {
  const contentType = headerValue(request.headers, "content-type") ?? "";
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  const format = mediaTypes[mediaType];
  if (!format) throw new HttpError(415, messages.unsupportedType);
  return format;
}

/** The declared size, checked before anything is read or parsed. */
export function checkDeclaredSize(request: ApiRequest, limit = MAX_BODY_BYTES): void {
  const declared = headerValue(request.headers, "content-length");
  if (declared !== undefined && Number(declared) > limit) throw new HttpError(413, messages.tooLarge);
}

/*
 * Gatsby (and its Netlify adapter) run body-parser before our function, so the body
 * usually arrives as an object. A chunked request has no Content-Length, so the parsed
 * body is measured again here; its re-serialised size is close to what was sent.
 */
function measuredSize(body: unknown): number {
  if (typeof body === "string") return Buffer.byteLength(body);
  if (Buffer.isBuffer(body)) return body.length;
  if (body === undefined || body === null) return 0;
  return Buffer.byteLength(JSON.stringify(body) ?? "");
}

function parseRaw(raw: string, format: BodyFormat): unknown {
  if (format === "urlencoded") return Object.fromEntries(new URLSearchParams(raw));
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new HttpError(400, messages.badBody);
  }
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

export function readFormBody(request: ApiRequest, format: BodyFormat, limit = MAX_BODY_BYTES): FormBody {
  if (measuredSize(request.body) > limit) throw new HttpError(413, messages.tooLarge);
  const raw = Buffer.isBuffer(request.body) ? request.body.toString("utf8") : request.body;
  const parsed = typeof raw === "string" ? parseRaw(raw, format) : (raw ?? {});
  if (!isPlainRecord(parsed)) throw new HttpError(400, messages.badBody);
  return { format, fields: parsed };
}
