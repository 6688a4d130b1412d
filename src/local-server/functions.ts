// The last build's Gatsby Functions (.cache/functions), run as gatsby-adapter-netlify runs them: the
// body read first (within the api's limit, so Gatsby's parsers never see more), the client's address
// set by the host, never taken from what the client claims.
import { readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import { Readable } from "node:stream";
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { MAX_BODY_BYTES, readWithin } from "../server/http/body";
import { messages } from "../server/http/errors";
import { CLIENT_ADDRESS_HEADER } from "../server/http/form-endpoint";

export type FunctionHandler = (request: GatsbyFunctionRequest, response: GatsbyFunctionResponse) => unknown;

// The length (set again below), hop-by-hop headers, and what a client may claim about where it comes
// from: Netlify drops these and sets x-nf-client-connection-ip itself.
const DROPPED =
  /^(content-length|connection|keep-alive|proxy-.+|te|trailer|transfer-encoding|upgrade|forwarded|x-real-ip|client-ip|true-client-ip|cf-connecting-ip|x-forwarded-.+|x-nf-.+)$/;

export function jsonError(response: ServerResponse, status: number, error: string, headers: Record<string, string>) {
  response.writeHead(status, {
    ...headers,
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
  });
  response.end(JSON.stringify({ error }));
}

/** Runs one function for one request, with the response helpers Netlify's handler adds. */
export async function runFunction(
  handler: FunctionHandler,
  request: IncomingMessage,
  response: ServerResponse,
  headers: Record<string, string>,
  trustForwardedFor: boolean,
): Promise<void> {
  if (!/^(identity)?$/i.test(request.headers["content-encoding"]?.trim() ?? "")) {
    return jsonError(response, 415, messages.unsupportedType, headers);
  }
  // A body past the limit is read no further: the function gets its size only, and refuses it.
  const bytes = await readWithin(request, MAX_BODY_BYTES).catch(() => null);
  if (bytes === null) return; // the client left
  // The rest of a body past the limit is dropped, so a client still sending reads the answer, not a reset.
  response.once("finish", () => request.resume());
  const forwarded = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !DROPPED.test(name)));
  const size = bytes?.length ?? MAX_BODY_BYTES + 1;
  if (size > 0) forwarded["content-length"] = String(size);
  const claimed = trustForwardedFor
    ? String(request.headers["x-forwarded-for"] ?? "")
        .split(",")[0]
        ?.trim()
    : "";
  forwarded[CLIENT_ADDRESS_HEADER] = claimed && net.isIP(claimed) ? claimed : request.socket.remoteAddress;
  // What Gatsby's wrapper and the api read of a request.
  const replay = Object.assign(Readable.from(bytes?.length ? [bytes] : []), {
    method: request.method,
    url: request.url,
    headers: forwarded,
    socket: request.socket,
  }) as unknown as GatsbyFunctionRequest;
  const extended = Object.assign(response, {
    status: (code: number) => Object.assign(extended, { statusCode: code }),
    json: (body: unknown) => {
      if (!extended.headersSent) extended.setHeader("content-type", "application/json; charset=utf-8");
      return extended.end(JSON.stringify(body));
    },
    send: (body: unknown) =>
      typeof body === "object" && body !== null && !Buffer.isBuffer(body) ? extended.json(body) : extended.end(body),
  }) as unknown as GatsbyFunctionResponse;
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  try {
    await handler(replay, extended);
  } catch (error: unknown) {
    console.error(`${request.url ?? ""}: ${error instanceof Error ? error.stack : String(error)}`);
    if (!response.headersSent) jsonError(response, 500, messages.unexpected, headers);
    else response.end();
  }
}

/**
 * The functions by route, loaded again when the build's manifest changes (like a warm serverless
 * instance, so every request shares one instance and its rate-limit store until the next build).
 */
export function compiledFunctions(dir: string): (route: string) => FunctionHandler | undefined {
  const requireFromSite = createRequire(path.resolve("package.json"));
  const manifest = path.join(dir, "manifest.json");
  let loadedAt = -1;
  let handlers = new Map<string, FunctionHandler | undefined>();
  return (route) => {
    const mtime = statSync(manifest, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (mtime !== loadedAt) {
      loadedAt = mtime;
      const entries = mtime
        ? (JSON.parse(readFileSync(manifest, "utf8")) as { functionRoute: string; absoluteCompiledFilePath: string }[])
        : [];
      handlers = new Map(
        entries.map(({ functionRoute, absoluteCompiledFilePath: file }) => {
          delete requireFromSite.cache[file];
          return [functionRoute.toLowerCase(), (requireFromSite(file) as { default?: FunctionHandler }).default];
        }),
      );
    }
    return handlers.get(route);
  };
}
