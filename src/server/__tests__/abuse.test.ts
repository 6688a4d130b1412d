// Abuse tests for the two Gatsby Functions, over real sockets: each handler in src/api served by
// the local server's function runner (what `npm start` and the browser tests use). Clients are told
// apart by their loopback source address (127.x.y.z), the way a real deployment tells them apart,
// not by a header they could forge.
import fc from "fast-check";
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import http, { type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FunctionHandler } from "../../local-server/functions";
import { createServer } from "../../local-server/server";
import { HONEYPOT_FIELD } from "../../form-contract/honeypot";
import { CONTACT_LIMITS } from "../../form-contract/contact-schema";
import * as validationMessages from "../../form-contract/messages";
import copy from "../../../content/forms.json";
import { contactMessages } from "../contact/contact-endpoint";
import { MAX_BODY_BYTES } from "../http/body";
import { messages } from "../http/errors";
import { fileLeadStore, isWaiting } from "../leads/lead-store";
import { newsletterMessages } from "../newsletter/newsletter-endpoint";
import {
  startMailchimpFake,
  FAKE_API_KEY,
  FAKE_AUDIENCE,
  type MailchimpFake,
} from "../../../test/support/mailchimp-fake";
import { startSmtpSink, type SmtpSink } from "../../../test/support/smtp-sink";
import { rawRequest, type RawAnswer } from "../../../test/support/raw-request";

type Route = "send-contact-email" | "mailchimp-subscribe";

let server: http.Server;
let port: number;
let dataDir: string;

let handlers: Record<Route, (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => Promise<void>>;

/** Loads both functions afresh, as a new function instance starts: no rate-limit counts, no transports. */
async function resetRuntime(): Promise<void> {
  await jest.isolateModulesAsync(async () => {
    handlers = {
      "send-contact-email": (await import("../../api/send-contact-email")).default,
      "mailchimp-subscribe": (await import("../../api/mailchimp-subscribe")).default,
    };
  });
}

const ENV_NAMES = [
  "SMTP_URL",
  "SMTP_HOST",
  "MAILCHIMP_API_KEY",
  "MAILCHIMP_AUDIENCE_ID",
  "MAILCHIMP_API_URL",
  "NETLIFY",
  "CONTEXT",
  "SITE_ID",
  "REQUIRE_MAIL_TRANSPORT",
  "SITE_URL",
  "LOCAL_ORIGIN",
];
const savedEnv = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]));

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "fjellsyn-abuse-"));
  for (const name of ENV_NAMES) delete process.env[name];
  process.env.MAIL_DIR = path.join(dataDir, "mail");
  process.env.NEWSLETTER_DIR = path.join(dataDir, "newsletter");
  process.env.LEADS_DIR = path.join(dataDir, "leads");
  server = createServer({
    publicDir: dataDir,
    rules: () => [],
    // As the runner hands a request over: its body still to be read (no parser ran).
    functions: (route): FunctionHandler | undefined =>
      route in handlers
        ? (request, response) => handlers[route as Route](request as IncomingMessage as GatsbyFunctionRequest, response)
        : undefined,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  // What the local server does when it starts: names its own origin for the functions' Origin check.
  process.env.LOCAL_ORIGIN = `http://127.0.0.1:${port}`;
  for (const level of ["info", "warn", "error", "log"] as const)
    jest.spyOn(console, level).mockImplementation(() => undefined);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  jest.restoreAllMocks();
});

beforeEach(resetRuntime);

// ---- one request from one client ------------------------------------------------------------

type Answer = RawAnswer;

let nextClient = 0;
/** A new loopback address for every call: a client the rate limit has not seen yet. */
const freshClient = (): string => {
  nextClient += 1;
  return `127.1.${(nextClient >> 8) & 255}.${nextClient & 255}`;
};

interface Sent {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Loopback source address; a fresh one when not given. */
  from?: string;
}

function send(route: Route, { method = "POST", headers = {}, body, from = freshClient() }: Sent = {}): Promise<Answer> {
  const options = { host: "127.0.0.1", port, path: `/api/${route}`, method, headers, localAddress: from, agent: false };
  return rawRequest(options, (request) => request.end(body));
}

const origin = () => `http://127.0.0.1:${port}`;
const jsonHeaders = (): Record<string, string> => ({
  "content-type": "application/json",
  accept: "application/json",
  origin: origin(),
});

// ---- what a refusal must look like --------------------------------------------------------------

const knownMessages = new Set<string>([
  ...Object.values(messages),
  ...Object.values(newsletterMessages),
  ...(Object.values(validationMessages) as unknown[]).filter((value): value is string => typeof value === "string"),
  ...Object.values(contactMessages("post@fjellsynmedia.no")),
]);
// Each field's own "too long" sentence, worded in content/forms.json.
const tooLongMessages = new Set(
  (
    [
      ["nameNoun", CONTACT_LIMITS.name],
      ["phoneNoun", CONTACT_LIMITS.phone],
      ["subjectNoun", CONTACT_LIMITS.subject],
      ["messageNoun", CONTACT_LIMITS.message],
    ] as const
  ).map(([noun, max]) => validationMessages.tooLongMessage(copy.contact[noun], max)),
);

/** A 4xx (or, for a failing upstream, the given statuses) with one of the site's Norwegian messages as JSON. */
function expectNorwegianRefusal(answer: Answer, context: string, statuses?: readonly number[]): void {
  const where = `${context} → ${answer.status} ${answer.text.slice(0, 200)}`;
  const expected = statuses ? statuses.includes(answer.status) : answer.status >= 400 && answer.status < 500;
  expect({ where, expectedStatus: expected }).toEqual({ where, expectedStatus: true });
  expect({ where, type: answer.headers["content-type"] ?? "" }).toEqual({
    where,
    type: expect.stringContaining("application/json"),
  });
  const body = JSON.parse(answer.text) as { error?: unknown };
  const message = typeof body.error === "string" ? body.error : "";
  expect({ where, norwegian: knownMessages.has(message) || tooLongMessages.has(message) }).toEqual({
    where,
    norwegian: true,
  });
}

const validContact = { name: "Kari Nordmann", email: "kari@example.no", phone: "", subject: "Video", message: "Hei" };

// ---- generated bad inputs ----------------------------------------------------------------------

const routes = fc.constantFrom<Route>("send-contact-email", "mailchimp-subscribe");
const notAString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 4 }),
  fc.constant({ $gt: "" }),
);
const lineBreak = fc
  .tuple(fc.string({ maxLength: 20 }), fc.constantFrom("\r", "\n", "\r\n", "\u0085\n"), fc.string({ maxLength: 20 }))
  // Inside the value: a line break at either end is trimmed away with the whitespace, harmlessly.
  .map(([a, br, b]) => `Kari${a}${br}Bcc: victim@example.no${b}`);
const badEmail = fc.oneof(
  fc.string({ maxLength: 40 }).filter((value) => !value.includes("@")),
  fc.constantFrom(
    "a@b",
    "a@@example.no",
    "kari@example.no, per@example.no",
    "Kari <kari@example.no>",
    "kari @example.no",
    " @example.no",
  ),
  lineBreak.map((value) => `kari@example.no${value}`),
  fc.string({ unit: "binary", minLength: 1, maxLength: 30 }).map((value) => `${value}\u0000@example.no`),
  fc.constant(`${"a".repeat(250)}@example.no`),
);
const unicodeJunk = fc.oneof(
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.constantFrom("\uD800", "\uDFFF", "\u202Eon\u202C", "\u200B", "\uFEFF", "👩‍👩‍👧‍👦", "e\u0301", "\u0000"),
);

/**
 * A contact or newsletter body that is wrong in at least one field, by construction.
 * `textOnly` keeps every value a string, as a urlencoded form can only carry strings.
 */
const badFields = (route: Route, { textOnly = false } = {}) => {
  const base = route === "send-contact-email" ? validContact : { email: "kari@example.no" };
  const fields = Object.keys(base);
  const corruption = fc.oneof(
    ...(textOnly
      ? []
      : [
          // null is how JSON says "not given", which the optional phone may be.
          fc
            .tuple(fc.constantFrom(...fields), notAString)
            .filter(([field, value]) => !(field === "phone" && value === null)),
        ]),
    fc.tuple(fc.constant("email"), badEmail),
    fc.tuple(fc.constantFrom(...fields), fc.constantFrom("", "   ", "\t\n")).filter(([field]) => field !== "phone"),
    ...(route === "send-contact-email"
      ? [
          fc.tuple(fc.constantFrom("name", "subject", "phone"), lineBreak),
          fc.tuple(
            fc.constantFrom("name", "subject", "message"),
            fc.integer({ min: 5001, max: 15_000 }).map((n) => "å".repeat(n)),
          ),
          fc.tuple(
            fc.constant("email"),
            unicodeJunk.map((junk) => `${junk}kari@exa mple.no`),
          ),
        ]
      : [
          fc.tuple(
            fc.constant("email"),
            unicodeJunk.map((junk) => `${junk}@`),
          ),
        ]),
  );
  return fc
    .tuple(
      fc.array(corruption, { minLength: 1, maxLength: 3 }),
      fc.dictionary(
        fc.string({ maxLength: 10 }),
        textOnly ? fc.string({ maxLength: 10 }) : fc.jsonValue({ maxDepth: 2 }),
        { maxKeys: 3 },
      ),
    )
    .map(([changes, extra]) => {
      const body: Record<string, unknown> = { ...extra, ...base };
      delete body[HONEYPOT_FIELD]; // a filled honeypot is answered with a (fake) success on purpose
      for (const [field, value] of changes) body[field] = value;
      return body;
    });
};

/** Whole requests that no honest form sends. */
const badRequest = routes.chain((route) =>
  fc.oneof(
    // Wrong method.
    fc
      .constantFrom("GET", "PUT", "DELETE", "PATCH", "OPTIONS")
      .map((method) => ({ route, sent: { method, headers: jsonHeaders() } as Sent })),
    // Wrong or missing content type.
    fc
      .tuple(
        fc.oneof(
          fc.constantFrom(
            "text/plain",
            "text/html",
            "application/xml",
            "multipart/form-data; boundary=x",
            "application/octet-stream",
            "application/jsonx",
          ),
          fc.stringMatching(/^[a-z]{1,10}\/[a-z+.-]{1,15}$/),
        ),
        fc.string({ maxLength: 200 }),
      )
      .filter(([type]) => !/^application\/(json|x-www-form-urlencoded)$/.test(type))
      .map(([type, body]) => ({ route, sent: { headers: { ...jsonHeaders(), "content-type": type }, body } as Sent })),
    fc.constant({
      route,
      sent: { headers: { accept: "application/json", origin: origin() }, body: '{"email":"kari@example.no"}' } as Sent,
    }),
    // Malformed, empty and non-object JSON.
    fc
      .oneof(
        fc.string({ maxLength: 200 }),
        fc.constantFrom(
          "",
          "{",
          '{"email":',
          "[]",
          "null",
          "42",
          '"x"',
          "true",
          '{"a":1}}',
          "\uFEFF{}",
          "{'email':'a'}",
        ),
        fc
          .jsonValue({ maxDepth: 3 })
          .filter((value) => typeof value !== "object" || value === null || Array.isArray(value))
          .map((value) => JSON.stringify(value)),
      )
      .filter((text) => {
        try {
          const parsed = JSON.parse(text) as unknown;
          return (
            typeof parsed !== "object" || parsed === null || Array.isArray(parsed) || Object.keys(parsed).length === 0
          );
        } catch {
          return true;
        }
      })
      .map((body) => ({ route, sent: { headers: jsonHeaders(), body } as Sent })),
    // Wrong types, huge strings, unicode edge cases, line breaks, nested objects, arrays.
    badFields(route).map((fields) => ({
      route,
      sent: { headers: jsonHeaders(), body: JSON.stringify(fields) } as Sent,
    })),
    // Prototype-pollution and Object.prototype keys around bad fields, in JSON text (JSON.stringify would drop __proto__).
    fc
      .tuple(
        badFields(route),
        fc.subarray(
          [
            '"__proto__":{"polluted":"yes"}',
            '"constructor":{"prototype":{"polluted":"yes"}}',
            '"toString":"x"',
            '"hasOwnProperty":1',
            '"valueOf":{}',
          ],
          { minLength: 1 },
        ),
      )
      .map(([fields, keys]) => ({
        route,
        sent: { headers: jsonHeaders(), body: `{${keys.join(",")},${JSON.stringify(fields).slice(1)}` } as Sent,
      })),
    // The same as a form post from a script that asks for JSON (qs parses a[b][c] into nested objects).
    fc
      .tuple(
        badFields(route, { textOnly: true }),
        fc.constantFrom(
          "__proto__[polluted]=yes",
          "constructor[prototype][polluted]=yes",
          "email[]=a@b.no&email[]=c@d.no",
          "name[a][b][c][d]=x",
          "email[$gt]=",
        ),
      )
      .map(([fields, extra]) => ({
        route,
        sent: {
          headers: { ...jsonHeaders(), "content-type": "application/x-www-form-urlencoded" },
          body: `${extra}&${new URLSearchParams(fields as Record<string, string>).toString()}`,
        } as Sent,
      })),
    // Bodies over the limit, declared or not.
    fc.integer({ min: MAX_BODY_BYTES + 1, max: 200 * 1024 }).map((size) => ({
      route,
      sent: { headers: jsonHeaders(), body: JSON.stringify({ ...validContact, message: "x".repeat(size) }) } as Sent,
    })),
    // Another site's page posting here.
    fc.webUrl({ validSchemes: ["https", "http"] }).map((url) => ({
      route,
      sent: {
        headers: { ...jsonHeaders(), origin: new URL(url).origin },
        body: JSON.stringify(route === "send-contact-email" ? validContact : { email: "kari@example.no" }),
      } as Sent,
    })),
  ),
);

describe("generated bad input", () => {
  test("always gets a 4xx with a Norwegian {error}, never a 500, a crash or a polluted prototype", async () => {
    await fc.assert(
      fc.asyncProperty(badRequest, async ({ route, sent }) => {
        const answer = await send(route, sent);
        expectNorwegianRefusal(
          answer,
          `${sent.method ?? "POST"} /api/${route} ${sent.headers?.["content-type"] ?? "(no type)"} ${String(sent.body ?? "").slice(0, 120)}`,
        );
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: 400 },
    );
    // The server took all of that and still does its job.
    expect(
      (await send("send-contact-email", { headers: jsonHeaders(), body: JSON.stringify(validContact) })).status,
    ).toBe(200);
  }, 120_000);

  test("a form post without JavaScript is sent to a Norwegian error page, never the confirmation", async () => {
    const resultPage = /^\/skjema\/(kontakt-ugyldig|nyhetsbrev-ugyldig|avvist)$/;
    await fc.assert(
      fc.asyncProperty(
        routes.chain((route) => badFields(route, { textOnly: true }).map((fields) => ({ route, fields }))),
        async ({ route, fields }) => {
          const body = new URLSearchParams(fields as Record<string, string>);
          const answer = await send(route, {
            headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", origin: origin() },
            body: body.toString(),
          });
          expect({ status: answer.status, location: answer.headers.location }).toEqual({
            status: 303,
            location: expect.stringMatching(resultPage),
          });
        },
      ),
      { numRuns: 100 },
    );
  }, 60_000);
});

// ---- bodies the functions cannot read ------------------------------------------------------------

describe("a body the functions cannot read", () => {
  test("is 413 when it came chunked past 100 KB", async () => {
    const answer = await send("send-contact-email", {
      headers: { ...jsonHeaders(), "transfer-encoding": "chunked" },
      body: JSON.stringify({ ...validContact, message: "x".repeat(150 * 1024) }),
    });

    expectNorwegianRefusal(answer, "150 KB chunked", [413]);
  });

  test("is 415 for charset=utf-16 and 400 for malformed JSON with a Content-Length", async () => {
    const utf16 = await send("send-contact-email", {
      headers: { ...jsonHeaders(), "content-type": "application/json; charset=utf-16" },
      body: JSON.stringify(validContact),
    });
    const malformed = await send("send-contact-email", { headers: jsonHeaders(), body: '{"name": "Kari",' });

    expectNorwegianRefusal(utf16, "utf-16", [415]);
    expectNorwegianRefusal(malformed, "malformed", [400]);
  });
});

// ---- bursts -----------------------------------------------------------------------------------

describe("a burst from one client", () => {
  test.each([
    ["send-contact-email" as const, 5, validContact],
    ["mailchimp-subscribe" as const, 10, { email: "kari@example.no" }],
  ])("to %s is throttled after %i while another client still gets through", async (route, limit, body) => {
    const burster = "127.2.0.1";
    const answers = await Promise.all(
      Array.from({ length: limit * 3 }, (_, index) =>
        send(route, {
          from: burster,
          // Forged addresses change nothing: the server counts the socket's address.
          headers: {
            ...jsonHeaders(),
            "x-forwarded-for": `203.0.113.${index}`,
            "x-nf-client-connection-ip": `203.0.113.${index}`,
          },
          body: JSON.stringify(route === "send-contact-email" ? { ...body, message: `Hei ${index}` } : body),
        }),
      ),
    );
    const other = await send(route, { from: "127.2.0.2", headers: jsonHeaders(), body: JSON.stringify(body) });

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(limit);
    const throttled = answers.filter((answer) => answer.status === 429);
    expect(throttled).toHaveLength(limit * 2);
    for (const answer of throttled) {
      expectNorwegianRefusal(answer, `burst ${route}`);
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
    }
    expect(other.status).toBe(200);
  });
});

// ---- outages mid-burst --------------------------------------------------------------------------

/** Waits until `done()` holds, checking every few milliseconds. */
async function until(done: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe("an outage in the middle of a burst", () => {
  let sink: SmtpSink | undefined;
  let mailchimp: MailchimpFake | undefined;

  afterEach(async () => {
    await sink?.close().catch(() => undefined);
    await mailchimp?.close().catch(() => undefined);
    sink = undefined;
    mailchimp = undefined;
    delete process.env.SMTP_URL;
    delete process.env.MAILCHIMP_API_KEY;
    delete process.env.MAILCHIMP_AUDIENCE_ID;
    delete process.env.MAILCHIMP_API_URL;
  });

  test("of the SMTP server loses no message: each is delivered or waits as a lead", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 12 }), async (deliveredBeforeOutage) => {
        await resetRuntime();
        sink = await startSmtpSink();
        process.env.SMTP_URL = sink.url;
        const current = sink;
        const tokens = Array.from(
          { length: 16 },
          (_, index) => `burst-${deliveredBeforeOutage}-${index}-${Math.random().toString(36).slice(2)}`,
        );
        const pending = tokens.map((token) =>
          send("send-contact-email", {
            headers: jsonHeaders(),
            body: JSON.stringify({ ...validContact, message: token }),
          }),
        );
        await until(
          () => current.received.length >= deliveredBeforeOutage || current.received.length === tokens.length,
        );
        const closing = current.close(); // no new connection is accepted from here on
        const answers = await Promise.all(pending);
        await closing;

        const delivered = current.received.map((mail) => (mail.parsed.text ?? "").match(/burst-[\w-]+/)?.[0]);
        const store = fileLeadStore(process.env.LEADS_DIR ?? "");
        const waiting = (await store.all()).map((entry) =>
          entry && isWaiting(entry.lead) ? entry.lead.input.message : undefined,
        );
        expect(answers.map((answer) => answer.status)).toEqual(tokens.map(() => 200));
        for (const token of tokens) expect([...delivered, ...waiting]).toContain(token);
        await sink.close().catch(() => undefined);
        sink = undefined;
      }),
      { numRuns: 6 },
    );
  }, 120_000);

  test("of Mailchimp loses no signup that was acknowledged", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 12 }),
        fc.constantFrom("down", "5xx"),
        async (storedBeforeOutage, kind) => {
          await resetRuntime();
          mailchimp = await startMailchimpFake();
          process.env.MAILCHIMP_API_KEY = FAKE_API_KEY;
          process.env.MAILCHIMP_AUDIENCE_ID = FAKE_AUDIENCE;
          process.env.MAILCHIMP_API_URL = mailchimp.apiUrl;
          const current = mailchimp;
          const emails = Array.from({ length: 16 }, (_, index) => `person${index}.${storedBeforeOutage}@example.no`);
          const pending = emails.map((email) =>
            send("mailchimp-subscribe", { headers: jsonHeaders(), body: JSON.stringify({ email }) }),
          );
          await until(() => current.members.size >= storedBeforeOutage || current.members.size === emails.length);
          if (kind === "down") await current.close();
          else
            for (let index = 0; index < emails.length; index += 1)
              current.failNext({ status: 503, title: "Service Unavailable", detail: "down" });
          const answers = await Promise.all(pending);

          const stored = new Set([...current.members.values()].map((member) => member.email_address));
          answers.forEach((answer, index) => {
            if (answer.status === 200) expect(stored.has(emails[index] ?? "")).toBe(true);
            else expectNorwegianRefusal(answer, `mailchimp ${kind}`, [502, 503]);
          });
          await current.close().catch(() => undefined);
          mailchimp = undefined;
        },
      ),
      { numRuns: 6 },
    );
  }, 120_000);
});

test("the embedded Maildir default keeps what it acknowledged in a burst", async () => {
  const before = (await readdir(path.join(dataDir, "mail", "new")).catch(() => [])).length;
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, index) =>
      send("send-contact-email", {
        headers: jsonHeaders(),
        body: JSON.stringify({ ...validContact, message: `maildir ${index}` }),
      }),
    ),
  );
  const acknowledged = answers.filter((answer) => answer.status === 200).length;
  expect(acknowledged).toBe(12);
  expect(await readdir(path.join(dataDir, "mail", "new"))).toHaveLength(before + acknowledged);
});
