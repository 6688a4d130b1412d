// Generated bad requests against the production build served by scripts/serve.mjs: both
// functions and the static files, every path in many spellings (case, percent-escapes once and
// twice, repeated slashes, dot segments), odd methods, types, sizes, encodings and bodies. No
// answer may be a 5xx; a function path always answers with the api's JSON (or, for a form
// posted without JavaScript, a redirect to one of its result pages); hidden files never leak.
// Then 300 MB uploads against a server of this test's own, whose memory is read from /proc.
import fc from "fast-check";
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { Readable } from "node:stream";
import { expect, test } from "@playwright/test";
import { MAX_BODY_BYTES } from "../src/server/http/body";
import { rawRequest, type RawAnswer } from "../test/support/raw-request";

const FUNCTIONS = ["send-contact-email", "mailchimp-subscribe"] as const;
const BODY_LIMIT = MAX_BODY_BYTES;
const HIDDEN = ["/_headers", "/_redirects", "/.env", "/.git/config", "/app.js.map", "/static/x.css.map"];
const PAGES = ["/", "/kontakt", "/prosjekter", "/om-fjellsyn", "/finnes-ikke", "/page-data/app-data.json"];

// ---- one request exactly as written ----------------------------------------------------------

type Answer = RawAnswer;

interface Shot {
  method: string;
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Send the body without Content-Length (Transfer-Encoding: chunked). */
  chunked?: boolean;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

function send(origin: URL, { method, target, headers, body, chunked }: Shot): Promise<Answer> {
  return rawRequest({ host: origin.hostname, port: origin.port, method, path: target, headers, agent }, (request) => {
    if (body && body.length > 0 && chunked) {
      // Named, because Node frames a GET's or an OPTIONS' body in chunks only when told to.
      request.setHeader("transfer-encoding", "chunked");
      for (let at = 0; at < body.length; at += 4096) request.write(body.subarray(at, at + 4096));
      request.end();
    } else {
      if (body) request.setHeader("content-length", body.length);
      request.end(body);
    }
  });
}

// ---- spellings of a path ---------------------------------------------------------------------

const hex = (char: string) => [...Buffer.from(char)].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");

/** One way to write `path` that a server decoding, case-folding and normalising reads as `path`. */
const spelling = (path: string): fc.Arbitrary<string> =>
  fc
    .record({
      // Per character after the leading slash: 0 as is, 1 upper case, 2 escaped, 3 escaped twice.
      forms: fc.array(fc.constantFrom(0, 0, 0, 1, 2, 3), { minLength: path.length, maxLength: path.length }),
      upperEscapes: fc.boolean(),
      slashes: fc.integer({ min: 1, max: 3 }),
      detour: fc.boolean(),
      trailingSlash: fc.boolean(),
      query: fc.constantFrom("", "?a=1", "?__proto__[x]=1", "?%zz", `?${"q".repeat(3000)}`),
    })
    .map(({ forms, upperEscapes, slashes, detour, trailingSlash, query }) => {
      let written = "/";
      [...path.slice(1)].forEach((char, index) => {
        const form = forms[index] ?? 0;
        let out = char;
        if (char === "/") out = "/".repeat(slashes);
        else if (form === 1) out = char.toUpperCase();
        else if (form === 2) out = hex(char);
        else if (form === 3) out = hex(char).replace(/%/g, "%25");
        written += upperEscapes ? out.replace(/%[0-9a-f]{2}/g, (escape) => escape.toUpperCase()) : out;
      });
      if (detour) written = written.replace(/^\//, "/x/../");
      return `${written}${trailingSlash ? "/" : ""}${query}`;
    });

// ---- bodies -----------------------------------------------------------------------------------

const utf8 = (text: string) => Buffer.from(text, "utf8");

const bodies: fc.Arbitrary<{ body?: Buffer; kind: string }> = fc.oneof(
  fc.constant({ kind: "none" }),
  fc.jsonValue().map((value) => ({ body: utf8(JSON.stringify(value) ?? "null"), kind: "json" })),
  fc.string({ unit: "binary", maxLength: 300 }).map((text) => ({ body: utf8(text), kind: "text" })),
  fc
    .record({
      name: fc.oneof(fc.string(), fc.constant({ toString: "x" }), fc.constant(["a"]), fc.constant(null)),
      email: fc.oneof(fc.emailAddress(), fc.string(), fc.constant("a@b.no\r\nBcc: x@evil.example")),
      subject: fc.oneof(fc.string(), fc.constant("=?UTF-8?B?SGVpDQpCY2M6IHhAZXZpbC5leGFtcGxl?=")),
      message: fc.string({ maxLength: 2000 }),
      website: fc.oneof(fc.constant(""), fc.string({ minLength: 1 })),
    })
    .map((fields) => ({ body: utf8(JSON.stringify(fields)), kind: "form-json" })),
  fc
    .dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 200 }))
    .map((fields) => ({ body: utf8(new URLSearchParams(fields).toString()), kind: "urlencoded" })),
  fc.integer({ min: 100, max: 7000 }).map((depth) => ({
    body: utf8(`${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`),
    kind: "deep",
  })),
  fc.integer({ min: 1000, max: 8000 }).map((depth) => ({
    body: utf8(`${"[".repeat(depth)}${"]".repeat(depth)}`),
    kind: "deep-array",
  })),
  fc.constant({ body: utf8('{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}'), kind: "proto" }),
  fc.integer({ min: BODY_LIMIT + 1, max: 3 * BODY_LIMIT }).map((size) => ({
    body: utf8(JSON.stringify({ message: "x".repeat(size) })),
    kind: "large",
  })),
);

const contentTypes = fc.constantFrom(
  undefined,
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=utf-16",
  "APPLICATION/JSON",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----x",
  "text/plain",
  "application/xml",
  "application/octet-stream",
  "garbage",
);

const methods = fc.constantFrom("POST", "POST", "POST", "GET", "HEAD", "PUT", "DELETE", "OPTIONS", "PATCH");

let nextClient = 0;
/** A new client address per request, which the e2e server (--trust-forwarded-for) takes as the client. */
const freshClient = () => {
  nextClient += 1;
  return `10.${(nextClient >> 16) & 255}.${(nextClient >> 8) & 255}.${nextClient & 255}`;
};

// ---- what every answer must be -----------------------------------------------------------------

/** `status` is one of `allowed`, saying which request it answered when not. */
function expectStatus(shot: Pick<Shot, "method" | "target">, status: number, allowed: readonly number[]): void {
  expect(allowed, `${shot.method} ${shot.target} answered ${status}`).toContain(status);
}

/** The headers of every answer, and the page policy on every page (HTML) answer. */
function expectSecurityHeaders(answer: Answer): void {
  if ((answer.headers["content-type"] ?? "").startsWith("text/html")) {
    expect(answer.headers["content-security-policy"]).toMatch(/script-src 'self'/);
  }
  expect(answer.headers["strict-transport-security"]).toBeDefined();
  expect(answer.headers["x-content-type-options"]).toBe("nosniff");
}

/** A function's answer: the api's JSON, or a form's redirect to a result page of this site. */
function expectApiAnswer(shot: Shot, answer: Answer): void {
  expect(answer.status).toBeLessThan(500);
  expectSecurityHeaders(answer);
  if (answer.status === 303) {
    expect(answer.headers.location).toMatch(/^\/skjema\/[a-z-]+$/);
    return;
  }
  expect(answer.headers["content-type"]).toMatch(/^application\/json/);
  if (shot.method === "HEAD") return;
  const parsed = JSON.parse(answer.text) as { ok?: boolean; error?: unknown };
  if (answer.status >= 400) expect(typeof parsed.error).toBe("string");
  else expect(parsed.ok).toBe(true);
}

const isFormPost = (shot: Shot) =>
  /^application\/x-www-form-urlencoded/i.test(shot.headers["content-type"] ?? "") &&
  !/json/.test(shot.headers.accept ?? "");

/** The statuses that are right for a request to a function that exists. */
function allowedFunctionStatuses(shot: Shot): number[] {
  const type = (shot.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const readable = type === "application/json" || type === "application/x-www-form-urlencoded";
  const size = shot.body?.length ?? 0;
  // A charset other than UTF-8 is refused as unreadable (415), whichever other check would also apply.
  if (size > 0 && readable && /charset=(?!\s*"?(utf-8|us-ascii))/i.test(shot.headers["content-type"] ?? "")) {
    return [415, ...allowedFunctionStatuses({ ...shot, headers: { ...shot.headers, "content-type": type } })];
  }
  // Refused by the server before any parser: by type, or by declared size when it has one.
  if (size > 0 && !readable) return size > BODY_LIMIT && !shot.chunked ? [413] : [415];
  // Too large to read: the function is told the size and answers it (a form post gets a page).
  if (size > BODY_LIMIT) {
    if (shot.method !== "POST") return [405];
    return isFormPost(shot) ? [303] : [413];
  }
  if (shot.method !== "POST") return [405];
  const answers = [400, 403, 413, 415, 422, 429];
  // A valid submission is possible from the generators, and a form post lands on a result page.
  return isFormPost(shot) ? [303, ...answers] : [200, ...answers];
}

// ---- the suite ----------------------------------------------------------------------------------

test.describe("generated bad requests", () => {
  test.describe.configure({ timeout: 180_000 });

  test("to both functions, in every spelling, get the api's answer and never a 5xx", async ({ baseURL }) => {
    const origin = new URL(baseURL ?? "");
    let count = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...FUNCTIONS).chain((name) =>
          fc.record({
            name: fc.constant(name),
            target: spelling(`/api/${name}`),
            method: methods,
            type: contentTypes,
            body: bodies,
            chunked: fc.boolean(),
            origin: fc.constantFrom(undefined, origin.origin, "https://evil.example", "null", "http://localhost:1"),
            accept: fc.constantFrom(undefined, "application/json", "text/html"),
          }),
        ),
        async ({ target, method, type, body, chunked, origin: from, accept }) => {
          const headers: Record<string, string> = { "x-forwarded-for": freshClient() };
          if (type) headers["content-type"] = type;
          if (from) headers.origin = from;
          if (accept) headers.accept = accept;
          const shot: Shot = { method, target, headers, body: body.body, chunked };
          const answer = await send(origin, shot);
          count += 1;
          expectApiAnswer(shot, answer);
          expectStatus(shot, answer.status, allowedFunctionStatuses(shot));
        },
      ),
      { numRuns: 400 },
    );
    expect(count).toBeGreaterThanOrEqual(400);
  });

  test("to function paths that name no function get the JSON 404, never Gatsby's handler", async ({ baseURL }) => {
    const origin = new URL(baseURL ?? "");
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/api", "/API", "/%61pi", "//api", "/Api"),
        fc.constantFrom("", "/", "/unknown", "/send-contact-email/x", "/../api/x", "/%2e%2e/kontakt", "/mailchimp"),
        methods,
        async (prefix, rest, method) => {
          // Not under /api in any spelling: /%61pi/../kontakt names /kontakt, a page.
          fc.pre(!(prefix === "/%61pi" && rest.includes("%2e")));
          const target = `${prefix}${rest}`;
          const shot: Shot = { method, target, headers: { "content-type": "application/json" }, body: utf8("{}") };
          const answer = await send(origin, shot);
          expectApiAnswer(shot, answer);
          expectStatus(shot, answer.status, [404]);
        },
      ),
      { numRuns: 60 },
    );
  });

  test("to the static files, in every spelling, never leak a hidden file or answer 5xx", async ({ baseURL }) => {
    const origin = new URL(baseURL ?? "");
    const headersFile = readFileSync("public/_headers", "utf8").split("\n")[0] ?? "";
    await fc.assert(
      fc.asyncProperty(
        fc
          .oneof(
            fc.constantFrom(...HIDDEN).map((path) => ({ path, hidden: true })),
            fc.constantFrom(...PAGES).map((path) => ({ path, hidden: false })),
          )
          .chain(({ path, hidden }) => spelling(path).map((target) => ({ target, hidden }))),
        fc.constantFrom("GET", "GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"),
        bodies,
        fc.constantFrom(undefined, "multipart/form-data; boundary=x", "application/json"),
        async ({ target, hidden }, method, body, type) => {
          const headers: Record<string, string> = { "x-forwarded-for": freshClient() };
          if (type) headers["content-type"] = type;
          const answer = await send(origin, { method, target, headers, body: body.body });
          expect(answer.status, `${method} ${target}`).toBeLessThan(500);
          expectSecurityHeaders(answer);
          expect(answer.headers.location ?? "").not.toMatch(/^[/\\]{2}/);
          const shot = { method, target };
          if (hidden) {
            expectStatus(shot, answer.status, [404]);
            expect(answer.text).not.toContain(headersFile);
          } else if (method !== "GET" && method !== "HEAD") {
            expectStatus(shot, answer.status, [405]);
          } else {
            expectStatus(shot, answer.status, [200, 301, 302, 304, 400, 403, 404]);
          }
          if (answer.status === 404) expect(answer.headers["cache-control"]).not.toContain("immutable");
        },
      ),
      { numRuns: 200 },
    );
  });
});

test("the crafted bodies that once gave 500s get a 4xx with the api's JSON", async ({ baseURL }) => {
  const origin = new URL(baseURL ?? "");
  const fields = { name: "Kari", email: "kari@example.no", subject: "Hei", message: "Hei på deg" };
  // The newsletter ignores fields it does not ask for, so a bad name there is a valid signup.
  const ignored = [200, 400, 422];
  const cases: Array<{
    label: string;
    type: string;
    body: Buffer;
    chunked?: boolean;
    allowed: number[];
    newsletter?: number[];
  }> = [
    {
      label: "arrays nested 8,000 deep",
      type: "application/json",
      body: utf8(`${"[".repeat(8000)}${"]".repeat(8000)}`),
      // 16 KB of brackets, under the cap: refused as malformed or, by the api's size estimate, as too large.
      allowed: [400, 413],
    },
    {
      label: "objects nested 2,500 deep",
      type: "application/json",
      body: utf8(`${'{"a":'.repeat(2500)}1${"}".repeat(2500)}`),
      allowed: [400, 413, 422],
    },
    {
      label: "a field with its own toString",
      type: "application/json",
      body: utf8(JSON.stringify({ ...fields, name: { toString: "x" } })),
      allowed: [400, 422],
      newsletter: ignored,
    },
    {
      label: "a field that is an array",
      type: "application/json",
      body: utf8(JSON.stringify({ ...fields, email: ["a@b.no"] })),
      allowed: [400, 422],
    },
    {
      label: "UTF-16",
      type: "application/json; charset=utf-16",
      body: Buffer.from(JSON.stringify(fields), "utf16le"),
      allowed: [415],
    },
    {
      label: "120 KB chunked",
      type: "application/json",
      body: utf8(JSON.stringify({ ...fields, message: "x".repeat(120_000) })),
      chunked: true,
      allowed: [413],
    },
  ];
  const failures: string[] = [];
  for (const route of FUNCTIONS) {
    for (const { label, type, body, chunked, allowed: forContact, newsletter } of cases) {
      const allowed = route === "mailchimp-subscribe" ? (newsletter ?? forContact) : forContact;
      const shot: Shot = {
        method: "POST",
        target: `/api/${route}`,
        headers: { "x-forwarded-for": freshClient(), "content-type": type },
        body,
        chunked,
      };
      const answer = await send(origin, shot);
      const json = /^application\/json/.test(answer.headers["content-type"] ?? "");
      if (!allowed.includes(answer.status) || !json)
        failures.push(`${route}, ${label}: ${answer.status} ${answer.text.slice(0, 80)}`);
    }
  }
  expect(failures).toEqual([]);
});

test("every spelling of a function's path counts against one rate limit", async ({ baseURL }) => {
  const origin = new URL(baseURL ?? "");
  const client = freshClient();
  const spellings = [
    "/api/send-contact-email",
    "/API/send-contact-email",
    "/api/send%2Dcontact-email",
    "//api//send-contact-email",
    "/%61pi/send-contact-email/",
    "/x/../Api/Send-Contact-Email",
  ];
  const statuses: number[] = [];
  for (const target of spellings) {
    const shot: Shot = {
      method: "POST",
      target,
      headers: { "x-forwarded-for": client, "content-type": "application/json" },
      body: utf8("{}"),
    };
    const answer = await send(origin, shot);
    expectApiAnswer(shot, answer);
    statuses.push(answer.status);
  }
  // The contact form's limit is 5 per client in 10 minutes, however the path is written.
  expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
});

// ---- 300 MB uploads and the server's memory ----------------------------------------------------

async function freePort(): Promise<number> {
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

/** VmRSS and VmHWM (the highest RSS so far) of a process, in MB. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

const UPLOAD = 300 * 1024 * 1024;

/** 300 MB of a multipart (or JSON) body, made while it is sent, never held whole. */
function generatedBody(): Readable {
  const chunk = Buffer.alloc(64 * 1024, "a");
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= UPLOAD) {
        this.push(null);
        return;
      }
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

/** Streams 300 MB; resolves with the status as soon as the answer arrives, whatever the upload's fate. */
function upload(port: number, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, method: "POST", path: "/api/send-contact-email", headers, agent: false },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    // The server stops reading after its answer, so the rest of the upload may fail to go out.
    request.on("error", (error) => setTimeout(() => reject(error), 3000));
    generatedBody().pipe(request);
  });
}

test("300 MB uploads are refused with 413 and leave the server's memory under 300 MB", async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  const server = spawn(process.execPath, ["scripts/serve.mjs", "--port", String(port)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout?.on("data", (data: Buffer) => {
        if (data.toString().includes(`:${port}/`)) resolve();
      });
      server.on("exit", (code) => reject(new Error(`scripts/serve.mjs exited with ${code}`)));
    });
    const pid = server.pid ?? 0;
    const before = memoryOf(pid);
    let highest = before.rss;
    const sampler = setInterval(() => (highest = Math.max(highest, memoryOf(pid).rss)), 50);
    const multipart = { "content-type": "multipart/form-data; boundary=----x", "content-length": String(UPLOAD) };
    const chunkedJson = { "content-type": "application/json", "transfer-encoding": "chunked" };
    const statuses = await Promise.all([
      upload(port, multipart),
      upload(port, multipart),
      upload(port, multipart),
      upload(port, chunkedJson),
    ]);
    clearInterval(sampler);
    const after = memoryOf(pid);
    console.log(
      `server RSS: ${before.rss.toFixed(0)} MB before, ${highest.toFixed(0)} MB highest sampled, ` +
        `${after.peak.toFixed(0)} MB peak (VmHWM), ${after.rss.toFixed(0)} MB after`,
    );
    expect(statuses).toEqual([413, 413, 413, 413]);
    expect(after.peak).toBeLessThan(300);
  } finally {
    server.kill("SIGTERM");
  }
});
