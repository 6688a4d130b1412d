// Bodies that reach a plain node:http server (the bench, any host without Gatsby's parsers) unparsed.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { contactSchema } from "../../../form-contract/contact-schema";
import { recordingLogger } from "../../../../test/support/recording-logger";
import { MAX_BODY_BYTES } from "../body";
import { createFormEndpoint } from "../form-endpoint";
import { answer, toApiRequest } from "../node-adapter";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { rawRequest } from "../../../../test/support/raw-request";
import copy from "../../../../content/forms.json";

let server: http.Server;
let port: number;
/** Bytes the server had read from the socket when it answered. */
let bytesReadAtAnswer = 0;

const roomy = new RateLimiterMemory({ points: 1000, duration: 60 });

beforeAll(async () => {
  const endpoint = createFormEndpoint({
    name: "send-contact-email",
    schema: contactSchema,
    rateLimiters: { contact: roomy, newsletter: roomy },
    log: recordingLogger(),
    origins: { allowed: [] },
    form: "contact",
    perform: () => Promise.resolve(),
  });
  server = http.createServer((request, response) => {
    const res = Object.assign(response, {
      status: (code: number) => (response.statusCode = code),
      json: (body: unknown) => {
        bytesReadAtAnswer = request.socket.bytesRead;
        response.setHeader("content-type", "application/json; charset=utf-8");
        response.end(JSON.stringify(body));
      },
    });
    const handle = () => void answer(res, "test", () => endpoint(toApiRequest(request)));
    // /dropped: a host's body parser (Gatsby's wrapper runs body-parser) read the body, failed and kept nothing.
    if (request.url === "/dropped") request.resume().once("end", handle);
    else handle();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// The server may close while we are still sending: that is the point of some tests.
async function send(headers: Record<string, string>, write: (request: http.ClientRequest) => void, path = "/") {
  const options = { host: "127.0.0.1", port, method: "POST", path, headers };
  const { text, ...answer } = await rawRequest(options, write, { closeWhileSending: true });
  return { ...answer, body: JSON.parse(text) as unknown };
}

const valid = JSON.stringify({ name: "Kari", email: "kari@example.no", subject: "Hei", message: "En melding" });

describe("a body read by the functions themselves", () => {
  it("is accepted when valid, chunked or not", async () => {
    const plain = await send({ "content-type": "application/json" }, (request) => request.end(valid));
    const chunked = await send({ "content-type": "application/json", "transfer-encoding": "chunked" }, (request) => {
      request.write(valid.slice(0, 10));
      request.end(valid.slice(10));
    });

    expect([plain.status, chunked.status]).toEqual([200, 200]);
  });

  it("stops at the limit when a chunked upload has no Content-Length, answers 413 and closes", async () => {
    const megabyte = Buffer.alloc(1024 * 1024, "a");
    const result = await send({ "content-type": "application/json", "transfer-encoding": "chunked" }, (request) => {
      let sent = 0;
      let answered = false;
      request.on("response", () => (answered = true));
      const more = () => {
        while (!answered && sent < 50 && request.write(megabyte)) sent += 1;
        if (answered || sent >= 50) request.end();
        else request.once("drain", more);
      };
      more();
    });

    expect(result).toMatchObject({
      status: 413,
      headers: { connection: "close" },
      body: { error: copy.answers.tooLarge },
    });
    // What the socket delivered in a few reads past the limit, not the 50 MB that was on offer.
    expect(bytesReadAtAnswer).toBeLessThan(MAX_BODY_BYTES + 512 * 1024);
  });

  it.each([
    ["application/json; charset=utf-16"],
    ["application/json; charset=iso-8859-1"],
    ['application/x-www-form-urlencoded; charset="shift_jis"'],
    ["multipart/form-data; boundary=x"],
  ])("refuses %s with 415 and the Norwegian JSON error", async (type) => {
    const result = await send({ "content-type": type }, (request) => request.end(valid));

    expect(result).toEqual({
      status: 415,
      headers: expect.anything(),
      body: { error: copy.answers.unsupportedType },
    });
  });

  it("answers deep nesting with 422 within the cap and 413 beyond it, never 500", async () => {
    const deep = `{"name":${"[".repeat(5000)}${"]".repeat(5000)}}`;
    const deepObject = `{"name":${'{"a":'.repeat(5000)}1${"}".repeat(5000)}}`;
    const deeperObject = `{"name":${'{"a":'.repeat(15_000)}1${"}".repeat(15_000)}}`;

    const array = await send({ "content-type": "application/json" }, (request) => request.end(deep));
    const object = await send({ "content-type": "application/json" }, (request) => request.end(deepObject));
    const deeper = await send({ "content-type": "application/json" }, (request) => request.end(deeperObject));

    expect(deeperObject.length).toBeGreaterThan(MAX_BODY_BYTES);
    expect([array.status, object.status, deeper.status]).toEqual([422, 422, 413]);
  });

  it("answers a field that is an object with its own toString with 422", async () => {
    const result = await send({ "content-type": "application/json" }, (request) =>
      request.end('{"name":{"toString":"x"},"email":"kari@example.no","subject":"Hei","message":"Hei"}'),
    );

    expect(result).toMatchObject({ status: 422, body: { fields: { name: copy.errors.invalidValue } } });
  });
});

describe("a body a host's parser read and dropped", () => {
  it("is 400 when it had a Content-Length (it was malformed) and 413 when it came chunked (it was too large)", async () => {
    const malformed = await send(
      { "content-type": "application/json" },
      (request) => request.end('{"name":'),
      "/dropped",
    );
    const chunked = await send(
      { "content-type": "application/json", "transfer-encoding": "chunked" },
      (request) => request.end(valid),
      "/dropped",
    );

    expect(malformed).toMatchObject({ status: 400, body: { error: copy.answers.badBody } });
    expect(chunked).toMatchObject({
      status: 413,
      body: { error: copy.answers.tooLarge },
    });
  });
});
