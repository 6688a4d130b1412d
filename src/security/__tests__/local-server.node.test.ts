import { mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { compiledFunctions, createProxy, type FunctionHandler } from "../local-server";
import { formatHeaders, parseHeaders } from "../netlify-headers";

const rules = parseHeaders(
  formatHeaders([
    { path: "/*", headers: [{ key: "cache-control", value: "public, max-age=0, must-revalidate" }] },
    { path: "/kontakt", headers: [{ key: "content-security-policy", value: "default-src 'none'" }] },
    { path: "/api/send-contact-email", headers: [{ key: "x-should-not-apply", value: "1" }] },
  ]),
);

interface Seen {
  method?: string;
  url?: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let upstream: http.Server;
let proxy: http.Server;
let trustingProxy: http.Server;
let seen: Seen;

// A function as Gatsby's wrapper hands it over: it parses nothing itself here, and answers
// with the helpers Netlify's handler provides.
const echo: FunctionHandler = (request, response) => {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
  request.on("end", () => {
    response.status(201).json({ address: request.headers["x-forwarded-for"], query: request.query, body });
  });
};
const broken: FunctionHandler = () => {
  throw new Error("boom");
};
const functions = (route: string): FunctionHandler | undefined => ({ echo, broken })[route];

const listen = (server: net.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  // Stands in for `gatsby serve`, including the wildcard CORS header it adds.
  upstream = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      seen = { method: request.method, url: request.url, headers: request.headers, body };
      response.writeHead(200, {
        "content-type": "text/plain",
        "cache-control": "public, max-age=0",
        "access-control-allow-origin": "*",
        "access-control-allow-headers": "Origin, X-Requested-With, Content-Type, Accept",
        "x-powered-by": "Express",
      });
      response.end("ok");
    });
  });
  const upstreamPort = await listen(upstream);
  proxy = createProxy({ upstream: { host: "127.0.0.1", port: upstreamPort }, rules: () => rules, functions });
  trustingProxy = createProxy({
    upstream: { host: "127.0.0.1", port: upstreamPort },
    rules: () => rules,
    trustForwardedFor: true,
    functions,
  });
  await Promise.all([listen(proxy), listen(trustingProxy)]);
});

afterAll(async () => {
  for (const server of [proxy, trustingProxy, upstream]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const base = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

test("gives a page the headers _headers names for its path, in place of the upstream's", async () => {
  const response = await fetch(`${base(proxy)}/kontakt`);
  expect(response.headers.get("content-security-policy")).toBe("default-src 'none'");
  expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  expect(await response.text()).toBe("ok");
});

test("never passes on a CORS header or the framework banner", async () => {
  for (const path of ["/kontakt", "/api/send-contact-email"]) {
    const response = await fetch(`${base(proxy)}${path}`, { headers: { origin: "https://evil.example" } });
    expect([...response.headers.keys()].filter((name) => name.startsWith("access-control-"))).toEqual([]);
    expect(response.headers.get("x-powered-by")).toBeNull();
  }
});

test("leaves function answers their own headers, as Netlify does", async () => {
  const response = await fetch(`${base(proxy)}/api/send-contact-email`, { method: "POST", body: "{}" });
  expect(response.headers.get("x-should-not-apply")).toBeNull();
  expect(response.headers.get("cache-control")).toBe("public, max-age=0");
});

test("passes the method, path and body through untouched", async () => {
  const body = JSON.stringify({ name: "Åse Ødegård", message: "x".repeat(20_000) });
  await fetch(`${base(proxy)}/api/send-contact-email?a=1`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });
  expect(seen).toMatchObject({ method: "POST", url: "/api/send-contact-email?a=1", body });
  expect(seen.headers["content-type"]).toBe("application/json");
});

test("tells the functions the socket's address, whatever the client claims", async () => {
  await fetch(`${base(proxy)}/api/send-contact-email`, {
    method: "POST",
    headers: {
      "x-forwarded-for": "203.0.113.9",
      "x-nf-client-connection-ip": "203.0.113.10",
      "x-real-ip": "203.0.113.11",
      forwarded: "for=203.0.113.12",
    },
    body: "{}",
  });
  expect(seen.headers["x-forwarded-for"]).toBe("127.0.0.1");
  expect(seen.headers["x-nf-client-connection-ip"]).toBeUndefined();
  expect(seen.headers["x-real-ip"]).toBeUndefined();
  expect(seen.headers.forwarded).toBeUndefined();
});

test("keeps a claimed address only when started for a test harness", async () => {
  await fetch(`${base(trustingProxy)}/api/send-contact-email`, {
    method: "POST",
    headers: { "x-forwarded-for": "203.0.113.9", "x-nf-client-connection-ip": "203.0.113.10" },
    body: "{}",
  });
  expect(seen.headers["x-forwarded-for"]).toBe("203.0.113.9");
  expect(seen.headers["x-nf-client-connection-ip"]).toBeUndefined();
  await fetch(`${base(trustingProxy)}/`);
  expect(seen.headers["x-forwarded-for"]).toBe("127.0.0.1");
});

test("does not serve Netlify's configuration files", async () => {
  for (const path of ["/_headers", "/_redirects"]) {
    const response = await fetch(`${base(proxy)}${path}`);
    expect(response.status).toBe(404);
  }
});

/**
 * An upstream that answers the first request on each connection and closes the connection when
 * a second one arrives on it: the moment Express's idle timeout meets a request on a reused socket.
 */
async function droppingUpstream(): Promise<{ proxy: http.Server; answered: () => number; close: () => Promise<void> }> {
  let answered = 0;
  const sockets = new Set<net.Socket>();
  const dropping = net.createServer((socket) => {
    sockets.add(socket);
    let requests = 0;
    socket.on("data", () => {
      requests += 1;
      if (requests > 1) {
        socket.destroy();
        return;
      }
      answered += 1;
      socket.write(
        "HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: 2\r\nconnection: keep-alive\r\n\r\nok",
      );
    });
  });
  const port = await listen(dropping);
  const retrying = createProxy({ upstream: { host: "127.0.0.1", port }, rules: () => rules });
  await listen(retrying);
  return {
    proxy: retrying,
    answered: () => answered,
    close: async () => {
      retrying.closeAllConnections();
      await new Promise((resolve) => retrying.close(resolve));
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => dropping.close(resolve));
    },
  };
}

test("sends a GET once more when the upstream drops a kept-alive socket under it", async () => {
  const upstream = await droppingUpstream();
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await fetch(`${base(upstream.proxy)}/`)).status);
    expect(statuses).toEqual([200, 200, 200]);
    expect(upstream.answered()).toBe(3);
  } finally {
    await upstream.close();
  }
});

test("sends the second try on a fresh socket, not on another idle one that is closing too", async () => {
  // Three requests at once leave three idle sockets in the proxy's pool; the next request meets
  // one being closed, and so would a second try taken from the pool.
  const upstream = await droppingUpstream();
  const get = async () => (await fetch(`${base(upstream.proxy)}/`)).status;
  try {
    expect(await Promise.all([get(), get(), get()])).toEqual([200, 200, 200]);
    expect(await get()).toBe(200);
  } finally {
    await upstream.close();
  }
});

test("answers 502 when the upstream is gone", async () => {
  const orphan = createProxy({ upstream: { host: "127.0.0.1", port: 1 }, rules: () => rules });
  await listen(orphan);
  const response = await fetch(`${base(orphan)}/`);
  expect(response.status).toBe(502);
  await new Promise((resolve) => orphan.close(resolve));
});

describe("functions", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  test("run in this process with the socket's address and Netlify's response helpers", async () => {
    const response = await fetch(`${base(proxy)}/api/echo?a=1`, {
      method: "POST",
      headers: { "x-forwarded-for": "203.0.113.9" },
      body: "hei",
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await response.json()).toEqual({ address: "127.0.0.1", query: { a: "1" }, body: "hei" });
  });

  test("keep a claimed address only when started for a test harness", async () => {
    const response = await fetch(`${base(trustingProxy)}/api/echo`, {
      method: "POST",
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    expect(((await response.json()) as { address: string }).address).toBe("203.0.113.9");
  });

  test("answer 500, as Netlify does, when one throws", async () => {
    expect((await fetch(`${base(proxy)}/api/broken`, { method: "POST" })).status).toBe(500);
  });

  test("that do not exist are left to the upstream (its 404 page)", async () => {
    await fetch(`${base(proxy)}/api/unknown`, { method: "POST", body: "x" });
    expect(seen.url).toBe("/api/unknown");
  });

  test("are loaded from the build's manifest once, and again after a rebuild", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "fjellsyn-functions-"));
    try {
      const file = path.join(dir, "hello.js");
      const manifest = path.join(dir, "manifest.json");
      await writeFile(file, "module.exports = { default: (req, res) => res.status(200).send('v1') };");
      await writeFile(manifest, JSON.stringify([{ functionRoute: "hello", absoluteCompiledFilePath: file }]));
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
