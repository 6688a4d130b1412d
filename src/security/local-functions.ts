// The compiled Gatsby Functions, run by the local server (local-server.ts) the way
// gatsby-adapter-netlify's handler runs them on Netlify: the client's address taken from the
// socket, never from what the client claims; the body read first, within the api's own limit,
// and handed to Gatsby's function wrapper as a finished stream, so its parsers (multipart
// among them) never see more than the api reads.
import { existsSync, readFileSync, statSync } from "node:fs";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import { Readable } from "node:stream";
import { MAX_BODY_BYTES } from "../../api/http/body";
import { messages } from "../../api/http/errors";

/** A Location that points elsewhere on this site, never "//host" or "/\host" (another site to a browser). */
export function safeLocation(location: string): string {
  return location.replace(/^[/\\]{2,}/, "/");
}

// ---- the client's address ------------------------------------------------------------------

// Connection-level headers, meaningful for one hop only (RFC 9110 §7.6.1).
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

// What a client may say about where it comes from or which host it asked for. Netlify drops
// these and sets x-nf-client-connection-ip itself; so does this server.
const CLIENT_CLAIMS = new Set(["forwarded", "x-real-ip", "client-ip", "true-client-ip", "cf-connecting-ip"]);
const isClientClaim = (name: string): boolean =>
  CLIENT_CLAIMS.has(name) || name.startsWith("x-forwarded-") || name.startsWith("x-nf-");

export const CLIENT_ADDRESS_HEADER = "x-nf-client-connection-ip";

/** "::ffff:127.0.0.1" as "127.0.0.1", the form Netlify gives an IPv4 client. */
function plainAddress(address: string): string {
  return address.toLowerCase().startsWith("::ffff:") && net.isIPv4(address.slice(7)) ? address.slice(7) : address;
}

/**
 * The headers a function receives: the client's own, minus hop-by-hop headers and every claim
 * about addresses and hosts, plus x-nf-client-connection-ip set to the socket's peer (or, for
 * test harnesses, to the first X-Forwarded-For value).
 */
export function forwardedRequestHeaders(
  headers: IncomingHttpHeaders,
  remoteAddress: string | undefined,
  trustForwardedFor = false,
): IncomingHttpHeaders {
  const result: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (HOP_BY_HOP.has(name) || isClientClaim(name) || value === undefined) continue;
    result[name] = value;
  }
  const claimed = trustForwardedFor
    ? String(headers["x-forwarded-for"] ?? "")
        .split(",")[0]
        ?.trim()
    : undefined;
  const address = claimed && net.isIP(claimed) ? claimed : remoteAddress;
  if (address) result[CLIENT_ADDRESS_HEADER] = plainAddress(address);
  return result;
}

// ---- the functions ----------------------------------------------------------------------------

/** The parts of a Gatsby Functions response our functions (and Gatsby's wrapper) use. */
export interface FunctionResponse extends ServerResponse {
  status(code: number): FunctionResponse;
  json(body: unknown): FunctionResponse;
  send(body?: unknown): FunctionResponse;
  redirect(statusOrUrl: number | string, url?: string): FunctionResponse;
}

export interface FunctionRequest extends IncomingMessage {
  query: Record<string, string>;
  params: Record<string, string>;
  originalUrl: string;
}

export type FunctionHandler = (request: FunctionRequest, response: FunctionResponse) => unknown;

/** Gives a plain Node response the helpers Netlify's handler gives it (status, json, send, redirect). */
export function asFunctionResponse(response: ServerResponse): FunctionResponse {
  const extended = response as FunctionResponse;
  extended.status = (code) => {
    extended.statusCode = code;
    return extended;
  };
  extended.json = (body) => {
    if (!extended.headersSent) extended.setHeader("content-type", "application/json; charset=utf-8");
    extended.end(JSON.stringify(body));
    return extended;
  };
  extended.send = (body) => {
    if (typeof body === "object" && body !== null && !Buffer.isBuffer(body)) return extended.json(body);
    extended.end(typeof body === "number" ? String(body) : (body as string | Buffer | undefined));
    return extended;
  };
  extended.redirect = (statusOrUrl, url) => {
    extended.writeHead(typeof statusOrUrl === "number" ? statusOrUrl : 302, {
      location: safeLocation(typeof statusOrUrl === "string" ? statusOrUrl : (url ?? "/")),
    });
    extended.end();
    return extended;
  };
  return extended;
}

/** What the api can read (api/http/body.ts); Gatsby's wrapper parses these two and multipart, which never gets in. */
const BODY_TYPES = new Set(["application/json", "application/x-www-form-urlencoded"]);

export function jsonError(
  response: ServerResponse,
  status: number,
  error: string,
  headers: Record<string, string>,
): void {
  response.writeHead(status, {
    ...headers,
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
  });
  response.end(JSON.stringify({ error }));
}

/**
 * Discards the rest of a body this server will not read. The answer goes out at once; the
 * bytes still coming are read and dropped for a moment after it (so a client that is still
 * sending reads the answer instead of a reset connection), then the connection is closed.
 */
export function discardBody(request: IncomingMessage, response: ServerResponse): void {
  request.removeAllListeners("data");
  request.resume();
  response.once("finish", () => {
    if (request.complete) return;
    const timer = setTimeout(() => request.socket.destroy(), 2000);
    timer.unref();
    request.once("end", () => clearTimeout(timer));
  });
}

/** What a function is handed: the body, or only the size of one too large to read. */
type ReadBody = { bytes: Buffer; tooLarge?: number };

/**
 * Reads the body within `limit` bytes. A body of a type the api does not read is refused here
 * with 415 (413 if it also claims to be too large), before anything parses it. A body of a
 * type it reads but too large, declared or counted while it streams in, is not read further:
 * the function gets no bytes and the size, so the api gives its own answer (413, or the
 * result page for a form posted without JavaScript). Null when an answer was sent here.
 */
async function readLimitedBody(
  request: IncomingMessage,
  response: ServerResponse,
  limit: number,
  headers: Record<string, string>,
): Promise<ReadBody | null> {
  const declared = request.headers["content-length"];
  const chunked = request.headers["transfer-encoding"] !== undefined;
  if (declared === undefined && !chunked) return { bytes: Buffer.alloc(0) };
  const declaredSize = declared === undefined ? 0 : Number(declared);
  const mediaType = (request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const encoding = (request.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  const readable = BODY_TYPES.has(mediaType) && encoding === "identity";
  if (!readable && (chunked || declaredSize > 0)) {
    discardBody(request, response);
    if (declaredSize > limit) jsonError(response, 413, messages.tooLarge, headers);
    else jsonError(response, 415, messages.unsupportedType, headers);
    return null;
  }
  if (declaredSize > limit) {
    discardBody(request, response);
    return { bytes: Buffer.alloc(0), tooLarge: declaredSize };
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        discardBody(request, response);
        resolve({ bytes: Buffer.alloc(0), tooLarge: size });
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => resolve({ bytes: Buffer.concat(chunks) }));
    request.on("error", () => resolve(null));
  });
}

/**
 * A request for Gatsby's function wrapper holding a body already read, as
 * gatsby-adapter-netlify's handler builds it from the platform's event: a readable stream
 * with the fields of an IncomingMessage. A body too large to read arrives empty, with its
 * size as Content-Length, which the api checks first.
 */
function replayRequest(request: IncomingMessage, body: ReadBody, headers: IncomingHttpHeaders): FunctionRequest {
  const url = new URL(request.url ?? "/", "http://localhost");
  const size = body.tooLarge ?? body.bytes.length;
  if (size > 0) headers["content-length"] = String(size);
  const replay = Object.assign(new Readable({ read() {} }), {
    method: request.method,
    url: request.url,
    originalUrl: request.url ?? "/",
    headers,
    rawHeaders: Object.entries(headers).flatMap(([name, value]) => [name, String(value)]),
    httpVersion: request.httpVersion,
    query: Object.fromEntries(url.searchParams),
    params: {},
    socket: request.socket,
  });
  if (body.bytes.length > 0) replay.push(body.bytes);
  replay.push(null);
  // The wrapper reads only the fields set above; the rest of IncomingMessage it never touches.
  return replay as unknown as FunctionRequest;
}

/** Runs one function for one request, after the body is read within the limit. */
export async function runFunction(
  handler: FunctionHandler,
  request: IncomingMessage,
  response: ServerResponse,
  { trustForwardedFor = false, bodyLimit = MAX_BODY_BYTES, headers = {} as Record<string, string> } = {},
): Promise<void> {
  const body = await readLimitedBody(request, response, bodyLimit, headers);
  if (body === null) return;
  const forwarded = forwardedRequestHeaders(request.headers, request.socket.remoteAddress, trustForwardedFor);
  delete forwarded["content-length"];
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  try {
    await handler(replayRequest(request, body, forwarded), asFunctionResponse(response));
  } catch (error: unknown) {
    console.error(`${request.url ?? ""}: ${error instanceof Error ? error.stack : String(error)}`);
    if (!response.headersSent) jsonError(response, 500, messages.unexpected, headers);
    else response.end();
  }
}

interface ManifestEntry {
  functionRoute: string;
  absoluteCompiledFilePath: string;
}

/**
 * The compiled functions of the last build (.cache/functions, as Gatsby writes them for
 * adapters), loaded once per build like a warm serverless instance, not once per request,
 * so every spelling of a function's path shares one instance and one rate-limit store.
 */
export function compiledFunctions(dir: string): (route: string) => FunctionHandler | undefined {
  const manifestFile = path.join(dir, "manifest.json");
  const requireFromSite = createRequire(path.resolve("package.json"));
  let mtime = -1;
  let handlers = new Map<string, FunctionHandler>();
  return (route) => {
    const current = existsSync(manifestFile) ? statSync(manifestFile).mtimeMs : 0;
    if (current !== mtime) {
      mtime = current;
      handlers = new Map();
      const entries = current ? (JSON.parse(readFileSync(manifestFile, "utf8")) as ManifestEntry[]) : [];
      for (const { functionRoute, absoluteCompiledFilePath } of entries) {
        delete requireFromSite.cache[absoluteCompiledFilePath];
        const loaded = requireFromSite(absoluteCompiledFilePath) as { default?: FunctionHandler } | FunctionHandler;
        const handler = typeof loaded === "function" ? loaded : loaded.default;
        if (handler) handlers.set(functionRoute.toLowerCase(), handler);
      }
    }
    return handlers.get(route);
  };
}
