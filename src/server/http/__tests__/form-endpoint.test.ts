import fc from "fast-check";
import { contactSchema } from "../../../form-contract/contact-schema";
import { newsletterSchema } from "../../../form-contract/newsletter-schema";
import { recordingLogger } from "../../../../test/support/recording-logger";
import { MAX_BODY_BYTES } from "../body";
import { createFormEndpoint } from "../form-endpoint";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { createRateLimiters, type RateLimiters } from "../rate-limit";
import type { ApiRequest } from "../types";
import copy from "../../../../content/forms.json";
import { tooLongMessage } from "../../../form-contract/messages";

const validContact = { name: "Kari", email: "kari@example.no", subject: "Hei", message: "En melding" };

const origins = { allowed: ["https://www.fjellsynmedia.no", "http://localhost:9000"] };

interface Setup {
  limiters?: RateLimiters;
  name?: string;
  newsletter?: boolean;
  trustForwardedFor?: boolean;
}

function setup({
  limiters = createRateLimiters(undefined),
  name = "send-contact-email",
  newsletter = false,
  trustForwardedFor = false,
}: Setup = {}) {
  const log = recordingLogger();
  const performed: unknown[] = [];
  const common = {
    rateLimiters: limiters,
    trustForwardedFor,
    log,
    origins,
    form: newsletter ? ("newsletter" as const) : ("contact" as const),
    async perform(value: unknown) {
      performed.push(value);
    },
  };
  const endpoint = newsletter
    ? createFormEndpoint({ ...common, name, schema: newsletterSchema })
    : createFormEndpoint({ ...common, name, schema: contactSchema });
  return { endpoint, log, performed };
}

function post(body: unknown, headers: Record<string, string> = {}, remoteAddress = "203.0.113.7"): ApiRequest {
  return {
    method: "POST",
    headers: { "content-type": "application/json", host: "localhost:9000", ...headers },
    body,
    remoteAddress,
  };
}

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  post(new URLSearchParams(fields).toString(), { "content-type": "application/x-www-form-urlencoded", ...headers });

describe("the checks in front of every form", () => {
  it("accepts a valid JSON submission and hands the trimmed values on", async () => {
    const { endpoint, performed } = setup();

    const result = await endpoint(post({ ...validContact, name: "  Kari  ", extra: "ignored" }));

    expect(result).toEqual({ status: 200, headers: { "Cache-Control": "no-store" }, body: { ok: true } });
    expect(performed).toEqual([{ ...validContact, name: "Kari" }]);
  });

  it("answers any other method with 405 and Allow: POST", async () => {
    const { endpoint } = setup();

    const result = await endpoint({ method: "GET", headers: {}, body: undefined });

    expect(result.status).toBe(405);
    expect(result.headers.Allow).toBe("POST");
    expect(result.body).toEqual({ error: copy.answers.methodNotAllowed });
  });

  it("refuses a body declared larger than the cap before reading it", async () => {
    const { endpoint, performed } = setup();

    const result = await endpoint(post("not even json", { "content-length": String(MAX_BODY_BYTES + 1) }));

    expect(result).toMatchObject({
      status: 413,
      body: { error: copy.answers.tooLarge },
    });
    expect(performed).toHaveLength(0);
  });

  it("measures a body that came without Content-Length", async () => {
    const { endpoint } = setup();

    const parsed = await endpoint(post({ ...validContact, message: "x".repeat(MAX_BODY_BYTES) }));
    const raw = await endpoint(
      post(Buffer.from(JSON.stringify({ ...validContact, message: "ø".repeat(MAX_BODY_BYTES / 2) }))),
    );

    expect(parsed.status).toBe(413);
    expect(raw.status).toBe(413);
  });

  it("lets a long but allowed message through to the length rule", async () => {
    const { endpoint } = setup();

    const result = await endpoint(post({ ...validContact, message: "å".repeat(5001) }));

    expect(result).toMatchObject({
      status: 422,
      body: { fields: { message: tooLongMessage(copy.contact.messageNoun, 5000) } },
    });
  });

  it.each(["text/plain", "multipart/form-data; boundary=x", "application/xml", "", "constructor", "__proto__"])(
    "refuses content type %j with 415",
    async (type) => {
      const { endpoint } = setup();

      const result = await endpoint(post("{}", { "content-type": type }));

      expect(result).toMatchObject({
        status: 415,
        body: { error: copy.answers.unsupportedType },
      });
    },
  );

  it("accepts JSON with a charset and a urlencoded form that asks for JSON", async () => {
    const { endpoint } = setup();

    const json = await endpoint(
      post(JSON.stringify(validContact), { "content-type": "application/json; charset=utf-8" }),
    );
    const urlencoded = await endpoint(form(validContact, { accept: "application/json" }));

    expect(json.status).toBe(200);
    expect(urlencoded).toMatchObject({ status: 200, body: { ok: true } });
  });

  it.each([["{not json"], ["[1,2]"], ["null"], ['"text"']])("answers 400 to the body %s", async (raw) => {
    const { endpoint } = setup();

    expect((await endpoint(post(raw))).status).toBe(400);
  });

  it("answers 422 with the first message and every field's error", async () => {
    const { endpoint } = setup();

    const result = await endpoint(post({ name: " ", email: "uten-krøllalfa", subject: "", message: "Hei" }));

    expect(result.status).toBe(422);
    expect(result.body).toEqual({
      error: copy.errors.required,
      fields: {
        name: copy.errors.required,
        email: copy.errors.invalidEmail,
        subject: copy.errors.required,
      },
    });
  });

  it("answers values of the wrong type with 422, not a crash", async () => {
    const { endpoint } = setup();

    const result = await endpoint(post({ ...validContact, name: { first: "Kari" }, message: ["a", "b"] }));

    expect(result.status).toBe(422);
  });

  describe("the honeypot", () => {
    it("answers success and does nothing when it is filled", async () => {
      const { endpoint, performed, log } = setup();

      const result = await endpoint(post({ ...validContact, website: "https://spam.example" }));

      expect(result).toMatchObject({ status: 200, body: { ok: true } });
      expect(performed).toHaveLength(0);
      expect(log.lines).toContain("info send-contact-email: honeypot filled, submission dropped");
    });

    it("sends a form post without JavaScript to the success page too", async () => {
      const { endpoint, performed } = setup();

      const result = await endpoint(form({ ...validContact, website: "x" }));

      expect(result).toMatchObject({ status: 303, headers: { Location: "/skjema/kontakt-sendt" }, body: null });
      expect(performed).toHaveLength(0);
    });

    it("lets a person through, who leaves it empty", async () => {
      const { endpoint, performed } = setup();

      await endpoint(post({ ...validContact, website: "" }));

      expect(performed).toHaveLength(1);
    });
  });

  describe("the rate limit", () => {
    it("allows 5 contact messages per 10 minutes per client, then 429 with Retry-After", async () => {
      const { endpoint } = setup();

      const statuses: number[] = [];
      for (let index = 0; index < 5; index += 1) statuses.push((await endpoint(post(validContact))).status);
      const refused = await endpoint(post(validContact));

      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers["Retry-After"])).toBeGreaterThan(590);
      expect(Number(refused.headers["Retry-After"])).toBeLessThanOrEqual(600);
      expect(refused.body).toEqual({ error: copy.answers.rateLimited });
    });

    it("lets the client in again once the window has passed", async () => {
      const perSecond = new RateLimiterMemory({ points: 1, duration: 1 });
      const { endpoint } = setup({ limiters: { contact: perSecond, newsletter: perSecond } });

      const first = await endpoint(post(validContact));
      const second = await endpoint(post(validContact));
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const third = await endpoint(post(validContact));

      expect([first.status, second.status, third.status]).toEqual([200, 429, 200]);
      expect(second.headers["Retry-After"]).toBe("1");
    });

    it("allows 10 newsletter signups per 10 minutes per client", async () => {
      const { endpoint } = setup({ name: "mailchimp-subscribe", newsletter: true });

      const statuses: number[] = [];
      for (let index = 0; index < 11; index += 1)
        statuses.push((await endpoint(post({ email: `n${index}@example.no` }))).status);

      expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    });

    it("counts each client and each endpoint on its own", async () => {
      const limiters = createRateLimiters(undefined);
      const contact = setup({ limiters }).endpoint;
      const newsletter = setup({ limiters, name: "mailchimp-subscribe", newsletter: true }).endpoint;

      for (let index = 0; index < 5; index += 1) await contact(post(validContact, {}, "198.51.100.1"));

      expect((await contact(post(validContact, {}, "198.51.100.1"))).status).toBe(429);
      expect((await contact(post(validContact, {}, "198.51.100.2"))).status).toBe(200);
      expect((await newsletter(post({ email: "a@example.no" }, {}, "198.51.100.1"))).status).toBe(200);
    });

    it("knows the client by x-nf-client-connection-ip, else by the socket, never by a forged X-Forwarded-For", async () => {
      const { endpoint } = setup();
      const forged = (index: number) => post(validContact, { "x-forwarded-for": `192.0.2.${index}` }, "10.0.0.1");

      for (let index = 0; index < 5; index += 1) await endpoint(forged(index));

      expect((await endpoint(forged(99))).status).toBe(429);
      expect(
        (await endpoint(post(validContact, { "x-nf-client-connection-ip": "192.0.2.52" }, "10.0.0.1"))).status,
      ).toBe(200);
      expect((await endpoint(post(validContact, {}, "::ffff:10.0.0.1"))).status).toBe(429);
    });

    it("reads the first X-Forwarded-For entry only when told to trust it", async () => {
      const { endpoint } = setup({ trustForwardedFor: true });
      const viaProxy = (forwarded: string) => post(validContact, { "x-forwarded-for": forwarded }, "10.0.0.1");

      for (let index = 0; index < 5; index += 1) await endpoint(viaProxy(`192.0.2.50, 10.0.0.${index}`));

      expect((await endpoint(viaProxy("192.0.2.50"))).status).toBe(429);
      expect((await endpoint(viaProxy("192.0.2.51"))).status).toBe(200);
    });

    it("treats one IPv6 /64 as one client", async () => {
      const { endpoint } = setup();

      for (let index = 1; index <= 5; index += 1) await endpoint(post(validContact, {}, `2001:db8:1:2::${index}`));

      expect((await endpoint(post(validContact, {}, "2001:db8:1:2:ffff:ffff:ffff:ffff"))).status).toBe(429);
      expect((await endpoint(post(validContact, {}, "2001:db8:1:3::1"))).status).toBe(200);
    });

    it("sends a form post without JavaScript to the too-many page, keeping Retry-After", async () => {
      const { endpoint } = setup();

      for (let index = 0; index < 5; index += 1) await endpoint(form(validContact));
      const result = await endpoint(form(validContact));

      expect(result).toMatchObject({
        status: 303,
        headers: { Location: "/skjema/for-mange-forsok", "Retry-After": "600" },
      });
    });
  });

  describe("the Origin check", () => {
    it("refuses a cross-site Origin with 403", async () => {
      const { endpoint, performed } = setup();

      const result = await endpoint(post(validContact, { origin: "https://evil.example" }));

      expect(result).toMatchObject({ status: 403, body: { error: copy.answers.crossSite } });
      expect(performed).toHaveLength(0);
    });

    it.each([["http://localhost:9000"], ["https://www.fjellsynmedia.no"]])("accepts the Origin %s", async (origin) => {
      const { endpoint } = setup();

      expect((await endpoint(post(validContact, { origin }))).status).toBe(200);
    });

    it("refuses an Origin that only matches the Host or X-Forwarded-Host the request names", async () => {
      const { endpoint } = setup();

      const result = await endpoint(
        post(validContact, {
          origin: "https://evil.example",
          host: "evil.example",
          "x-forwarded-host": "evil.example",
        }),
      );

      expect(result.status).toBe(403);
    });

    it.each([["http://www.fjellsynmedia.no"], ["https://www.fjellsynmedia.no:8443"], ["http://localhost:9001"]])(
      "refuses %s, which differs from a configured origin in scheme or port",
      async (origin) => {
        const { endpoint } = setup();

        expect((await endpoint(post(validContact, { origin }))).status).toBe(403);
      },
    );

    it("accepts a request with no Origin at all, as curl and old browsers send", async () => {
      const { endpoint } = setup();

      expect((await endpoint(post(validContact))).status).toBe(200);
    });

    it("refuses an opaque Origin and sends a form post to the refused page", async () => {
      const { endpoint } = setup();

      expect((await endpoint(post(validContact, { origin: "null" }))).status).toBe(403);
      expect(await endpoint(form(validContact, { origin: "https://evil.example" }))).toMatchObject({
        status: 303,
        headers: { Location: "/skjema/avvist" },
      });
    });
  });

  describe("a form posted without JavaScript", () => {
    it("is redirected with 303 to the confirmation page", async () => {
      const { endpoint, performed } = setup();

      const result = await endpoint(form({ ...validContact, phone: "", website: "" }));

      expect(result).toEqual({
        status: 303,
        headers: { "Cache-Control": "no-store", Location: "/skjema/kontakt-sendt" },
        body: null,
      });
      expect(performed).toEqual([{ ...validContact, phone: "" }]);
    });

    it("is redirected to the invalid page when a field is missing", async () => {
      const { endpoint } = setup();

      const result = await endpoint(form({ ...validContact, name: "" }));

      expect(result).toMatchObject({ status: 303, headers: { Location: "/skjema/kontakt-ugyldig" } });
    });
  });

  it("turns an unexpected failure into a 500 with a Norwegian message, logging no input", async () => {
    const log = recordingLogger();
    const endpoint = createFormEndpoint({
      name: "send-contact-email",
      schema: contactSchema,
      rateLimiters: createRateLimiters(undefined),
      log,
      origins: { allowed: [] },
      form: "contact" as const,
      perform: () => Promise.reject(new TypeError("boom")),
    });

    const result = await endpoint(post(validContact));

    expect(result).toMatchObject({ status: 500, body: { error: copy.answers.unexpected } });
    expect(log.lines).toEqual(["error send-contact-email: unexpected failure (TypeError: boom)"]);
  });

  it("never throws and always answers with a known status, whatever arrives", async () => {
    const unlimited = new RateLimiterMemory({ points: 1_000_000, duration: 60 });
    const { endpoint } = setup({ limiters: { contact: unlimited, newsletter: unlimited } });
    const anyHeaders = fc.record(
      {
        "content-type": fc.constantFrom(
          "application/json",
          "application/x-www-form-urlencoded",
          "text/plain",
          "application/json; charset=utf-8",
        ),
        "content-length": fc.nat({ max: 40_000 }).map(String),
        origin: fc.constantFrom("http://localhost:9000", "https://evil.example", "null", "::"),
        "x-forwarded-for": fc.oneof(fc.ipV4(), fc.ipV6(), fc.string()),
      },
      { requiredKeys: [] },
    );
    const anyBody = fc.oneof(
      fc.jsonValue(),
      fc.string(),
      fc.constant(undefined),
      fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())),
    );

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("POST", "GET", "PUT", "OPTIONS"),
        anyHeaders,
        anyBody,
        async (method, headers, body) => {
          const result = await endpoint({ method, headers, body });
          expect([200, 303, 400, 403, 405, 413, 415, 422]).toContain(result.status);
        },
      ),
      { numRuns: 300 },
    );
  });
});
