// The local server behind `npm start` and the browser tests, a stand-in for Netlify: public/ with the
// headers of its _headers as Netlify's parser reads and matches them, the 404 page for what is no
// file, the compiled functions under /api/ (functions.ts) and the lead sweep Netlify schedules.
// Files are read on each request, so a rebuild under a running server is seen.
import compression from "compression";
import { existsSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import serveStatic from "serve-static";
import { compiledFunctions, jsonError, runFunction, type FunctionHandler } from "./functions";
import { headersFor, readHeaderRules, type HeaderRule } from "../headers/netlify-headers";
import { sweepLeads } from "../server/composition-root";
import { messages } from "../server/http/errors";

const REVALIDATE = "public, max-age=0, must-revalidate";
// Gatsby's caching as the adapter writes it on Netlify: a year for files named by their content.
const cacheControl = (file: string) =>
  /^\/static\/|^\/[^/]+[-.][0-9a-f]{20}\.(?:js|css)$/.test(file) ? "public, max-age=31536000, immutable" : REVALIDATE;
// In public/ but not the site: Netlify's configuration, dotfiles and source maps.
const isHidden = (pathname: string) => /\/\.|^\/_(headers|redirects)\/?$|\.map$/.test(pathname);
const plainText = { "content-type": "text/plain; charset=utf-8" };
const encodePath = (pathname: string) => pathname.split("/").map(encodeURIComponent).join("/");

// serve-static's type table predates AVIF: as octet-stream a picture went out compressed, without a length.
serveStatic.mime.define({ "image/avif": ["avif"] });

export function createServer(
  publicDir: string,
  rules: () => Promise<HeaderRule[]>,
  functions: (route: string) => FunctionHandler | undefined,
  trustForwardedFor: boolean,
): http.Server {
  const compress = compression();
  const files = serveStatic(publicDir, {
    redirect: false, // a folder without its slash is a page, handled below
    cacheControl: false,
    setHeaders: (response, file) =>
      response.setHeader("cache-control", cacheControl(`/${path.relative(publicDir, file)}`)),
  });
  // A page is a folder with an index.html, named without the slash (a build with the adapter: kontakt.html).
  const pageFile = (pathname: string): string | undefined => {
    if (pathname.length <= 1 || pathname.endsWith("/")) return undefined;
    if (existsSync(path.join(publicDir, pathname, "index.html"))) return `${pathname}/`;
    return existsSync(path.join(publicDir, `${pathname}.html`)) ? `${pathname}.html` : undefined;
  };

  const serve = async (request: http.IncomingMessage, response: http.ServerResponse): Promise<void> => {
    const current = await rules();
    const headersOf = (pathname: string) => Object.fromEntries(headersFor(current, pathname));
    const target = request.url?.startsWith("/") ? `http://host${request.url}` : (request.url ?? "");
    let pathname: string;
    let search: string;
    try {
      const url = new URL(target);
      pathname = path.posix.normalize(decodeURIComponent(url.pathname));
      search = url.search;
    } catch {
      response.writeHead(400, { ...headersOf("/"), ...plainText });
      return void response.end("Bad request");
    }
    // A page's own file (kontakt/index.html) gets the page's headers.
    const headers = headersOf(pathname.replace(/(.)\/index\.html$/, "$1"));
    const answer = (status: number, extra: Record<string, string>, body?: string | Buffer) => {
      response.writeHead(status, { ...headers, "cache-control": REVALIDATE, ...extra });
      response.end(body); // Node sends no body to a HEAD request
    };
    // The 404 page is a page too: it gets the page's headers beside those of the path asked for.
    const notFound = () => {
      const page = path.join(publicDir, "404.html");
      if (!existsSync(page)) return answer(404, plainText, "Not found");
      answer(404, { ...headersOf("/404.html"), "content-type": "text/html; charset=utf-8" }, readFileSync(page));
    };

    if (/^\/api(\/|$)/i.test(pathname)) {
      const handler = functions(pathname.slice("/api/".length).replace(/\/$/, "").toLowerCase());
      if (handler) return void runFunction(handler, request, response, headers, trustForwardedFor);
      return jsonError(response, 404, messages.notFound, headers);
    }
    if (isHidden(pathname)) return notFound();
    if (request.method !== "GET" && request.method !== "HEAD") {
      return answer(405, { ...plainText, allow: "GET, HEAD" }, "Method not allowed");
    }
    // The editor is no Gatsby page: its HTML loads its scripts by relative URL, so it lives at /admin/.
    if (pathname === "/admin") return answer(301, { location: `/admin/${search}` });
    if (pathname.endsWith("/") && pathname !== "/admin/" && pageFile(pathname.slice(0, -1))) {
      return answer(301, { location: encodePath(pathname.slice(0, -1)) + search });
    }
    request.url = encodePath(pageFile(pathname) ?? pathname) + search;
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    compress(request, response, () =>
      files(request, response, (error?: { statusCode?: number }) => {
        const status = error?.statusCode ?? 404;
        if (response.headersSent) response.destroy();
        else if (status === 404) notFound();
        else answer(status, plainText, http.STATUS_CODES[status]);
      }),
    );
  };

  return http.createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      console.error(`${request.url ?? ""}: ${error instanceof Error ? error.stack : String(error)}`);
      if (!response.headersSent) response.writeHead(500, plainText);
      response.end();
    });
  });
}

/** The rules of _headers and netlify.toml as Netlify's parser reads them, read again when _headers changes. */
function watchedRules(headersFile: string, netlifyToml?: string): () => Promise<HeaderRule[]> {
  let read = { mtime: -1, rules: Promise.resolve<HeaderRule[]>([]) };
  return () => {
    const mtime = statSync(headersFile, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (mtime !== read.mtime) read = { mtime, rules: readHeaderRules(headersFile, netlifyToml) };
    return read.rules;
  };
}

export async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: "string", default: process.env.PORT ?? "9000" },
      host: { type: "string", default: "127.0.0.1" },
      // The client is the first X-Forwarded-For address: for test harnesses posing as many clients.
      "trust-forwarded-for": { type: "boolean", default: false },
    },
  });
  const { host } = values;
  const port = Number(values.port);
  const headersFile = path.resolve("public", "_headers");
  if (!existsSync(headersFile)) {
    console.error("public/_headers is missing: run `npm run build` first (its last step writes it).");
    process.exit(1);
  }
  // The api's Origin check accepts forms from this server's own pages (localhost for a loopback or wildcard address).
  const loopback = ["127.0.0.1", "::1", "0.0.0.0", "::", "localhost"].includes(host) ? ["localhost", "127.0.0.1"] : [];
  process.env.LOCAL_ORIGIN = [...new Set([host, ...loopback])]
    .filter((name) => name !== "0.0.0.0" && name !== "::")
    .map((name) => `http://${net.isIPv6(name) ? `[${name}]` : name}:${port}`)
    .join(",");
  // Gatsby's function wrapper does not await a function; keep the server up if one ever rejects.
  process.on("unhandledRejection", (reason) => console.error("unhandled rejection in a function:", reason));
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(0));

  const toml = existsSync("netlify.toml") ? path.resolve("netlify.toml") : undefined;
  const rules = watchedRules(headersFile, toml);
  await rules(); // a line Netlify could not read stops the server here
  const server = createServer(
    path.resolve("public"),
    rules,
    compiledFunctions(path.resolve(".cache", "functions")),
    values["trust-forwarded-for"],
  );
  server.on("error", (error) => {
    console.error(`cannot listen on ${host}:${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, host, () => {
    const shown = host === "0.0.0.0" ? "localhost" : host;
    console.log(`Fjellsyn Media: http://${shown}:${port}/ (headers from public/_headers)`);
  });
  // What Netlify's scheduled function does there: deliver waiting leads, at the start and then on a timer.
  let sweeping: Promise<unknown> | undefined;
  const sweep = () => {
    sweeping ??= sweepLeads()
      .catch((error: unknown) => console.error(`leads: the sweep failed (${String(error)})`))
      .finally(() => (sweeping = undefined));
  };
  sweep();
  setInterval(sweep, Number(process.env.LEADS_SWEEP_MS?.trim() || 60_000)).unref();
}
