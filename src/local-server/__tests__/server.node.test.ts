import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { MAX_BODY_BYTES } from "../../server/http/body";
import { compiledFunctions, type FunctionHandler } from "../functions";
import { createServer, functionRoute, isHidden, localOrigins, requestPath } from "../server";
import { adminHeaders, PAGE_HEADERS, SITE_HEADERS } from "../../headers/policy";
import { readHeaderRules, type HeaderRule } from "../../headers/netlify-headers";
import { headersFileText } from "../../headers/post-build";
import { rawRequest, type RawAnswer } from "../../../test/support/raw-request";

const CSP = "default-src 'none'; script-src 'self' 'sha256-abc='";
// As the build writes it for the pages below: the site's headers, each page's policy, the editor's.
let rules: HeaderRule[];

let server: http.Server;
let trustingServer: http.Server;
let publicDir: string;
let echoCalls = 0;

// A function as Gatsby's wrapper hands it over: it reads the stream itself here, and answers
// with the helpers Netlify's handler provides.
const echo: FunctionHandler = (request, response) => {
  echoCalls += 1;
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
  request.on("end", () => {
    response.status(201).json({ headers: request.headers, query: request.query, body });
  });
};
const broken: FunctionHandler = () => {
  throw new Error("boom");
};
const redirecting: FunctionHandler = (_request, response) => response.redirect(301, "//evil.example/x");
const functions = (route: string): FunctionHandler | undefined => ({ echo, broken, redirecting })[route];

const listen = (server: net.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );

// A small build: two pages, content-hashed bundles, a static file, and what must never be served.
const BUILD: Record<string, string> = {
  "404.html": "<h1>Siden finnes ikke</h1>",
  "index.html": "<h1>Forside</h1>",
  "kontakt/index.html": "<h1>Kontakt</h1>",
  "admin/index.html": "<h1>Redigering</h1>",
  "a/kontakt/index.html": "<h1>A-kontakt</h1>",
  "app-0123456789abcdef0123.js": "app();",
  "styles.0123456789abcdef0123.css": "body{}",
  "static/ab/c.png": "png",
  "static/ab/hero.avif": "avif ".repeat(400),
  "page-data/app-data.json": "{}",
  "big.html": `<p>${"fjellsyn ".repeat(500)}</p>`,
  _headers: "SECRET-HEADERS",
  _redirects: "SECRET-REDIRECTS",
  ".env": "SECRET-ENV",
  ".git/config": "SECRET-GIT",
  "app-1.js.map": "SECRET-MAP",
};

beforeAll(async () => {
  publicDir = await mkdtemp(path.join(tmpdir(), "fjellsyn-public-"));
  const headersFile = path.join(publicDir, "..", `${path.basename(publicDir)}-headers`);
  await writeFile(
    headersFile,
    headersFileText(
      ["/", "/kontakt", "/a/kontakt", "/404.html", "/big.html"].map((route) => ({ route, scriptHashes: [] })),
      () => CSP,
    ),
  );
  rules = await readHeaderRules(headersFile);
  await rm(headersFile);
  for (const [file, text] of Object.entries(BUILD)) {
    await mkdir(path.dirname(path.join(publicDir, file)), { recursive: true });
    await writeFile(path.join(publicDir, file), text);
  }
  const options = { publicDir, rules: () => rules, functions };
  server = createServer(options);
  trustingServer = createServer({ ...options, trustForwardedFor: true });
  await Promise.all([listen(server), listen(trustingServer)]);
});

beforeEach(() => {
  echoCalls = 0;
});

afterAll(async () => {
  for (const each of [server, trustingServer]) {
    each.closeAllConnections();
    await new Promise((resolve) => each.close(resolve));
  }
  await rm(publicDir, { recursive: true, force: true });
});

const portOf = (server: http.Server) => (server.address() as AddressInfo).port;
const base = (server: http.Server) => `http://127.0.0.1:${portOf(server)}`;

type Answer = RawAnswer;

/** One request exactly as written (fetch would normalise the path and refuse some headers). */
function raw(
  server: http.Server,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<Answer> {
  const options = { host: "127.0.0.1", port: portOf(server), method, path: target, headers, agent: false };
  return rawRequest(options, (request) => request.end(body));
}

/** The headers of every answer. */
function expectSiteHeaders(headers: http.IncomingHttpHeaders): void {
  expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("same-origin");
  expect(headers["x-frame-options"]).toBe("DENY");
}

/** A page's: the site's and the page policy. */
function expectSecurityHeaders(headers: http.IncomingHttpHeaders): void {
  expectSiteHeaders(headers);
  expect(headers["content-security-policy"]).toBe(CSP);
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
}

describe("request paths", () => {
  test("are read in every spelling a server along the way might decode them to", () => {
    expect(requestPath("/API/send%2Dcontact-email?a=1")).toEqual({
      pathname: "/API/send-contact-email",
      search: "?a=1",
      spellings: ["/api/send%2dcontact-email", "/api/send-contact-email"],
    });
    expect(requestPath("//kontakt/")?.pathname).toBe("/kontakt/");
    expect(requestPath("/a/../_headers")?.spellings).toEqual(["/_headers"]);
    expect(requestPath("/%255fheaders")?.spellings).toEqual(["/%255fheaders", "/%5fheaders", "/_headers"]);
    expect(requestPath("http://example.com/x?y")).toMatchObject({ pathname: "/x", search: "?y" });
    expect(requestPath("/%E0%A4%A")).toBeNull();
    expect(requestPath("*")).toBeNull();
  });

  test("name a function in any spelling under /api, and nothing outside it", () => {
    const route = (target: string) => functionRoute(requestPath(target)?.spellings ?? []);
    for (const target of [
      "/api/send-contact-email",
      "/API/Send-Contact-Email",
      "/api/send%2Dcontact-email",
      "/api/send%252Dcontact-email",
      "//api//send-contact-email/",
      "/%61pi/send-contact-email",
      "/kontakt/../api/send-contact-email",
      "/api\\send-contact-email",
    ]) {
      expect([target, route(target)]).toEqual([target, "send-contact-email"]);
    }
    expect(route("/api")).toBe("");
    expect(route("/apis/x")).toBeNull();
    expect(route("/kontakt")).toBeNull();
    // Under /api as sent, elsewhere once decoded: still a function path (an unknown one).
    expect(route("/api/%2e%2e/kontakt")).toBe("%2e%2e/kontakt");
  });

  test("name hidden files in any spelling", () => {
    const hidden = (target: string) => isHidden(requestPath(target)?.spellings ?? []);
    for (const target of [
      "/_headers",
      "/_REDIRECTS",
      "/%5fheaders",
      "///_headers/",
      "/.env",
      "/a/%2Egit/x",
      "/app.js.MAP",
    ]) {
      expect([target, hidden(target)]).toEqual([target, true]);
    }
    for (const target of ["/", "/kontakt", "/static/a/b.png", "/_gatsby/slices/x.html", "/mapping"]) {
      expect([target, hidden(target)]).toEqual([target, false]);
    }
  });
});

describe("pages and files", () => {
  test("come with every security header and the CSP, and without CORS or the framework banner", async () => {
    const response = await fetch(`${base(server)}/kontakt`, { headers: { origin: "https://evil.example" } });
    expect(response.status).toBe(200);
    expectSecurityHeaders(Object.fromEntries(response.headers));
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect([...response.headers.keys()].filter((name) => name.startsWith("access-control-"))).toEqual([]);
    expect(response.headers.get("x-powered-by")).toBeNull();
  });

  test("carry the site's headers, the page policy on pages only, and the editor's own at /admin/", async () => {
    const page = await raw(server, "GET", "/kontakt");
    for (const { key, value } of [...SITE_HEADERS, ...PAGE_HEADERS]) {
      expect([key, page.headers[key]]).toEqual([key, value]);
    }
    for (const file of ["/app-0123456789abcdef0123.js", "/static/ab/c.png", "/page-data/app-data.json"]) {
      const answer = await raw(server, "GET", file);
      expect([file, answer.status]).toEqual([file, 200]);
      for (const { key, value } of SITE_HEADERS) expect([file, key, answer.headers[key]]).toEqual([file, key, value]);
      expect([file, answer.headers["content-security-policy"], answer.headers["cross-origin-opener-policy"]]).toEqual([
        file,
        undefined,
        undefined,
      ]);
    }
    const editor = await raw(server, "GET", "/admin/");
    expect(editor.text).toBe("<h1>Redigering</h1>");
    for (const { key, value } of adminHeaders) expect([key, editor.headers[key]]).toEqual([key, value]);
    expect(editor.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload");
    const bare = await raw(server, "GET", "/admin?a=1");
    expect([bare.status, bare.headers.location]).toEqual([301, "/admin/?a=1"]);
  });

  test("named by their content are cached for a year, but a 404 in the same places is not", async () => {
    for (const file of ["/app-0123456789abcdef0123.js", "/styles.0123456789abcdef0123.css", "/static/ab/c.png"]) {
      expect((await fetch(`${base(server)}${file}`)).headers.get("cache-control")).toBe(
        "public, max-age=31536000, immutable",
      );
    }
    const missing = await fetch(`${base(server)}/static/missing.png`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expectSecurityHeaders(Object.fromEntries(missing.headers));
  });

  test("are looked up in one canonical spelling, and a page's trailing slash is dropped as Gatsby names it", async () => {
    expect((await raw(server, "GET", "/kontakt")).text).toBe("<h1>Kontakt</h1>");
    expect((await raw(server, "GET", "/a/./b/../kontakt")).text).toBe("<h1>A-kontakt</h1>");
    expect((await raw(server, "GET", "/KONTAKT")).status).toBe(404);
    expect((await raw(server, "GET", "/")).text).toBe("<h1>Forside</h1>");
    for (const [target, location] of [
      ["/kontakt/", "/kontakt"],
      ["//kontakt/", "/kontakt"],
      ["/\\kontakt/?a=1", "/kontakt?a=1"],
      ["/a/kontakt//", "/a/kontakt"],
    ]) {
      const answer = await raw(server, "GET", target ?? "");
      expect([target, answer.status, answer.headers.location]).toEqual([target, 301, location]);
      expectSecurityHeaders(answer.headers);
      expect(answer.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    }
  });

  test("never redirect to another host, a function's redirect included", async () => {
    const redirect = await raw(server, "GET", "/api/redirecting");
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe("/evil.example/x");
    expectSiteHeaders(redirect.headers);
  });

  test("are compressed for a client that asks, as `gatsby serve` and Netlify do", async () => {
    const answer = await raw(server, "GET", "/big.html", { "accept-encoding": "gzip" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expectSecurityHeaders(answer.headers);
  });

  test("that are pictures come as their type, whole and with their length, as Netlify sends them", async () => {
    const answer = await raw(server, "GET", "/static/ab/hero.avif", { "accept-encoding": "gzip, br" });
    expect(answer.headers).toMatchObject({ "content-type": "image/avif", "content-length": "2000" });
    expect(answer.headers["content-encoding"]).toBeUndefined();
  });

  test("hidden in any spelling get the 404 page with the security headers, never the file", async () => {
    for (const target of ["/_headers", "/%5fheaders", "//_headers", "///_headers", "/_HEADERS", "/%255Fheaders"]) {
      const answer = await raw(server, "GET", target);
      expect([target, answer.status, answer.text]).toEqual([target, 404, "<h1>Siden finnes ikke</h1>"]);
      expectSecurityHeaders(answer.headers);
      expect(answer.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    }
    for (const target of ["/_redirects", "/.env", "/%2egit/config", "/static/../_headers", "/app-1.js.map"]) {
      const answer = await raw(server, "GET", target);
      expect([target, answer.status, answer.text]).toEqual([target, 404, "<h1>Siden finnes ikke</h1>"]);
    }
    for (const target of ["/%2egit/config", "/.git/config", "/%252egit/config", "/_redirects/", "/app-1.js.%6dap"]) {
      for (const method of ["GET", "HEAD"]) {
        const answer = await raw(server, method, target, { "accept-encoding": "gzip, br" });
        expect([target, answer.status, answer.text.includes("SECRET")]).toEqual([target, 404, false]);
      }
    }
  });

  test("take GET and HEAD only, and read no body", async () => {
    const answer = await raw(
      server,
      "POST",
      "/kontakt",
      { "content-type": "multipart/form-data; boundary=x" },
      "--x--",
    );
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD");
    expectSecurityHeaders(answer.headers);
  });

  test("that are no HTTP at all get 400 with the security headers", async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(portOf(server), "127.0.0.1", () => socket.write("NOT HTTP\r\n\r\n"));
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(reply).toContain("strict-transport-security: max-age=63072000");
    expect(reply).toContain("x-content-type-options: nosniff");
    // A plain-text answer: no page policy.
    expect(reply).not.toContain("content-security-policy");
  });

  test("with a malformed escape get 400", async () => {
    const answer = await raw(server, "GET", "/%E0%A4%A");
    expect(answer.status).toBe(400);
    expectSiteHeaders(answer.headers);
    expect(answer.headers["content-security-policy"]).toBeUndefined();
  });
});

describe("the client's address", () => {
  const claims = {
    "x-forwarded-for": "203.0.113.9, 10.0.0.1",
    "x-nf-client-connection-ip": "203.0.113.10",
    "x-real-ip": "203.0.113.11",
    forwarded: "for=203.0.113.12",
    "client-ip": "203.0.113.13",
    "x-forwarded-host": "evil.example",
  };
  const claimNames = ["x-forwarded-for", "x-real-ip", "forwarded", "client-ip", "x-forwarded-host"];

  test("is the socket's, in x-nf-client-connection-ip, whatever the client claims", async () => {
    const answer = await raw(server, "POST", "/api/echo", claims);
    const seen = (JSON.parse(answer.text) as { headers: http.IncomingHttpHeaders }).headers;
    expect(seen["x-nf-client-connection-ip"]).toBe("127.0.0.1");
    for (const name of claimNames) expect([name, seen[name]]).toEqual([name, undefined]);
  });

  test("is the first X-Forwarded-For value only on a server started for a test harness", async () => {
    const answer = await raw(trustingServer, "POST", "/api/echo", claims);
    const seen = (JSON.parse(answer.text) as { headers: http.IncomingHttpHeaders }).headers;
    expect(seen["x-nf-client-connection-ip"]).toBe("203.0.113.9");
    for (const name of claimNames) expect([name, seen[name]]).toEqual([name, undefined]);
    const garbled = await raw(trustingServer, "POST", "/api/echo", { "x-forwarded-for": "not-an-address" });
    expect(
      (JSON.parse(garbled.text) as { headers: http.IncomingHttpHeaders }).headers["x-nf-client-connection-ip"],
    ).toBe("127.0.0.1");
  });
});

describe("functions", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  test("run in this process with the body as a stream, the query and Netlify's response helpers", async () => {
    const body = JSON.stringify({ name: "Åse Ødegård", message: "x".repeat(10_000) });
    const answer = await raw(server, "POST", "/api/echo?a=1", { "content-type": "application/json" }, body);
    expect(answer.status).toBe(201);
    expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
    expectSiteHeaders(answer.headers);
    expect(answer.headers["content-security-policy"]).toBeUndefined();
    const seen = JSON.parse(answer.text) as { query: unknown; body: string; headers: http.IncomingHttpHeaders };
    expect(seen).toMatchObject({ query: { a: "1" }, body });
    expect(seen.headers["content-length"]).toBe(String(Buffer.byteLength(body)));
  });

  test("are reached by every spelling of their path, and only those that exist", async () => {
    for (const target of ["/API/echo", "/api/ech%6F", "//api//echo", "/%61pi/echo/", "/x/../api/echo"]) {
      expect([target, (await raw(server, "POST", target)).status]).toEqual([target, 201]);
    }
    expect(echoCalls).toBe(5);
    for (const target of ["/api/unknown", "/api", "/api/", "/API/%2e%2e/kontakt", "/api/echo/x"]) {
      const answer = await raw(server, "POST", target, { "content-type": "application/json" }, "{}");
      expect([target, answer.status, answer.headers["content-type"]]).toEqual([
        target,
        404,
        "application/json; charset=utf-8",
      ]);
      expect(JSON.parse(answer.text)).toEqual({ error: expect.any(String) });
    }
  });

  test("never see a body of another type than the api reads", async () => {
    for (const type of ["multipart/form-data; boundary=x", "text/plain", "application/octet-stream", ""]) {
      const answer = await raw(server, "POST", "/api/echo", type ? { "content-type": type } : {}, "--x--");
      expect([type, answer.status]).toEqual([type, 415]);
      expect(JSON.parse(answer.text)).toEqual({ error: expect.stringMatching(/format/) });
    }
    const gzipped = await raw(
      server,
      "POST",
      "/api/echo",
      { "content-type": "application/json", "content-encoding": "gzip" },
      "{}",
    );
    expect(gzipped.status).toBe(415);
    expect(echoCalls).toBe(0);
  });

  test("never see more than the api's limit, declared or streamed, but are told the size to answer it", async () => {
    const json = { "content-type": "application/json" };
    const seen = (answer: Answer) => JSON.parse(answer.text) as { body: string; headers: http.IncomingHttpHeaders };
    const declared = await raw(server, "POST", "/api/echo", { ...json, "content-length": String(MAX_BODY_BYTES + 1) });
    expect(seen(declared)).toMatchObject({ body: "", headers: { "content-length": String(MAX_BODY_BYTES + 1) } });
    const chunked = await new Promise<Answer>((resolve, reject) => {
      const request = http.request(
        { host: "127.0.0.1", port: portOf(server), method: "POST", path: "/api/echo", agent: false, headers: json },
        (response) => {
          let text = "";
          response.on("data", (chunk: Buffer) => (text += chunk.toString()));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
        },
      );
      request.on("error", reject);
      // No Content-Length: Node sends the body chunked.
      for (let i = 0; i < 8; i += 1) request.write("x".repeat(MAX_BODY_BYTES / 4));
      request.end();
    });
    expect(seen(chunked).body).toBe("");
    expect(Number(seen(chunked).headers["content-length"])).toBeGreaterThan(MAX_BODY_BYTES);
    const exact = await raw(server, "POST", "/api/echo", json, "x".repeat(MAX_BODY_BYTES));
    expect(seen(exact).body).toHaveLength(MAX_BODY_BYTES);
  });

  test("refuse a body of another type with 413 when it also claims to be too large", async () => {
    const answer = await raw(server, "POST", "/api/echo", {
      "content-type": "multipart/form-data; boundary=x",
      "content-length": String(300 * 1024 * 1024),
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual({ error: expect.stringMatching(/for stor/) });
    expect(echoCalls).toBe(0);
  });

  test("answer 500 with a JSON error when one throws", async () => {
    const answer = await raw(server, "POST", "/api/broken");
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.text)).toEqual({ error: expect.any(String) });
  });

  test("are loaded from the build's manifest once, and again after a rebuild", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "fjellsyn-functions-"));
    try {
      const file = path.join(dir, "hello.js");
      const manifest = path.join(dir, "manifest.json");
      await writeFile(file, "module.exports = { default: (req, res) => res.status(200).send('v1') };");
      await writeFile(manifest, JSON.stringify([{ functionRoute: "Hello", absoluteCompiledFilePath: file }]));
      const load = compiledFunctions(dir);
      expect(load("hello")).toBe(load("hello"));
      expect(load("missing")).toBeUndefined();
      const first = load("hello");
      // A rebuild rewrites the manifest (jest keeps its own module cache, so the new build's file is named anew here).
      const rebuilt = path.join(dir, "hello-2.js");
      await writeFile(rebuilt, "module.exports = { default: (req, res) => res.status(200).send('v2') };");
      await writeFile(manifest, JSON.stringify([{ functionRoute: "hello", absoluteCompiledFilePath: rebuilt }]));
      const later = new Date(Date.now() + 5_000);
      await utimes(manifest, later, later);
      expect(load("hello")).not.toBe(first);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("one connection", () => {
  const get = (target: string, extra = "") => `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${extra}\r\n`;

  /** Writes `requests` at once on one connection and reads everything until the server closes it. */
  const pipeline = (port: number, requests: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1", () => socket.write(requests));
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
      socket.on("close", () => resolve(text));
      socket.on("error", reject);
    });
  // Each answer's body: what follows its header block (and a chunk size).
  const bodies = (text: string) =>
    [...text.matchAll(/\r\n\r\n(?:[0-9a-f]+\r\n)?(<h1>[^<]*<\/h1>|app\(\);|png)/g)].map(([, body]) => body);

  test("has its pipelined requests answered in order, each in full", async () => {
    const text = await pipeline(
      portOf(server),
      get("/kontakt") +
        get("/app-0123456789abcdef0123.js") +
        get("/") +
        get("/static/ab/c.png") +
        get("/finnes-ikke") +
        get("/kontakt", "Connection: close\r\n"),
    );
    expect(text.match(/HTTP\/1\.1 \d+/g)).toEqual([
      "HTTP/1.1 200",
      "HTTP/1.1 200",
      "HTTP/1.1 200",
      "HTTP/1.1 200",
      "HTTP/1.1 404",
      "HTTP/1.1 200",
    ]);
    expect(bodies(text)).toEqual([
      "<h1>Kontakt</h1>",
      "app();",
      "<h1>Forside</h1>",
      "png",
      "<h1>Siden finnes ikke</h1>",
      "<h1>Kontakt</h1>",
    ]);
  });

  test("has a pipelined request's body read while it is answered, however late it comes", async () => {
    const post = (body: string, extra = "") =>
      `POST /api/echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n${extra}\r\n`;
    const first = JSON.stringify({ n: 1 });
    const second = JSON.stringify({ n: 2, text: "x".repeat(2000) });
    const text = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(portOf(server), "127.0.0.1", () => {
        socket.write(post(first) + first + post(second, "Connection: close\r\n") + second.slice(0, 100));
        setTimeout(() => socket.write(second.slice(100)), 200);
      });
      let received = "";
      socket.on("data", (chunk: Buffer) => (received += chunk.toString("utf8")));
      socket.on("close", () => resolve(received));
      socket.on("error", reject);
    });
    expect(text.match(/HTTP\/1\.1 \d+/g)).toEqual(["HTTP/1.1 201", "HTTP/1.1 201"]);
    expect(text).toContain('\\"n\\":1');
    expect(text).toContain('\\"n\\":2');
  });

  test("is closed after its cap of requests, the last answer saying so", async () => {
    const capped = createServer({ publicDir, rules: () => rules, functions, maxRequestsPerSocket: 3 });
    const port = await listen(capped);
    try {
      const text = await pipeline(port, get("/kontakt").repeat(6));
      expect(bodies(text)).toEqual(["<h1>Kontakt</h1>", "<h1>Kontakt</h1>", "<h1>Kontakt</h1>"]);
      expect(text.match(/HTTP\/1\.1 200/g)).toHaveLength(3);
      expect(text.match(/^connection: .*$/gim)?.slice(0, 3)).toEqual([
        "Connection: keep-alive",
        "Connection: keep-alive",
        "Connection: close",
      ]);
    } finally {
      capped.closeAllConnections();
      await new Promise((resolve) => capped.close(resolve));
    }
  });

  test("that never reads its answers gets no more requests started than the one being written", async () => {
    let started = 0;
    const large: FunctionHandler = (_request, response) => {
      started += 1;
      response.status(200).send("x".repeat(256 * 1024));
    };
    const flooded = createServer({ publicDir, rules: () => rules, functions: () => large });
    const port = await listen(flooded);
    const socket = net.connect(port, "127.0.0.1");
    try {
      socket.pause();
      socket.on("error", () => undefined);
      socket.write(get("/api/large").repeat(1000));
      // Until the server stops starting requests: the socket's buffers hold a few answers, no more.
      let seen = -1;
      while (seen !== started) {
        seen = started;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(started).toBeGreaterThan(0);
      expect(started).toBeLessThan(100);
      // Reading again lets the rest through, in order and in full.
      const text = await new Promise<string>((resolve) => {
        const status = "HTTP/1.1 200";
        let received = 0;
        // A status line can be split between two chunks: the last bytes of one are read with the next.
        let tail = "";
        socket.on("data", (chunk: Buffer) => {
          const seen = tail + chunk.toString("latin1");
          received += seen.split(status).length - 1;
          tail = seen.slice(-(status.length - 1));
          if (received === 1000) resolve("done");
        });
        socket.resume();
      });
      expect([text, started]).toEqual(["done", 1000]);
    } finally {
      socket.destroy();
      flooded.closeAllConnections();
      await new Promise((resolve) => flooded.close(resolve));
    }
  }, 30_000);
});

test("the server's own origins are the address it listens on, and localhost for loopback", () => {
  expect(localOrigins("127.0.0.1", 9000)).toEqual(["http://127.0.0.1:9000", "http://localhost:9000"]);
  expect(localOrigins("0.0.0.0", 9000)).toEqual(["http://localhost:9000", "http://127.0.0.1:9000"]);
  expect(localOrigins("::1", 9000)).toEqual(["http://[::1]:9000", "http://localhost:9000", "http://127.0.0.1:9000"]);
});
