// The local server behind `npm start`, `npm run serve` and the browser tests, shaped like
// Netlify: the build in public/ with the site's headers on every answer, and the compiled
// functions under /api/, run in this process the way gatsby-adapter-netlify's handler runs
// them (the body is read first, within the api's own limit, and handed to Gatsby's function
// wrapper as a finished stream).
//
// Files are served by serve-static, with compression in front of it: the two libraries
// `gatsby serve` itself uses, so content types, ETag/Last-Modified, ranges and gzip stay what
// they were. serve-static also reads the disk on each request, so a rebuild under a running
// server is seen (sirv's production mode indexes the folder once, at start).
import compression from "compression";
import { existsSync, readFileSync, statSync } from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import net from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import serveStatic from "serve-static";
import { MAX_BODY_BYTES } from "../../api/http/body";
import {
  compiledFunctions,
  discardBody,
  jsonError,
  runFunction,
  safeLocation,
  type FunctionHandler,
} from "./local-functions";
import { headersFor, parseHeaders, type HeaderRule } from "./netlify-headers";
import { staticHeadersFor } from "./policy";

// ---- which path a request names ----------------------------------------------------------

export interface RequestPath {
  /** The path decoded once, with "." and ".." resolved and slashes collapsed: the file asked for. */
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

/** A path as a request target again, each segment escaped. */
const encodePath = (pathname: string): string => pathname.split("/").map(encodeURIComponent).join("/");

// ---- the headers of every answer -----------------------------------------------------------

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
// Gatsby's production bundles and stylesheets are named by their content ("app-<20 hex>.js").
const HASHED_BUNDLE = /^\/[^/]+[-.][0-9a-f]{20}\.(?:js|css)$/;

/**
 * The caching Gatsby's defaults give a file that is there (on Netlify, gatsby-adapter-netlify
 * writes the same rules into _headers): a year for files named by their content, otherwise
 * checked again each time, as is every answer that is no file (404s and redirects included).
 */
export function cacheControl(pathname: string): string {
  const hashed =
    pathname.startsWith("/static/") ||
    pathname.startsWith("/_gatsby/image/") ||
    pathname.startsWith("/_gatsby/file/") ||
    HASHED_BUNDLE.test(pathname);
  return hashed ? IMMUTABLE : REVALIDATE;
}

/**
 * The site's security headers and the path's _headers values (the CSP): sent with every answer.
 * A path that is no page (a 404, a refusal, a function's answer) gets the 404 page's policy.
 */
export function siteHeaders(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const result: Record<string, string> = Object.fromEntries(staticHeadersFor(pathname));
  const own = headersFor(rules, pathname);
  const fromFile =
    own.has("content-security-policy") || "content-security-policy" in result ? own : headersFor(rules, "/404.html");
  for (const [name, value] of fromFile) result[name] = value;
  return result;
}

/** Re-reads _headers whenever the file changes (a rebuild while the server runs). */
export function watchedRules(file: string): () => HeaderRule[] {
  let mtime = -1;
  let rules: HeaderRule[] = [];
  return () => {
    const current = existsSync(file) ? statSync(file).mtimeMs : 0;
    if (current !== mtime) {
      rules = current ? parseHeaders(readFileSync(file, "utf8")) : [];
      mtime = current;
    }
    return rules;
  };
}

// ---- the server -------------------------------------------------------------------------------

const EDITOR_PATH = "/admin/";
const notFoundMessage = "Denne adressen finnes ikke.";

export interface ServerOptions {
  /** The build: pages, files and 404.html. */
  publicDir: string;
  /** Reads the current _headers rules (the file can change under a running server). */
  rules(): HeaderRule[];
  /** The function for a route under /api/ (lower case, e.g. "send-contact-email"), if there is one. */
  functions?: (route: string) => FunctionHandler | undefined;
  /**
   * Take the client address from the first X-Forwarded-For value. Only for test harnesses
   * that pose as many clients from one machine: it lets any client choose its rate-limit bucket.
   */
  trustForwardedFor?: boolean;
  /** The most body bytes a function may be handed; the api's own limit unless a test says otherwise. */
  bodyLimit?: number;
}

export function createServer({
  publicDir,
  rules,
  functions,
  trustForwardedFor = false,
  bodyLimit = MAX_BODY_BYTES,
}: ServerOptions): http.Server {
  const compress = compression();
  const files = serveStatic(publicDir, {
    redirect: false, // a folder without its slash is a page, handled below
    cacheControl: false,
    setHeaders: (response, file) => {
      const pathname = `/${path.relative(publicDir, file).split(path.sep).join("/")}`;
      response.setHeader("cache-control", cacheControl(pathname));
    },
  });
  // A page is a folder with an index.html; Gatsby's `trailingSlash: "never"` names it without the slash.
  const isPage = (pathname: string) => pathname !== "/" && existsSync(path.join(publicDir, pathname, "index.html"));

  const serve = (request: IncomingMessage, response: ServerResponse): void => {
    const target = requestPath(request.url);
    const headers = siteHeaders(rules(), target?.pathname ?? "/");
    const answer = (status: number, extra: Record<string, string>, body?: string | Buffer) => {
      discardBody(request, response);
      response.writeHead(status, { ...headers, "cache-control": REVALIDATE, ...extra });
      response.end(request.method === "HEAD" ? undefined : body);
    };
    const text = { "content-type": "text/plain; charset=utf-8" };
    const notFound = () => {
      let page: Buffer | undefined;
      try {
        page = readFileSync(path.join(publicDir, "404.html"));
      } catch {
        answer(404, text, "Not found");
        return;
      }
      answer(404, { "content-type": "text/html; charset=utf-8" }, page);
    };

    if (!target) {
      answer(400, text, "Bad request");
      return;
    }
    const route = functionRoute(target.spellings);
    if (route !== null) {
      const handler = functions?.(route);
      if (handler) void runFunction(handler, request, response, { trustForwardedFor, bodyLimit, headers });
      else {
        discardBody(request, response);
        jsonError(response, 404, notFoundMessage, headers);
      }
      return;
    }
    if (isHidden(target.spellings)) {
      notFound();
      return;
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      answer(405, { ...text, allow: "GET, HEAD" }, "Method not allowed");
      return;
    }
    const { pathname, search } = target;
    // The editor is not a Gatsby page: its HTML loads its scripts by relative URL, so it lives at /admin/.
    if (pathname === EDITOR_PATH.slice(0, -1)) {
      answer(301, { location: safeLocation(EDITOR_PATH + search) });
      return;
    }
    if (pathname !== "/" && pathname.endsWith("/") && pathname !== EDITOR_PATH && isPage(pathname.slice(0, -1))) {
      answer(301, { location: safeLocation(encodePath(pathname.slice(0, -1)) + search) });
      return;
    }

    // The file is looked up by the one canonical spelling of its path (a page by its folder).
    request.url = encodePath(isPage(pathname) ? `${pathname}/` : pathname) + search;
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    compress(request, response, () =>
      files(request, response, (error?: { statusCode?: number }) => {
        const status = error?.statusCode ?? 404;
        if (response.headersSent)
          response.destroy(); // a file that failed halfway
        else if (status === 404) notFound();
        else answer(status, text, http.STATUS_CODES[status]);
      }),
    );
  };

  const server = http.createServer((request, response) => {
    try {
      serve(request, response);
    } catch (error: unknown) {
      console.error(`${request.url ?? ""}: ${error instanceof Error ? error.stack : String(error)}`);
      if (!response.headersSent) {
        response.writeHead(500, { ...siteHeaders(rules(), "/"), "content-type": "text/plain; charset=utf-8" });
      }
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

export function main(argv: string[]): void {
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
    publicDir,
    rules: watchedRules(headersFile),
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
}
