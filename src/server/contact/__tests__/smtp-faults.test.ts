// The contact function against real SMTP servers on loopback that misbehave the ways real ones do.
import { once } from "node:events";
import { createServer, type AddressInfo, type Socket } from "node:net";
import type { SMTPServerOptions } from "smtp-server";
import { endpointsFromEnv } from "../../composition-root";
import { createMemoryIdempotencyStore } from "../../http/idempotency";
import { createMemoryRateLimitStore } from "../../http/rate-limit";
import type { ApiRequest, ApiResult } from "../../http/types";
import { startSmtpSink, type SmtpSink } from "../../../../test/support/smtp-sink";
import { fixedClock, recordingLogger } from "../../../../test/support/recording-logger";
import { contactMessages } from "../contact-endpoint";

const AGENCY = "post@fjellsynmedia.no";
const DEADLINE_MS = 1200;
/** Time the answer may take beyond the deadline: closing the connection and answering. */
const SLACK_MS = 400;
const text = contactMessages(AGENCY);

let sequence = 0;
function submission(idempotencyKey?: string): ApiRequest {
  sequence += 1;
  return {
    method: "POST",
    headers: { "content-type": "application/json", origin: "https://www.fjellsynmedia.no" },
    body: {
      name: "Kari Nordmann",
      email: "kari@example.no",
      subject: "Ny nettside",
      message: `Melding nummer ${sequence}`,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    },
    remoteAddress: "127.0.0.1",
  };
}

function contactEndpoint(url: string) {
  return endpointsFromEnv(
    { SMTP_URL: url },
    {
      contentEmail: AGENCY,
      cwd: "/nonexistent",
      clock: fixedClock(),
      log: recordingLogger(),
      rateLimitStore: createMemoryRateLimitStore(),
      idempotency: createMemoryIdempotencyStore(),
      smtpDeadlineMs: DEADLINE_MS,
    },
  ).contact;
}

const smtpError = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });
const later = (ms: number, then: () => void) => setTimeout(then, ms);

/** Messages an SMTP server kept, including those it never acknowledged. */
interface Kept {
  sink: SmtpSink;
  stored: string[];
}

async function startServer(options: Partial<SMTPServerOptions> = {}): Promise<Kept> {
  const stored: string[] = [];
  const sink = await startSmtpSink(options);
  return { sink, stored };
}

/** Sends and times one submission. */
async function timed(endpoint: (request: ApiRequest) => Promise<ApiResult>, request: ApiRequest) {
  const started = Date.now();
  const result = await endpoint(request);
  return { result, elapsed: Date.now() - started };
}

/** Every 200 must name a message the server has; an error may not (that is the point of it). */
function acknowledgedButUndelivered(results: ApiResult[], delivered: number): number {
  return Math.max(0, results.filter((result) => result.status === 200).length - delivered);
}

describe("contact delivery when the SMTP server misbehaves", () => {
  const servers: SmtpSink[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close().catch(() => undefined)));
  });
  const track = async (kept: Promise<Kept>) => {
    const value = await kept;
    servers.push(value.sink);
    return value;
  };

  it("answers a slow server 504 with Retry-After within the deadline, though no single step is too slow", async () => {
    const { sink } = await track(
      startServer({
        onConnect: (_session, callback) => later(500, callback),
        onMailFrom: (_address, _session, callback) => later(500, callback),
        onRcptTo: (_address, _session, callback) => later(500, callback),
      }),
    );

    const { result, elapsed } = await timed(contactEndpoint(sink.url), submission());

    expect(result).toMatchObject({ status: 504, headers: { "Retry-After": "30" }, body: { error: text.timeout } });
    expect(elapsed).toBeLessThan(DEADLINE_MS + SLACK_MS);
    expect(acknowledgedButUndelivered([result], sink.received.length)).toBe(0);
  });

  it("answers a server that never greets 504 within the deadline", async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    silent.listen(0, "127.0.0.1");
    await once(silent, "listening");

    const { result, elapsed } = await timed(
      contactEndpoint(`smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`),
      submission(),
    );

    expect(result).toMatchObject({ status: 504, body: { error: text.timeout } });
    expect(elapsed).toBeLessThan(DEADLINE_MS + SLACK_MS);
    for (const socket of sockets) socket.destroy();
    silent.close();
  });

  it.each([
    [
      "the recipient",
      {
        onRcptTo: (_a: unknown, _s: unknown, callback: (error?: Error) => void) =>
          callback(smtpError(451, "Try again later")),
      },
    ],
    [
      "the message",
      {
        onData: (stream: NodeJS.ReadableStream, _s: unknown, callback: (error?: Error) => void) => {
          stream.resume();
          stream.on("end", () => callback(smtpError(451, "Greylisted")));
        },
      },
    ],
  ])(
    "answers 451 to %s as temporary: 503 with Retry-After, and a retry with the same key is sent",
    async (_, options) => {
      const failing = await track(startServer(options as Partial<SMTPServerOptions>));
      const endpoint = contactEndpoint(failing.sink.url);
      const request = submission("0b9f8d0e-5c1e-4a57-9a2f-111111111111");

      const first = await endpoint(request);

      expect(first).toMatchObject({ status: 503, headers: { "Retry-After": "120" }, body: { error: text.temporary } });
      expect(failing.sink.received).toHaveLength(0);
    },
  );

  it("answers 550 as permanent: 502 and the agency address", async () => {
    const { sink } = await track(
      startServer({ onRcptTo: (_address, _session, callback) => callback(smtpError(550, "Mailbox unavailable")) }),
    );

    const { result, elapsed } = await timed(contactEndpoint(sink.url), submission());

    expect(result).toMatchObject({ status: 502, body: { error: text.unavailable } });
    expect(elapsed).toBeLessThan(DEADLINE_MS);
  });

  it("answers a server that keeps the message but never acknowledges it 504, and a retry with the key sends nothing", async () => {
    const stored: string[] = [];
    const { sink } = await track(
      startServer({
        onData(stream, _session) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          // Stored, then silence: the reply to the end of DATA never comes.
          stream.on("end", () => stored.push(Buffer.concat(chunks).toString("utf8")));
        },
      }),
    );
    const endpoint = contactEndpoint(sink.url);
    const request = submission("4a1c2d3e-0000-4000-8000-222222222222");

    const first = await timed(endpoint, request);
    const retry = await timed(endpoint, request);

    expect(first.result).toMatchObject({ status: 504, body: { error: text.unknown } });
    expect(first.elapsed).toBeLessThan(DEADLINE_MS + SLACK_MS);
    expect(retry.result).toMatchObject({ status: 504, body: { error: text.unknown } });
    expect(retry.elapsed).toBeLessThan(100);
    expect(stored).toHaveLength(1);
    expect(acknowledgedButUndelivered([first.result, retry.result], sink.received.length)).toBe(0);
  });
});

describe("a retried submission with the same idempotency key", () => {
  let sink: SmtpSink;
  afterEach(async () => {
    await sink.close();
  });

  it("is delivered once when the first answer was lost on the way back", async () => {
    sink = await startSmtpSink();
    const endpoint = contactEndpoint(sink.url);
    const request = submission("c0ffee00-1234-4abc-9def-333333333333");

    const first = await endpoint(request);
    const retry = await endpoint(request);

    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(sink.received).toHaveLength(1);
  });

  it("is delivered once when both arrive together: the second waits its turn with 409", async () => {
    sink = await startSmtpSink({ onConnect: (_session, callback) => later(200, callback) });
    const endpoint = contactEndpoint(sink.url);
    const request = submission("c0ffee00-1234-4abc-9def-444444444444");

    const results = await Promise.all([endpoint(request), endpoint(request)]);

    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(results.find((result) => result.status === 409)?.body).toEqual({ error: text.inFlight });
    expect(sink.received).toHaveLength(1);
  });

  it("is sent again after a temporary failure, and then only once", async () => {
    let refuse = true;
    sink = await startSmtpSink({
      onRcptTo: (_address, _session, callback) => callback(refuse ? smtpError(451, "Try again later") : undefined),
    });
    const endpoint = contactEndpoint(sink.url);
    const request = submission("c0ffee00-1234-4abc-9def-555555555555");

    const first = await endpoint(request);
    refuse = false;
    const second = await endpoint(request);
    const third = await endpoint(request);

    expect([first.status, second.status, third.status]).toEqual([503, 200, 200]);
    expect(sink.received).toHaveLength(1);
  });

  it("is a new message when its content differs, and a missing key never deduplicates", async () => {
    sink = await startSmtpSink();
    const endpoint = contactEndpoint(sink.url);

    await endpoint(submission("c0ffee00-1234-4abc-9def-666666666666"));
    await endpoint(submission("c0ffee00-1234-4abc-9def-666666666666"));
    const unkeyed = submission();
    await endpoint(unkeyed);
    await endpoint(unkeyed);

    expect(sink.received).toHaveLength(4);
  });

  it.each([["has spaces in it"], ["x".repeat(101)], ["æøå"]])("refuses the key %j with 422", async (key) => {
    sink = await startSmtpSink();

    const result = await contactEndpoint(sink.url)(submission(key));

    expect(result).toMatchObject({ status: 422, body: { fields: { idempotencyKey: expect.any(String) } } });
    expect(sink.received).toHaveLength(0);
  });
});
