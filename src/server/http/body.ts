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

/** Every form is sent as UTF-8; US-ASCII is a subset of it. Anything else would be misread. */
const readableCharsets = new Set(["utf-8", "utf8", "us-ascii"]);

/** JSON or a urlencoded form in UTF-8; anything else (multipart included) is a 415. */
export function bodyFormat(request: ApiRequest): BodyFormat {
  const [mediaType = "", ...parameters] = (headerValue(request.headers, "content-type") ?? "").split(";");
  const format = mediaTypes.get(mediaType.trim().toLowerCase());
  if (!format) throw new HttpError(415, messages.unsupportedType);
  for (const parameter of parameters) {
    const [name = "", value = ""] = parameter.split("=");
    if (name.trim().toLowerCase() !== "charset") continue;
    const charset = value.trim().replace(/^"|"$/g, "").toLowerCase();
    if (!readableCharsets.has(charset)) throw new HttpError(415, messages.unsupportedType);
  }
  return format;
}

/** Closing the connection after a 413 spares reading (and discarding) the rest of the upload. */
const tooLarge = () => new HttpError(413, messages.tooLarge, { headers: { Connection: "close" } });

/** The declared size, checked before anything is read or parsed. */
export function checkDeclaredSize(request: ApiRequest): void {
  const declared = headerValue(request.headers, "content-length");
  if (declared !== undefined && Number(declared) > MAX_BODY_BYTES) throw tooLarge();
}

/*
 * Gatsby's function wrapper (and its Netlify adapter) runs body-parser first, so the body
 * often arrives as an object. Without Content-Length its size is estimated from the parsed
 * value as the JSON it came in; the walk is iterative and stops at the limit, so neither a
 * 5,000-deep nesting nor a huge value can exhaust the stack or the time.
 */
function exceedsLimit(body: unknown, limit: number): boolean {
  let size = 0;
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") size += Buffer.byteLength(value) + 2;
    else if (Buffer.isBuffer(value)) size += value.length;
    else if (typeof value === "object" && value !== null) {
      const entries = Object.entries(value);
      // Brackets, and a comma between two entries.
      size += 2 + Math.max(0, entries.length - 1);
      for (const [key, item] of entries) {
        if (!Array.isArray(value)) size += Buffer.byteLength(key) + 3;
        pending.push(item);
      }
    } else size += String(value).length;
    if (size > limit) return true;
  }
  return false;
}

/**
 * Reads the stream up to `limit` bytes and stops there: an oversized upload is never buffered.
 * It only pauses the stream and leaves the rest to the caller's answer; breaking out of a
 * for-await loop would destroy the request, and the answer with it.
 */
export function readWithin(request: Readable, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer | string) => {
      const buffer = Buffer.from(chunk);
      size += buffer.length;
      chunks.push(buffer);
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

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

export async function readFormBody(request: ApiRequest, format: BodyFormat): Promise<Record<string, unknown>> {
  if (request.bodyProblem === "too-large") throw tooLarge();
  if (request.bodyProblem === "unreadable") throw new HttpError(400, messages.badBody);
  let body = request.body;
  if (body === undefined && request.readBody) {
    body = await request.readBody(MAX_BODY_BYTES);
    if (body === undefined) throw tooLarge();
  }
  if (exceedsLimit(body, MAX_BODY_BYTES)) throw tooLarge();
  const raw = Buffer.isBuffer(body) ? body.toString("utf8") : body;
  const parsed = typeof raw === "string" ? parseRaw(raw, format) : (raw ?? {});
  if (!isPlainRecord(parsed)) throw new HttpError(400, messages.badBody);
  return parsed;
}
