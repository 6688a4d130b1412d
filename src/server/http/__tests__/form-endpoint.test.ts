// The rules behind the form checks; the statuses the functions answer are tested on the built
// functions (test/built/functions.test.ts).
import fc from "fast-check";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { contactSchema } from "../../../form-contract/contact-schema";
import { recordingLogger } from "../../../../test/support/recording-logger";
import { bodyFormat, MAX_BODY_BYTES } from "../body";
import { checkOrigin, clientAddress, createFormEndpoint } from "../form-endpoint";
import { createRateLimiters, type RateLimiters } from "../rate-limit";
import type { ApiRequest } from "../types";
import copy from "../../../../content/forms.json";

const validContact = { name: "Kari", email: "kari@example.no", subject: "Hei", message: "En melding" };

const request = (headers: Record<string, string> = {}, remoteAddress = "203.0.113.7", body: unknown = validContact) =>
  ({ method: "POST", headers: { "content-type": "application/json", ...headers }, body, remoteAddress }) as ApiRequest;

function contactEndpoint(
  rateLimiters: RateLimiters = createRateLimiters(undefined),
  perform = () => Promise.resolve(),
) {
  const log = recordingLogger();
  const endpoint = createFormEndpoint({
    name: "send-contact-email",
    schema: contactSchema,
    rateLimiters,
    log,
    origins: { allowed: ["https://www.fjellsynmedia.no"] },
    form: "contact",
    perform,
  });
  return { endpoint, log };
}

describe("the client a rate limit counts", () => {
  it("is x-nf-client-connection-ip, else the socket's address; the first X-Forwarded-For entry only when told to trust it", () => {
    expect(clientAddress(request({ "x-nf-client-connection-ip": "192.0.2.52" }, "10.0.0.1"))).toBe("192.0.2.52");
    expect(clientAddress(request({ "x-forwarded-for": "192.0.2.9" }, "::ffff:10.0.0.1"))).toBe("10.0.0.1");
    expect(clientAddress(request({ "x-forwarded-for": "192.0.2.50, 10.0.0.3" }, "10.0.0.1"), true)).toBe("192.0.2.50");
  });

  it("is one IPv6 /64", () => {
    const of = (address: string) => clientAddress(request({}, address));
    expect(of("2001:db8:1:2::5")).toBe(of("2001:db8:1:2:ffff:ffff:ffff:ffff"));
    expect(of("2001:db8:1:2::5")).not.toBe(of("2001:db8:1:3::1"));
  });

  it("is counted per form: a client at the contact limit can still sign up", async () => {
    const limiters = createRateLimiters(undefined);
    const { endpoint } = contactEndpoint(limiters);
    for (let index = 0; index < 5; index += 1) await endpoint(request());

    expect((await endpoint(request())).status).toBe(429);
    expect((await endpoint(request({}, "203.0.113.8"))).status).toBe(200);
    await expect(limiters.newsletter.consume("203.0.113.7")).resolves.toBeDefined();
  });
});

describe("the Origin check", () => {
  const allowed = ["https://www.fjellsynmedia.no", "http://localhost:9000"];
  it.each([
    [{ origin: "https://www.fjellsynmedia.no" }, false, true],
    [{}, false, true], // as curl sends
    [{ origin: "http://www.fjellsynmedia.no" }, false, false],
    [{ origin: "https://www.fjellsynmedia.no:8443" }, false, false],
    [{ origin: "http://localhost:9001" }, false, false],
    [{ origin: "null" }, false, false],
    // The Host and X-Forwarded-Host a request names are the sender's to write.
    [{ origin: "https://evil.example", host: "evil.example", "x-forwarded-host": "evil.example" }, false, false],
    // Outside production gatsby develop picks its own port.
    [{ origin: "http://127.0.0.1:8123" }, true, true],
    [{ origin: "https://127.0.0.1:8123" }, true, false],
  ])("%j (any loopback: %s) passes: %s", (headers, allowLoopback, passes) => {
    const check = () => checkOrigin(request(headers), { allowed, allowLoopback });
    if (passes) expect(check).not.toThrow();
    else expect(check).toThrow(copy.answers.crossSite);
  });
});

it.each(["application/json; charset=utf-16", "multipart/form-data; boundary=x", "constructor", ""])(
  "reads only UTF-8 JSON and urlencoded bodies: %j is refused",
  (type) => expect(() => bodyFormat(request({ "content-type": type }))).toThrow(copy.answers.unsupportedType),
);

it("measures a body a host parsed without Content-Length against the cap", async () => {
  const { endpoint } = contactEndpoint();
  const big = { ...validContact, message: "x".repeat(MAX_BODY_BYTES) };

  expect((await endpoint(request({}, undefined, big))).status).toBe(413);
});

it("reads __proto__ and constructor keys as plain fields, never onto Object.prototype", async () => {
  const { endpoint } = contactEndpoint();
  const json = `{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},${JSON.stringify(validContact).slice(1)}`;
  const form = `__proto__[polluted]=yes&constructor[prototype][polluted]=yes&${new URLSearchParams(validContact).toString()}`;

  const answers = [
    await endpoint(request({}, undefined, json)),
    await endpoint(
      request({ "content-type": "application/x-www-form-urlencoded", accept: "application/json" }, undefined, form),
    ),
  ];

  expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

it("turns an unexpected failure into a 500 with a Norwegian message, logging no input", async () => {
  const { endpoint, log } = contactEndpoint(undefined, () => Promise.reject(new TypeError("boom")));

  expect(await endpoint(request())).toMatchObject({ status: 500, body: { error: copy.answers.unexpected } });
  expect(log.lines).toEqual(["error send-contact-email: unexpected failure (TypeError: boom)"]);
});

it("never throws and always answers with a known status, whatever arrives", async () => {
  const unlimited = new RateLimiterMemory({ points: 1_000_000, duration: 60 });
  const { endpoint } = contactEndpoint({ contact: unlimited, newsletter: unlimited });
  const anyHeaders = fc.record(
    {
      "content-type": fc.constantFrom("application/json", "application/x-www-form-urlencoded", "text/plain"),
      "content-length": fc.nat({ max: 40_000 }).map(String),
      origin: fc.constantFrom("https://www.fjellsynmedia.no", "https://evil.example", "null", "::"),
    },
    { requiredKeys: [] },
  );
  const anyBody = fc.oneof(fc.jsonValue(), fc.string(), fc.constant(undefined));

  await fc.assert(
    fc.asyncProperty(fc.constantFrom("POST", "GET"), anyHeaders, anyBody, async (method, headers, body) => {
      const result = await endpoint({ method, headers, body });
      expect([200, 303, 400, 403, 405, 413, 415, 422]).toContain(result.status);
    }),
    { numRuns: 200 },
  );
});
