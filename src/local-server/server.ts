// The local server behind `npm start` and the browser tests, shaped like Netlify: public/ with the
// headers of its _headers, matched as Netlify matches them, and the compiled functions under /api/
// (functions.ts). Files are read on each request, so a rebuild under a running server is seen.
import compression from "compression";
import { existsSync, readFileSync, statSync } from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import net from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import serveStatic from "serve-static";
import {
  compiledFunctions,
  discardBody,
  jsonError,
  runFunction,
  safeLocation,
  type FunctionHandler,
} from "./functions";
import { headersFor, readHeaderRules, type HeaderRule } from "../headers/netlify-headers";
import { sweepLeads } from "../server/composition-root";
import { messages } from "../server/http/errors";

// ---- which path a request names ----------------------------------------------------------

const normalise = (value: string): string => path.posix.normalize(`/${value.replace(/\\/g, "/")}`);

/**
 * The request target: `pathname` (the file asked for: decoded once, dot segments resolved,
 * slashes collapsed), `search` as sent, and `spellings`, every form of the path a server along the
 * way might read (each decoding, lower case), so /%255fheaders is known for what it names somewhere.
 * Null when the target is no path or has a malformed escape.
 */
export function requestPath(target: string | undefined) {
  let raw = target ?? "";
  if (!raw.startsWith("/")) {
    // The absolute form a proxy may send ("GET http://host/path HTTP/1.1").
    if (!URL.canParse(raw)) return null;
    const url = new URL(raw);
    raw = url.pathname + url.search;
  }
  const queryAt = raw.includes("?") ? raw.indexOf("?") : raw.length;
  const rawPath = raw.slice(0, queryAt);
  const decoded = [rawPath];
  try {
    while (decoded.length <= 4) {
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
    search: raw.slice(queryAt),
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

/** A path as a request target again, each segment escaped. */
const encodePath = (pathname: string): string => pathname.split("/").map(encodeURIComponent).join("/");

// ---- the headers of every answer -----------------------------------------------------------

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

// Gatsby's caching, as the adapter writes it on Netlify: a year for files named by their content
// (/static/*, "app-<20 hex>.js"), otherwise checked each time, as is every answer that is no file.
const cacheControl = (pathname: string): string =>
  /^\/static\/|^\/[^/]+[-.][0-9a-f]{20}\.(?:js|css)$/.test(pathname) ? IMMUTABLE : REVALIDATE;

/**
 * The headers Netlify sends for the path. An answer with the 404 page is a page too, and gets
 * that page's policy (Netlify reads the rules for the path asked for, which for a path that is no
 * page are the site-wide ones only).
 */
function pathHeaders(rules: readonly HeaderRule[], pathname: string, page404 = false): Record<string, string> {
  const headers = headersFor(rules, pathname);
  if (page404) for (const [name, value] of headersFor(rules, "/404.html")) headers.set(name, value);
  return Object.fromEntries(headers);
}

/** The headers of every answer (the `/*` rules), for answers that belong to no path. */
const siteWide = (rules: readonly HeaderRule[]): Record<string, string> =>
  pathHeaders(
    rules.filter((rule) => rule.for === "/*"),
    "/",
  );

// ---- the server -------------------------------------------------------------------------------

const EDITOR_PATH = "/admin/";
const plainText = { "content-type": "text/plain; charset=utf-8" };

export interface ServerOptions {
  /** The build: pages, files and 404.html. */
  publicDir: string;
  /** The current _headers rules (the file can change under a running server). */
  rules(): HeaderRule[];
  /** The function for a route under /api/ (lower case, e.g. "send-contact-email"), if there is one. */
  functions(route: string): FunctionHandler | undefined;
  /** The client is the first X-Forwarded-For value: only for test harnesses posing as many clients. */
  trustForwardedFor?: boolean;
  /** Requests one connection may make; the answer to the last says `connection: close`. */
  maxRequestsPerSocket?: number;
}

/**
 * How long a client may take: to send a request's headers, the whole request, and to send the
 * next one on a kept-alive connection; and how long a connection may sit with nothing moving
 * either way (a client that stops reading its answers).
 */
export const TIMEOUTS = { headers: 10_000, request: 30_000, keepAlive: 5_000, idle: 30_000 } as const;

/**
 * One request at a time per connection, pipelined ones in order with the connection unread
 * meanwhile, so a client that never reads its answers holds one answer in memory, not thousands of
 * open files. After `cap` requests the connection closes once their answers are out.
 */
function oneAtATime(cap: number, handle: (request: IncomingMessage, response: ServerResponse) => void) {
  const connections = new WeakMap<net.Socket, { waiting: (() => void)[]; busy: boolean; count: number }>();
  return (request: IncomingMessage, response: ServerResponse): void => {
    const { socket } = request;
    const connection = connections.get(socket) ?? { waiting: [], busy: false, count: 0 };
    connections.set(socket, connection);
    connection.count += 1;
    const last = connection.count >= cap;
    const start = () => {
      connection.busy = true;
      response.once("close", () => {
        connection.busy = false;
        if (last) socket.destroySoon();
        const next = socket.destroyed || last ? undefined : connection.waiting.shift();
        if (next) return next();
        connection.waiting = [];
        if (!socket.destroyed) socket.resume();
      });
      handle(request, response);
    };
    if (!connection.busy) return start();
    connection.waiting.push(start);
    socket.pause();
  };
}

export function createServer({
  publicDir,
  rules,
  functions,
  trustForwardedFor = false,
  maxRequestsPerSocket = 1000,
}: ServerOptions): http.Server {
  const compress = compression();
  // serve-static's type table predates AVIF: as application/octet-stream the pictures were
  // compressed and sent without a length, as Netlify never sends them, and Chromium then judged a
  // half-arrived hero too plain to be the largest paint.
  serveStatic.mime.define({ "image/avif": ["avif"] });
  const files = serveStatic(publicDir, {
    redirect: false, // a folder without its slash is a page, handled below
    cacheControl: false,
    setHeaders: (response, file) =>
      response.setHeader("cache-control", cacheControl(`/${path.relative(publicDir, file)}`)),
  });
  // A page is a folder with an index.html; Gatsby's `trailingSlash: "never"` names it without the
  // slash. A build with gatsby-adapter-netlify on holds it as kontakt.html instead, as Netlify serves it.
  const pageFile = (pathname: string): string | null => {
    if (pathname.length <= 1 || pathname.endsWith("/")) return null;
    if (existsSync(path.join(publicDir, pathname, "index.html"))) return `${pathname}/`;
    return existsSync(path.join(publicDir, `${pathname}.html`)) ? `${pathname}.html` : null;
  };
  const isPage = (pathname: string) => pageFile(pathname) !== null;

  const serve = (request: IncomingMessage, response: ServerResponse): void => {
    const target = requestPath(request.url);
    const current = rules();
    // A page's own file (kontakt/index.html, or kontakt.html with the adapter) is the page.
    const page = target?.pathname.match(/^(.+?)(?:\/index)?\.html$/)?.[1];
    const matched = page && page !== "/index" && isPage(page) ? page : target?.pathname;
    const headers = matched ? pathHeaders(current, matched) : siteWide(current);
    const answer = (status: number, extra: Record<string, string>, body?: string | Buffer) => {
      discardBody(request, response);
      response.writeHead(status, { ...headers, "cache-control": REVALIDATE, ...extra });
      response.end(request.method === "HEAD" ? undefined : body);
    };
    const notFound = () => {
      const page = path.join(publicDir, "404.html");
      const page404 = pathHeaders(current, target?.pathname ?? "/", true);
      if (existsSync(page)) answer(404, { ...page404, "content-type": "text/html; charset=utf-8" }, readFileSync(page));
      else answer(404, plainText, "Not found");
    };

    if (!target) return answer(400, plainText, "Bad request");
    const route = functionRoute(target.spellings);
    if (route !== null) {
      const handler = functions(route);
      if (handler) return void runFunction(handler, request, response, headers, trustForwardedFor);
      discardBody(request, response);
      return jsonError(response, 404, messages.notFound, headers);
    }
    if (isHidden(target.spellings)) return notFound();
    if (request.method !== "GET" && request.method !== "HEAD") {
      return answer(405, { ...plainText, allow: "GET, HEAD" }, "Method not allowed");
    }
    const { pathname, search } = target;
    // The editor is not a Gatsby page: its HTML loads its scripts by relative URL, so it lives at /admin/.
    if (pathname === "/admin") return answer(301, { location: EDITOR_PATH + search });
    if (pathname.endsWith("/") && pathname !== EDITOR_PATH && isPage(pathname.slice(0, -1))) {
      return answer(301, { location: safeLocation(encodePath(pathname.slice(0, -1)) + search) });
    }

    // The file is looked up by the one canonical spelling of its path (a page by its folder).
    request.url = encodePath(pageFile(pathname) ?? pathname) + search;
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    compress(request, response, () =>
      files(request, response, (error?: { statusCode?: number }) => {
        const status = error?.statusCode ?? 404;
        if (response.headersSent)
          response.destroy(); // a file that failed halfway
        else if (status === 404) notFound();
        else answer(status, plainText, http.STATUS_CODES[status]);
      }),
    );
  };

  const server = http.createServer(
    {
      headersTimeout: TIMEOUTS.headers,
      requestTimeout: TIMEOUTS.request,
      keepAliveTimeout: TIMEOUTS.keepAlive,
      // How often the two timeouts above are checked.
      connectionsCheckingInterval: 1_000,
    },
    oneAtATime(maxRequestsPerSocket, (request, response) => {
      try {
        serve(request, response);
      } catch (error: unknown) {
        console.error(`${request.url ?? ""}: ${error instanceof Error ? error.stack : String(error)}`);
        if (!response.headersSent) response.writeHead(500, { ...siteWide(rules()), ...plainText });
        response.end();
      }
    }),
  );
  server.maxRequestsPerSocket = maxRequestsPerSocket;
  // A connection with nothing moving either way is closed (Node destroys it on timeout).
  server.timeout = TIMEOUTS.idle;
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
      ...siteWide(rules()),
      ...plainText,
      "content-length": "0",
      connection: "close",
    }).map(([name, value]) => `${name}: ${value}`);
    socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ""}\r\n${lines.join("\r\n")}\r\n\r\n`);
  });
  return server;
}

/**
 * The origins this server's own pages post from, for the api's Origin check (LOCAL_ORIGIN):
 * the address it listens on, and localhost for a loopback or wildcard address.
 */
export function localOrigins(host: string, port: number): string[] {
  const names = new Set([host]);
  if (["127.0.0.1", "::1", "0.0.0.0", "::", "localhost"].includes(host)) {
    names.add("localhost");
    names.add("127.0.0.1");
  }
  names.delete("0.0.0.0");
  names.delete("::");
  return [...names].map((name) => `http://${net.isIPv6(name) ? `[${name}]` : name}:${port}`);
}

/**
 * The rules of `_headers` and netlify.toml, read again in the background when `_headers` changes
 * (a rebuild under a running server); until then the previous rules apply.
 */
export async function watchedRules(headersFile: string, netlifyToml?: string): Promise<() => HeaderRule[]> {
  const mtime = () => statSync(headersFile, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  let readAt = mtime();
  let rules = await readHeaderRules(headersFile, netlifyToml);
  let reading = false;
  return () => {
    const current = mtime();
    if (current !== readAt && !reading) {
      reading = true;
      readAt = current;
      readHeaderRules(headersFile, netlifyToml)
        .then((fresh) => (rules = fresh))
        .catch((error: unknown) => console.error(`public/_headers: ${String(error)}`))
        .finally(() => (reading = false));
    }
    return rules;
  };
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
  const host = values.host;
  const port = Number(values.port);
  const headersFile = path.resolve("public", "_headers");
  if (!existsSync(headersFile)) {
    console.error("public/_headers is missing: run `npm run build` first (its last step writes it).");
    process.exit(1);
  }
  // Read by the api's Origin check, so a form on this server's own pages is accepted; set
  // before any function is loaded.
  process.env.LOCAL_ORIGIN = localOrigins(host, port).join(",");
  // Gatsby's function wrapper does not await a function; keep the server up if one ever rejects.
  process.on("unhandledRejection", (reason) => console.error("unhandled rejection in a function:", reason));
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(0));

  const server = createServer({
    publicDir: path.resolve("public"),
    rules: await watchedRules(headersFile, existsSync("netlify.toml") ? path.resolve("netlify.toml") : undefined),
    functions: compiledFunctions(path.resolve(".cache", "functions")),
    trustForwardedFor: values["trust-forwarded-for"],
  });
  server.on("error", (error) => {
    console.error(`cannot listen on ${host}:${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, host, () => {
    console.log(
      `Fjellsyn Media: http://${host === "0.0.0.0" ? "localhost" : host}:${port}/ (headers from public/_headers)`,
    );
  });
  sweepEvery(Number(process.env.LEADS_SWEEP_MS?.trim() || 60_000));
}

/** What Netlify's scheduled function does there: delivers waiting leads, at the start and then on a timer. */
function sweepEvery(ms: number): void {
  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= sweepLeads()
      .catch((error: unknown) => console.error(`leads: the sweep failed (${String(error)})`))
      .finally(() => (running = undefined));
  };
  run();
  setInterval(run, ms).unref();
}
