// Bodies that reach a plain node:http server (the local server, any host without Gatsby's parsers) unparsed.
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

describe("a body the function reads itself", () => {
  it("is read while valid, and a chunked upload past the cap is stopped there: 413 and the connection closed", async () => {
    const valid = JSON.stringify({ name: "Kari", email: "kari@example.no", subject: "Hei", message: "En melding" });
    const megabyte = Buffer.alloc(1024 * 1024, "a");

    const accepted = await send({ "content-type": "application/json", "transfer-encoding": "chunked" }, (request) =>
      request.end(valid),
    );
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

    expect(accepted.status).toBe(200);
    expect(result).toMatchObject({
      status: 413,
      headers: { connection: "close" },
      body: { error: copy.answers.tooLarge },
    });
    // What the socket delivered in a few reads past the limit, not the 50 MB that was on offer.
    expect(bytesReadAtAnswer).toBeLessThan(MAX_BODY_BYTES + 512 * 1024);
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
      (request) => request.end("{}"),
      "/dropped",
    );

    expect(malformed).toMatchObject({ status: 400, body: { error: copy.answers.badBody } });
    expect(chunked).toMatchObject({
      status: 413,
      body: { error: copy.answers.tooLarge },
    });
  });
});
