// The local server behind `npm start`, `npm run serve` and the browser tests, shaped like
// Netlify. Pages and files come from `gatsby serve` through a small proxy that adds the
// site's headers to every answer; /api/* runs the compiled functions in this process the way
// gatsby-adapter-netlify's handler runs them: the body is read first, within the api's own
// limit, and handed to Gatsby's function wrapper as a finished stream. Nothing `gatsby serve`
// does with functions (its second copy of them, its unlimited multipart parser) is ever reached.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, promises as fs, readFileSync, statSync } from "node:fs";
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import { MAX_BODY_BYTES } from "../../api/http/body";
import {
  compiledFunctions,
  discardBody,
  forwardedRequestHeaders,
  HOP_BY_HOP,
  jsonError,
  runFunction,
  safeLocation,
  type FunctionHandler,
} from "./local-functions";
import { headersFor, parseHeaders, type HeaderRule } from "./netlify-headers";
import { STATIC_SECURITY_HEADERS } from "./policy";

export interface ProxyOptions {
  /** Where `gatsby serve` listens (loopback only). */
  upstream: { host: string; port: number };
  /** Reads the current _headers rules (the file can change under a running server). */
  rules(): HeaderRule[];
  /**
   * Take the client address from the first X-Forwarded-For value. Only for test harnesses
   * that pose as many clients from one machine: it lets any client choose its rate-limit bucket.
   */
  trustForwardedFor?: boolean;
  /** The function for a route under /api/ (lower case, e.g. "send-contact-email"), if there is one. */
  functions?: (route: string) => FunctionHandler | undefined;
  /** The build, for the 404 page this server answers with itself. */
  publicDir?: string;
  /** The most body bytes a function may be handed; the api's own limit unless a test says otherwise. */
  bodyLimit?: number;
}

// ---- which path a request names ----------------------------------------------------------

export interface RequestPath {
  /** The path decoded once, with "." and ".." resolved and slashes collapsed: what the upstream is asked for. */
  pathname: string;
  /** The query string, with its "?", as sent. */
  search: string;
  /** Every spelling of the path a server along the way might read (each decoding, lower case). */
  spellings: string[];
}

const normalise = (value: string): string => path.posix.normalize(`/${value.replace(/\\/g, "/")}`);

/**
 * Reads the request target; null when it is no path at all or has a malformed escape. The
 * path is decoded until nothing changes (a few rounds at most), so that /%255fheaders and
 * /API/send%2Dcontact-email are recognised for what they end up naming somewhere.
 */
export function requestPath(target: string | undefined): RequestPath | null {
  if (!target) return null;
  let raw = target;
  if (!raw.startsWith("/")) {
    // The absolute form a proxy may send ("GET http://host/path HTTP/1.1").
    try {
      const url = new URL(raw);
      raw = url.pathname + url.search;
    } catch {
      return null;
    }
  }
  const queryAt = raw.indexOf("?");
  const rawPath = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const search = queryAt === -1 ? "" : raw.slice(queryAt);
  const decoded: string[] = [rawPath];
  try {
    for (let round = 0; round < 4; round += 1) {
      const last = decoded[decoded.length - 1] ?? "";
      const next = decodeURIComponent(last);
      if (next === last) break;
      decoded.push(next);
    }
  } catch {
    return null;
  }
  if (decoded.length > 4) return null;
  return {
    pathname: normalise(decoded[1] ?? rawPath),
    search,
    spellings: [...new Set(decoded.map((spelling) => normalise(spelling).toLowerCase()))],
  };
}

/** The function route a path names ("" for /api itself), or null when it is no function path. */
export function functionRoute(spellings: readonly string[]): string | null {
  const under = spellings.filter((spelling) => spelling === "/api" || spelling.startsWith("/api/"));
  if (under.length === 0) return null;
  // The most decoded spelling under /api, without the trailing slash Netlify ignores too.
  return (under[under.length - 1] ?? "").slice("/api/".length).replace(/\/$/, "");
}

/** Files that exist in public/ but are not the site: Netlify's configuration, dotfiles, source maps. */
export function isHidden(spellings: readonly string[]): boolean {
  return spellings.some((spelling) => {
    const file = spelling.replace(/\/+$/, "");
    return (
      file.split("/").some((segment) => segment.startsWith(".")) ||
      file === "/_headers" ||
      file === "/_redirects" ||
      file.endsWith(".map")
    );
  });
}

// ---- the headers of every answer -----------------------------------------------------------

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
// Gatsby's production bundles and stylesheets are named by their content ("app-<20 hex>.js").
const HASHED_BUNDLE = /^\/[^/]+[-.][0-9a-f]{20}\.(?:js|css)$/;

/**
 * The caching Gatsby's defaults give a path (on Netlify, gatsby-adapter-netlify writes the
 * same rules into _headers): a year for files named by their content, and only for a file
 * that is there; every other answer, 404s and redirects included, is checked again each time.
 */
export function cacheControl(pathname: string, status: number): string {
  const found = status === 200 || status === 206 || status === 304;
  const hashed =
    pathname.startsWith("/static/") ||
    pathname.startsWith("/_gatsby/image/") ||
    pathname.startsWith("/_gatsby/file/") ||
    HASHED_BUNDLE.test(pathname);
  return found && hashed ? IMMUTABLE : REVALIDATE;
}

/** The site's security headers and the path's _headers values (the CSP): sent with every answer. */
export function siteHeaders(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const { key, value } of STATIC_SECURITY_HEADERS) result[key] = value;
  for (const [name, value] of headersFor(rules, pathname)) result[name] = value;
  return result;
}

/**
 * The upstream answer's headers as this site sends them: without any CORS header or the
 * framework's banner, with the site's headers and Gatsby's caching rules.
 */
export function responseHeaders(
  upstream: IncomingHttpHeaders,
  pathname: string,
  status: number,
  rules: readonly HeaderRule[],
): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(upstream)) {
    if (value === undefined || HOP_BY_HOP.has(name) || name.startsWith("access-control-") || name === "x-powered-by") {
      continue;
    }
    result[name] = name === "location" && typeof value === "string" ? safeLocation(value) : value;
  }
  Object.assign(result, siteHeaders(rules, pathname));
  result["cache-control"] = cacheControl(pathname, status);
  return result;
}

// ---- the server -------------------------------------------------------------------------------

const notFoundMessage = "Denne adressen finnes ikke.";

function notFoundPage(publicDir: string | undefined): Buffer | null {
  if (!publicDir) return null;
  try {
    return readFileSync(path.join(publicDir, "404.html"));
  } catch {
    return null;
  }
}

export function createProxy({
  upstream,
  rules,
  trustForwardedFor = false,
  functions,
  publicDir,
  bodyLimit = MAX_BODY_BYTES,
}: ProxyOptions): http.Server {
  const agent = new http.Agent({ keepAlive: true });
  const serve = (request: IncomingMessage, response: ServerResponse): void => {
    const target = requestPath(request.url);
    const headers = siteHeaders(rules(), target?.pathname ?? "/");
    const plain = (status: number, text: string, extra: Record<string, string> = {}) => {
      discardBody(request, response);
      response.writeHead(status, {
        ...headers,
        ...extra,
        "content-type": "text/plain; charset=utf-8",
        "cache-control": REVALIDATE,
      });
      response.end(request.method === "HEAD" ? undefined : text);
    };
    if (!target) {
      plain(400, "Bad request");
      return;
    }

    const route = functionRoute(target.spellings);
    if (route !== null) {
      const handler = functions?.(route);
      if (!handler) {
        discardBody(request, response);
        jsonError(response, 404, notFoundMessage, headers);
        return;
      }
      void runFunction(handler, request, response, { trustForwardedFor, bodyLimit, headers });
      return;
    }

    if (isHidden(target.spellings)) {
      const page = notFoundPage(publicDir);
      if (!page) {
        plain(404, "Not found");
        return;
      }
      discardBody(request, response);
      response.writeHead(404, { ...headers, "content-type": "text/html; charset=utf-8", "cache-control": REVALIDATE });
      response.end(request.method === "HEAD" ? undefined : page);
      return;
    }

    // Static files only: no body is ever passed on to `gatsby serve`.
    if (request.method !== "GET" && request.method !== "HEAD") {
      plain(405, "Method not allowed", { allow: "GET, HEAD" });
      return;
    }

    // A kept-alive socket can be closed by the upstream just as a request goes out on it
    // (Express closes idle sockets after 5 s); the request is then sent once more on a fresh
    // socket instead of answering 502 for a page that is there. Fresh, not the pool's next
    // one: sockets left idle together time out together, so that one may be closing too.
    const forward = (attempt: number): void => {
      const outgoing = http.request({
        host: upstream.host,
        port: upstream.port,
        method: request.method,
        path: target.pathname.split("/").map(encodeURIComponent).join("/") + target.search,
        headers: withoutBody(forwardedRequestHeaders(request.headers, request.socket.remoteAddress, trustForwardedFor)),
        agent: attempt === 0 ? agent : false,
      });
      let reusedSocket = false;
      outgoing.on("socket", () => {
        reusedSocket = outgoing.reusedSocket;
      });
      outgoing.on("response", (answer) => {
        const status = answer.statusCode ?? 502;
        response.writeHead(status, responseHeaders(answer.headers, target.pathname, status, rules()));
        answer.pipe(response);
      });
      outgoing.on("error", () => {
        if (reusedSocket && attempt === 0 && !response.headersSent) {
          forward(1);
          return;
        }
        if (response.headersSent) response.destroy();
        else plain(502, "Bad gateway");
      });
      outgoing.end();
    };
    request.resume();
    forward(0);
  };
  const server = http.createServer((request, response) => {
    try {
      serve(request, response);
    } catch (error: unknown) {
      console.error(`${request.url ?? ""}: ${error instanceof Error ? error.stack : String(error)}`);
      if (!response.headersSent) response.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      response.end();
    }
  });
  // What Node itself answers to bytes that are no HTTP request (or headers too large), with
  // the site's headers like every other answer.
  server.on("clientError", (error: NodeJS.ErrnoException, socket: net.Socket) => {
    // Node's own handler checks the same: no answer where one is already being written.
    const pending = (socket as net.Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (error.code === "ECONNRESET" || !socket.writable || pending?.headersSent) {
      socket.destroy();
      return;
    }
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    const lines = Object.entries({
      ...siteHeaders(rules(), "/"),
      "content-type": "text/plain; charset=utf-8",
      "content-length": "0",
      connection: "close",
    }).map(([name, value]) => `${name}: ${value}`);
    socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ""}\r\n${lines.join("\r\n")}\r\n\r\n`);
  });
  return server;
}

/** The headers of a request sent on without its body. */
function withoutBody(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { "content-length": _length, "content-type": _type, "content-encoding": _encoding, ...rest } = headers;
  return rest;
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

/**
 * The origins this server's own pages post from, for the api's Origin check (LOCAL_ORIGIN):
 * the address it listens on, and localhost for a loopback or wildcard address.
 */
export function localOrigins(host: string, port: number): string[] {
  const hostPart = (name: string) => (net.isIPv6(name) ? `[${name}]` : name);
  const names = new Set([host]);
  if (["127.0.0.1", "::1", "0.0.0.0", "::", "localhost"].includes(host)) {
    names.add("localhost");
    names.add("127.0.0.1");
  }
  names.delete("0.0.0.0");
  names.delete("::");
  return [...names].map((name) => `http://${hostPart(name)}:${port}`);
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
  const publicDir = path.resolve("public");
  const headersFile = path.join(publicDir, "_headers");
  try {
    await fs.access(headersFile);
  } catch {
    console.error("public/_headers is missing: run `npm run build` first (its last step writes it).");
    process.exit(1);
  }
  // Read by the api's Origin check, so a form on this server's own pages is accepted.
  process.env.LOCAL_ORIGIN = localOrigins(host, port).join(",");

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
    publicDir,
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
