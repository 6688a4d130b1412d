// The compiled Gatsby Functions, run as gatsby-adapter-netlify runs them: the client's address from
// the socket, and the body read first within the api's limit, so Gatsby's parsers never see more.
import { readFileSync, statSync } from "node:fs";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import { Readable } from "node:stream";
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { MAX_BODY_BYTES, mediaTypes, readWithin } from "../server/http/body";
import { CLIENT_ADDRESS_HEADER } from "../server/http/form-endpoint";
import { messages } from "../server/http/errors";
import { headerValue } from "../server/http/types";

export type FunctionHandler = (request: GatsbyFunctionRequest, response: GatsbyFunctionResponse) => unknown;

/** A Location that points elsewhere on this site, never "//host" or "/\host" (another site to a browser). */
export function safeLocation(location: string): string {
  return location.replace(/^[/\\]{2,}/, "/");
}

/** `read(file)` again whenever the file changes (a rebuild under a running server); null while it is missing. */
export function whenChanged<T>(file: string, read: (file: string | null) => T): () => T {
  let mtime = -1;
  let value: T;
  return () => {
    const current = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (current !== mtime) {
      value = read(current ? file : null);
      mtime = current;
    }
    return value;
  };
}

// Hop-by-hop headers (RFC 9110 §7.6.1), meaningful for one connection only.
const HOP_BY_HOP = /^(connection|keep-alive|proxy-.+|te|trailer|transfer-encoding|upgrade)$/;
// What a client may say about where it comes from or which host it asked for. Netlify drops
// these and sets x-nf-client-connection-ip itself; so does this server.
const CLIENT_CLAIM = /^(forwarded|x-real-ip|client-ip|true-client-ip|cf-connecting-ip|x-forwarded-.+|x-nf-.+)$/;

/** The client's headers less those above and the length, plus the client address Netlify would set. */
function forwardedHeaders(request: IncomingMessage, trustForwardedFor: boolean): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && name !== "content-length" && !HOP_BY_HOP.test(name) && !CLIENT_CLAIM.test(name)) {
      headers[name] = value;
    }
  }
  const claimed = trustForwardedFor ? headerValue(request.headers, "x-forwarded-for")?.split(",")[0]?.trim() : "";
  const address = claimed && net.isIP(claimed) ? claimed : request.socket.remoteAddress;
  if (address) headers[CLIENT_ADDRESS_HEADER] = address;
  return headers;
}

/** Gives a plain Node response the helpers Netlify's handler gives it (status, json, send, redirect). */
export function asFunctionResponse(response: ServerResponse): GatsbyFunctionResponse {
  const extended = response as GatsbyFunctionResponse;
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
    extended.end(typeof body === "number" ? String(body) : body);
    return extended;
  };
  extended.redirect = (statusOrUrl: number | string, url?: string) => {
    extended.writeHead(typeof statusOrUrl === "number" ? statusOrUrl : 302, {
      location: safeLocation(typeof statusOrUrl === "string" ? statusOrUrl : (url ?? "/")),
    });
    extended.end();
    return extended;
  };
  return extended;
}

export function jsonError(response: ServerResponse, status: number, error: string, headers: Record<string, string>) {
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

/** What a function is handed: the body, or only the size of one too large to read (with no bytes). */
type ReadBody = { bytes: Buffer; size: number };

/**
 * Reads the body within the api's limit. A type the api does not read is refused here (415, or
 * 413 if it claims to be too large) before anything parses it. A readable body too large is not
 * read further: the function gets its size only and gives the api's answer (413, or a result page
 * for a form posted without JavaScript). Null when an answer was sent here or the client left.
 */
async function readLimitedBody(
  request: IncomingMessage,
  response: ServerResponse,
  headers: Record<string, string>,
): Promise<ReadBody | null> {
  const declared = request.headers["content-length"];
  const chunked = request.headers["transfer-encoding"] !== undefined;
  if (declared === undefined && !chunked) return { bytes: Buffer.alloc(0), size: 0 };
  const declaredSize = Number(declared ?? 0);
  const mediaType = (request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const encoding = (request.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  if ((!mediaTypes.has(mediaType) || encoding !== "identity") && (chunked || declaredSize > 0)) {
    discardBody(request, response);
    if (declaredSize > MAX_BODY_BYTES) jsonError(response, 413, messages.tooLarge, headers);
    else jsonError(response, 415, messages.unsupportedType, headers);
    return null;
  }
  if (declaredSize <= MAX_BODY_BYTES) {
    const bytes = await readWithin(request, MAX_BODY_BYTES).catch(() => null);
    if (bytes === null) return null;
    if (bytes) return { bytes, size: bytes.length };
  }
  discardBody(request, response);
  // Only a chunked body can run past the limit unannounced: one byte more is size enough to refuse it.
  return { bytes: Buffer.alloc(0), size: Math.max(declaredSize, MAX_BODY_BYTES + 1) };
}

/**
 * The request Gatsby's wrapper gets, as the adapter builds it from Netlify's event: a stream of the
 * body already read, with the IncomingMessage fields the wrapper reads. A body too large to read
 * arrives empty, with its size as Content-Length, which the api checks first.
 */
function replayRequest(request: IncomingMessage, body: ReadBody, headers: IncomingHttpHeaders): GatsbyFunctionRequest {
  if (body.size > 0) headers["content-length"] = String(body.size);
  const replay = Object.assign(new Readable({ read() {} }), {
    method: request.method,
    url: request.url,
    originalUrl: request.url ?? "/",
    headers,
    rawHeaders: Object.entries(headers).flatMap(([name, value]) => [name, String(value)]),
    httpVersion: request.httpVersion,
    query: Object.fromEntries(new URL(request.url ?? "/", "http://localhost").searchParams),
    params: {},
    socket: request.socket,
  });
  if (body.bytes.length > 0) replay.push(body.bytes);
  replay.push(null);
  return replay as unknown as GatsbyFunctionRequest;
}

/** Runs one function for one request, after the body is read within the limit. */
export async function runFunction(
  handler: FunctionHandler,
  request: IncomingMessage,
  response: ServerResponse,
  headers: Record<string, string>,
  trustForwardedFor: boolean,
): Promise<void> {
  const body = await readLimitedBody(request, response, headers);
  if (body === null) return;
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  try {
    await handler(
      replayRequest(request, body, forwardedHeaders(request, trustForwardedFor)),
      asFunctionResponse(response),
    );
  } catch (error: unknown) {
    console.error(`${request.url ?? ""}: ${error instanceof Error ? error.stack : String(error)}`);
    if (!response.headersSent) jsonError(response, 500, messages.unexpected, headers);
    else response.end();
  }
}

/**
 * The last build's functions (.cache/functions, written for adapters), loaded once per build like a
 * warm serverless instance, so every spelling of a path shares one instance and rate-limit store.
 */
export function compiledFunctions(dir: string): (route: string) => FunctionHandler | undefined {
  const requireFromSite = createRequire(path.resolve("package.json"));
  const handlers = whenChanged(path.join(dir, "manifest.json"), (manifest) => {
    const entries = manifest
      ? (JSON.parse(readFileSync(manifest, "utf8")) as { functionRoute: string; absoluteCompiledFilePath: string }[])
      : [];
    return new Map(
      entries.map(({ functionRoute, absoluteCompiledFilePath }) => {
        delete requireFromSite.cache[absoluteCompiledFilePath];
        const loaded = requireFromSite(absoluteCompiledFilePath) as { default?: FunctionHandler };
        return [functionRoute.toLowerCase(), loaded.default];
      }),
    );
  });
  return (route) => handlers().get(route);
}
