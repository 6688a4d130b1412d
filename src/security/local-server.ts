// The local server behind `npm start`, `npm run serve` and the browser tests, shaped like
// Netlify: pages and files come from `gatsby serve` through a small proxy that sends the
// headers public/_headers gives each path and drops the wildcard CORS headers `gatsby serve`
// adds; /api/* runs the compiled functions in this process the way gatsby-adapter-netlify's
// handler runs them (Gatsby's own function wrapper parses the body, not `gatsby serve`'s
// express stack, which answers a malformed JSON body with an HTML 400 and a malformed
// multipart body with a 500 before the function is even called), with the real client address.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, promises as fs, readFileSync, statSync } from "node:fs";
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import { headersFor, parseHeaders, type HeaderRule } from "./netlify-headers";

export interface ProxyOptions {
  /** Where `gatsby serve` listens (loopback only). */
  upstream: { host: string; port: number };
  /** Reads the current _headers rules (the file can change under a running server). */
  rules(): HeaderRule[];
  /**
   * Keep an X-Forwarded-For the client sent. Only for test harnesses that pose as many
   * clients from one machine: it lets any client choose its rate-limit bucket.
   */
  trustForwardedFor?: boolean;
  /** The function for a route under /api/, if there is one; others go to the upstream. */
  functions?: (route: string) => FunctionHandler | undefined;
}

// Connection-level headers, meaningful for one hop only (RFC 9110 §7.6.1).
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "upgrade",
]);

// Whatever a client says about the address it comes from; the api/ rate limit reads these.
const CLIENT_ADDRESS_HEADERS = ["x-forwarded-for", "x-real-ip", "forwarded", "x-nf-client-connection-ip", "client-ip"];

// Files Netlify reads as configuration and never serves.
const NOT_SERVED = new Set(["/_headers", "/_redirects"]);

export function forwardedRequestHeaders(
  headers: IncomingHttpHeaders,
  remoteAddress: string | undefined,
  trustForwardedFor = false,
): IncomingHttpHeaders {
  const result: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (HOP_BY_HOP.has(name) || value === undefined) continue;
    if (CLIENT_ADDRESS_HEADERS.includes(name) && !(trustForwardedFor && name === "x-forwarded-for")) continue;
    result[name] = value;
  }
  if (!(trustForwardedFor && result["x-forwarded-for"]) && remoteAddress) result["x-forwarded-for"] = remoteAddress;
  return result;
}

const isFunctionPath = (pathname: string): boolean => pathname === "/api" || pathname.startsWith("/api/");

/**
 * The upstream answer's headers as Netlify would send them: the path's _headers values
 * (which Netlify does not apply to function responses), without any CORS header and
 * without the framework's banner.
 */
export function responseHeaders(
  upstream: IncomingHttpHeaders,
  pathname: string,
  rules: readonly HeaderRule[],
): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(upstream)) {
    if (value === undefined || HOP_BY_HOP.has(name) || name.startsWith("access-control-") || name === "x-powered-by") {
      continue;
    }
    result[name] = value;
  }
  if (!isFunctionPath(pathname)) {
    for (const [name, value] of headersFor(rules, pathname)) result[name] = value;
  }
  return result;
}

function pathnameOf(url: string | undefined): string {
  try {
    return new URL(url ?? "/", "http://localhost").pathname;
  } catch {
    return "/";
  }
}

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
      location: typeof statusOrUrl === "string" ? statusOrUrl : (url ?? "/"),
    });
    extended.end();
    return extended;
  };
  return extended;
}

/** Runs one function for one request; answers 500 (as Netlify does) when it throws. */
export async function runFunction(
  handler: FunctionHandler,
  request: IncomingMessage,
  response: ServerResponse,
  trustForwardedFor = false,
): Promise<void> {
  const url = new URL(request.url ?? "/", "http://localhost");
  const extended = request as FunctionRequest;
  extended.headers = forwardedRequestHeaders(request.headers, request.socket.remoteAddress, trustForwardedFor);
  extended.query = Object.fromEntries(url.searchParams);
  extended.params = {};
  extended.originalUrl = request.url ?? "/";
  try {
    await handler(extended, asFunctionResponse(response));
  } catch (error: unknown) {
    console.error(`${url.pathname}: ${error instanceof Error ? error.stack : String(error)}`);
    if (!response.headersSent) response.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
    response.end();
  }
}

interface ManifestEntry {
  functionRoute: string;
  absoluteCompiledFilePath: string;
}

/**
 * The compiled functions of the last build (.cache/functions, as Gatsby writes them for
 * adapters), loaded once per build like a warm serverless instance, not once per request.
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
        if (handler) handlers.set(functionRoute, handler);
      }
    }
    return handlers.get(route);
  };
}

export function createProxy({ upstream, rules, trustForwardedFor = false, functions }: ProxyOptions): http.Server {
  const agent = new http.Agent({ keepAlive: true });
  return http.createServer((request: IncomingMessage, response: ServerResponse) => {
    const pathname = pathnameOf(request.url);
    if (NOT_SERVED.has(pathname)) {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
      return;
    }
    const handler = isFunctionPath(pathname) ? functions?.(pathname.slice("/api/".length)) : undefined;
    if (handler) {
      void runFunction(handler, request, response, trustForwardedFor);
      return;
    }
    // A kept-alive socket can be closed by the upstream just as a request goes out on it
    // (Express closes idle sockets after 5 s); a GET or HEAD is then sent once more on a
    // fresh socket instead of answering 502 for a page that is there. Fresh, not the pool's
    // next one: sockets left idle together time out together, so that one may be closing too.
    const retriable = request.method === "GET" || request.method === "HEAD";
    const forward = (attempt: number): void => {
      const outgoing = http.request({
        host: upstream.host,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: forwardedRequestHeaders(request.headers, request.socket.remoteAddress, trustForwardedFor),
        agent: attempt === 0 ? agent : false,
      });
      let reusedSocket = false;
      outgoing.on("socket", () => {
        reusedSocket = outgoing.reusedSocket;
      });
      outgoing.on("response", (answer) => {
        response.writeHead(answer.statusCode ?? 502, responseHeaders(answer.headers, pathname, rules()));
        answer.pipe(response);
      });
      outgoing.on("error", () => {
        if (retriable && reusedSocket && attempt === 0 && !response.headersSent) {
          forward(1);
          return;
        }
        if (response.headersSent) response.destroy();
        else response.writeHead(502, { "content-type": "text/plain; charset=utf-8" }).end("Bad gateway");
      });
      if (retriable) outgoing.end();
      else request.pipe(outgoing);
    };
    forward(0);
  });
}

/** Re-reads _headers whenever the file changes (a rebuild while the server runs). */
export function watchedRules(file: string): () => HeaderRule[] {
  let mtime = -1;
  let rules: HeaderRule[] = [];
  return () => {
    const current = existsSync(file) ? statSync(file).mtimeMs : 0;
    if (current !== mtime) {
      // Synchronous, and only after a rebuild: keeps the request path simple.
      rules = current ? parseHeaders(readFileSync(file, "utf8")) : [];
      mtime = current;
    }
    return rules;
  };
}

/** A port nothing on the loopback interface listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function waitUntilAnswering(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`gatsby serve exited with code ${child.exitCode}`);
    const ok = await new Promise<boolean>((resolve) => {
      const probe = http.get({ host: "127.0.0.1", port, path: "/", timeout: 2000 }, (answer) => {
        answer.resume();
        resolve(true);
      });
      probe.on("error", () => resolve(false));
      probe.on("timeout", () => probe.destroy());
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`gatsby serve did not answer within ${timeoutMs / 1000} s`);
}

export async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: "string", default: process.env.PORT ?? "9000" },
      host: { type: "string", default: "127.0.0.1" },
      "trust-forwarded-for": { type: "boolean", default: false },
    },
  });
  const port = Number(values.port);
  const host = values.host ?? "127.0.0.1";
  const headersFile = path.resolve("public", "_headers");
  try {
    await fs.access(headersFile);
  } catch {
    console.error("public/_headers is missing: run `npm run build` first (its last step writes it).");
    process.exit(1);
  }

  const upstreamPort = await freePort();
  const requireFromSite = createRequire(path.resolve("package.json"));
  const child = spawn(
    process.execPath,
    [requireFromSite.resolve("gatsby/cli.js"), "serve", "--port", String(upstreamPort), "--host", "127.0.0.1"],
    { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, NODE_ENV: "production" } },
  );
  const stop = (code: number) => {
    child.kill("SIGTERM");
    process.exit(code);
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stop(0));
  child.on("exit", (code) => {
    console.error(`gatsby serve stopped (${code ?? "signal"})`);
    process.exit(code || 1);
  });

  // Gatsby's function wrapper does not await a function; keep the server up if one ever rejects.
  process.on("unhandledRejection", (reason) => console.error("unhandled rejection in a function:", reason));

  await waitUntilAnswering(upstreamPort, child, 120_000);
  const server = createProxy({
    upstream: { host: "127.0.0.1", port: upstreamPort },
    rules: watchedRules(headersFile),
    trustForwardedFor: values["trust-forwarded-for"],
    functions: compiledFunctions(path.resolve(".cache", "functions")),
  });
  server.on("error", (error) => {
    console.error(`cannot listen on ${host}:${port}: ${error.message}`);
    stop(1);
  });
  server.listen(port, host, () => {
    console.log(
      `Fjellsyn Media: http://${host === "0.0.0.0" ? "localhost" : host}:${port}/ (headers from public/_headers)`,
    );
  });
}
