// The two Gatsby Functions called with plain Node requests and responses, as a host without Gatsby's body parsers calls them.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { MAX_BODY_BYTES } from "../../server/http/body";
import { asFunctionResponse } from "../../local-server/functions";
import mailchimpSubscribe from "../mailchimp-subscribe";
import sendContactEmail from "../send-contact-email";
import copy from "../../../content/forms.json";

const functions: Record<string, (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => Promise<void>> = {
  "/api/send-contact-email": sendContactEmail,
  "/api/mailchimp-subscribe": mailchimpSubscribe,
};

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json(): unknown;
}

let server: Server;
let base: string;
let dataDir: string;
let clientCounter = 0;

function send(
  route: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; chunked?: boolean } = {},
): Promise<Answer> {
  const { method = "POST", body, chunked = false } = options;
  clientCounter += 1;
  const headers: Record<string, string> = {
    "x-nf-client-connection-ip": `198.51.100.${clientCounter}`,
    origin: base,
    ...options.headers,
  };
  if (body !== undefined && !chunked) headers["content-length"] = String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}/api/${route}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) as unknown });
      });
    });
    req.on("error", reject);
    if (body !== undefined) {
      if (chunked) for (let index = 0; index < body.length; index += 4096) req.write(body.slice(index, index + 4096));
      else req.write(body);
    }
    req.end();
  });
}

const contact = {
  name: "Kari Nordmann",
  email: "kari@example.no",
  phone: "",
  subject: "Video",
  message: "Hei fra testen",
};
const json = (value: unknown) => ({
  headers: { "content-type": "application/json", accept: "application/json" },
  body: JSON.stringify(value),
});

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "fjellsyn-functions-"));
  for (const name of [
    "SMTP_URL",
    "SMTP_HOST",
    "MAILCHIMP_API_KEY",
    "MAILCHIMP_AUDIENCE_ID",
    "NETLIFY",
    "CONTEXT",
    "SITE_ID",
    "REQUIRE_MAIL_TRANSPORT",
  ]) {
    delete process.env[name];
  }
  process.env.MAIL_DIR = path.join(dataDir, "mail");
  process.env.LEADS_DIR = path.join(dataDir, "leads");
  process.env.NEWSLETTER_DIR = path.join(dataDir, "newsletter");
  server = createServer((request, response) => {
    void functions[request.url ?? ""]?.(request as GatsbyFunctionRequest, asFunctionResponse(response));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  jest.spyOn(console, "info").mockImplementation(() => undefined);
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
  jest.spyOn(console, "log").mockImplementation(() => undefined);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

describe("the Gatsby Functions on a plain Node server", () => {
  it("writes a JSON contact message into the Maildir and answers ok", async () => {
    const answer = await send("send-contact-email", json(contact));

    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ ok: true });
    expect(await readdir(path.join(dataDir, "mail", "new"))).toHaveLength(1);
  });

  it("answers a classic form post with 303 to the confirmation page", async () => {
    const answer = await send("send-contact-email", {
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      body: new URLSearchParams({ ...contact, website: "" }).toString(),
    });

    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe("/skjema/kontakt-sendt");
  });

  it("stores a newsletter signup", async () => {
    const answer = await send("mailchimp-subscribe", json({ email: "per@example.no" }));

    expect(answer.status).toBe(200);
    expect(await readdir(path.join(dataDir, "newsletter", "subscribers"))).toHaveLength(1);
  });

  it("answers GET with 405", async () => {
    const answer = await send("mailchimp-subscribe", { method: "GET" });

    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("POST");
    expect(answer.json()).toEqual({ error: copy.answers.methodNotAllowed });
  });

  it("refuses a body over the cap with 413, by its Content-Length and when it comes chunked", async () => {
    const big = JSON.stringify({ ...contact, message: "x".repeat(MAX_BODY_BYTES) });

    const declared = await send("send-contact-email", { headers: { "content-type": "application/json" }, body: big });
    const chunked = await send("send-contact-email", {
      headers: { "content-type": "application/json" },
      body: big,
      chunked: true,
    });

    expect(declared.status).toBe(413);
    expect(declared.json()).toEqual({ error: copy.answers.tooLarge });
    expect(chunked.status).toBe(413);
    expect(chunked.json()).toEqual({ error: copy.answers.tooLarge });
  });

  it("answers 15,000-deep nesting and a field with its own toString with a 4xx, never 500", async () => {
    const deep = await send("send-contact-email", {
      headers: { "content-type": "application/json" },
      body: `{"name":${'{"a":'.repeat(15_000)}1${"}".repeat(15_000)}}`,
    });
    const toString = await send("send-contact-email", json({ ...contact, name: { toString: "x" } }));

    expect(deep.status).toBe(413);
    expect(toString.status).toBe(422);
  });

  it("refuses text/plain and multipart bodies with 415", async () => {
    const text = await send("send-contact-email", { headers: { "content-type": "text/plain" }, body: "hei" });
    const multipart = await send("send-contact-email", {
      headers: { "content-type": "multipart/form-data; boundary=grense" },
      body: '--grense\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.no\r\n--grense--\r\n',
    });

    expect(text.status).toBe(415);
    expect(multipart.status).toBe(415);
  });

  it("refuses a cross-site Origin with 403", async () => {
    const answer = await send("mailchimp-subscribe", {
      ...json({ email: "per@example.no" }),
      headers: { "content-type": "application/json", origin: "https://evil.example" },
    });

    expect(answer.status).toBe(403);
  });

  it("limits one client to 5 contact messages, answering 429 with Retry-After", async () => {
    const sameClient = { "content-type": "application/json", "x-nf-client-connection-ip": "192.0.2.99" };
    const statuses: number[] = [];
    let last: Answer | undefined;
    for (let index = 0; index < 6; index += 1) {
      last = await send("send-contact-email", { headers: sameClient, body: JSON.stringify(contact) });
      statuses.push(last.status);
    }

    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(last?.headers["retry-after"])).toBeGreaterThan(590);
  });

  it("answers a filled honeypot with ok and keeps nothing", async () => {
    const before = (await readdir(path.join(dataDir, "mail", "new"))).length;

    const answer = await send("send-contact-email", json({ ...contact, website: "http://spam.example" }));

    expect(answer.status).toBe(200);
    expect(await readdir(path.join(dataDir, "mail", "new"))).toHaveLength(before);
  });

  it("answers invalid fields with 422 and the address message", async () => {
    const answer = await send("send-contact-email", json({ ...contact, email: "kari" }));

    expect(answer.status).toBe(422);
    expect(answer.json()).toEqual({
      error: copy.errors.invalidEmail,
      fields: { email: copy.errors.invalidEmail },
    });
  });
});
