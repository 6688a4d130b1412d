// Reads a form submission's body within a size limit, whatever the host already did with it.
import type { Readable } from "node:stream";
import { HttpError, messages } from "./errors";
import { headerValue, type ApiRequest } from "./types";

/** Ample for any valid submission (the schemas' maximum lengths decide the rest), refused before parsing. */
export const MAX_BODY_BYTES = 64 * 1024;

export type BodyFormat = "json" | "urlencoded";

// A Map, so that a type such as "constructor" finds nothing on Object.prototype.
export const mediaTypes = new Map<string, BodyFormat>([
  ["application/json", "json"],
  ["application/x-www-form-urlencoded", "urlencoded"],
]);

/** Every form is sent as UTF-8 (US-ASCII is a subset); anything else, multipart included, is a 415. */
export function bodyFormat(request: ApiRequest): BodyFormat {
  const contentType = headerValue(request.headers, "content-type") ?? "";
  const format = mediaTypes.get(contentType.split(";")[0]?.trim().toLowerCase() ?? "");
  const charsets = [...contentType.matchAll(/;\s*charset\s*=\s*"?([^";\s]*)/gi)].map(([, name]) => name?.toLowerCase());
  const readable = charsets.every((name) => ["utf-8", "utf8", "us-ascii"].includes(name ?? ""));
  if (!format || !readable) throw new HttpError(415, messages.unsupportedType);
  return format;
}

/** Closing the connection after a 413 spares reading (and discarding) the rest of the upload. */
const tooLarge = () => new HttpError(413, messages.tooLarge, { headers: { Connection: "close" } });

export function checkDeclaredSize(request: ApiRequest): void {
  const declared = headerValue(request.headers, "content-length");
  if (declared !== undefined && Number(declared) > MAX_BODY_BYTES) throw tooLarge();
}

/** A body the host's parser already made an object of, measured as the JSON it came as; too deep to measure is too large. */
function exceedsLimit(body: unknown): boolean {
  if (Buffer.isBuffer(body) || typeof body === "string") return Buffer.byteLength(body) > MAX_BODY_BYTES;
  try {
    return Buffer.byteLength(JSON.stringify(body) ?? "") > MAX_BODY_BYTES;
  } catch {
    return true;
  }
}

/** Reads the stream up to `limit` bytes and stops there, so an oversized upload is never buffered. */
export function readWithin(request: Readable, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer | string) => {
      chunks.push(Buffer.from(chunk));
      size += chunks.at(-1)?.length ?? 0;
      if (size <= limit) return;
      request.pause();
      request.off("data", onData);
      resolve(undefined);
    };
    request.on("data", onData);
    request.once("end", () => resolve(Buffer.concat(chunks)));
    request.once("error", reject);
  });
}

function parseRaw(raw: string, format: BodyFormat): unknown {
  if (format === "urlencoded") return Object.fromEntries(new URLSearchParams(raw));
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new HttpError(400, messages.badBody);
  }
}

export async function readFormBody(request: ApiRequest, format: BodyFormat): Promise<Record<string, unknown>> {
  if (request.bodyProblem === "too-large") throw tooLarge();
  if (request.bodyProblem === "unreadable") throw new HttpError(400, messages.badBody);
  let body = request.body;
  if (body === undefined && request.readBody) {
    body = await request.readBody(MAX_BODY_BYTES);
    if (body === undefined) throw tooLarge();
  }
  if (exceedsLimit(body)) throw tooLarge();
  const raw = Buffer.isBuffer(body) ? body.toString("utf8") : body;
  const parsed = typeof raw === "string" ? parseRaw(raw, format) : (raw ?? {});
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed) || Buffer.isBuffer(parsed)) {
    throw new HttpError(400, messages.badBody);
  }
  return parsed as Record<string, unknown>;
}
