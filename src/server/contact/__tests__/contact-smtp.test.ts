import { once } from "node:events";
import { createServer, type AddressInfo, type Socket } from "node:net";
import { endpointsFromEnv } from "../../composition-root";
import { createRateLimiters } from "../../http/rate-limit";
import type { ApiRequest } from "../../http/types";
import { startSmtpSink, type SmtpSink } from "../../../../test/support/smtp-sink";
import { fixedClock, recordingLogger } from "../../../../test/support/recording-logger";
import path from "node:path";
import { fileLeadStore, isWaiting } from "../../leads/lead-store";
import copy from "../../../../content/forms.json";
import { withAgencyEmail } from "../../../form-contract/messages";
import { scratchDir } from "../../../../test/support/scratch";

const AGENCY = "post@fjellsynmedia.no";

const validBody = {
  name: "Kari Nordmann",
  email: "kari@example.no",
  phone: "+47 987 65 432",
  subject: "Ny nettside",
  message: "Hei!\nVi trenger hjelp med video.",
};

function jsonRequest(body: unknown): ApiRequest {
  return {
    method: "POST",
    headers: { "content-type": "application/json", origin: "https://www.fjellsynmedia.no" },
    body,
    remoteAddress: "127.0.0.1",
  };
}

function endpointFor(url: string, log = recordingLogger(), cwd = scratchDir()) {
  return endpointsFromEnv(
    { SMTP_URL: url, CONTACT_FROM: "Fjellsyn Media <no-reply@fjellsynmedia.no>" },
    {
      contentEmail: AGENCY,
      cwd,
      clock: fixedClock(),
      log,
      rateLimiters: createRateLimiters(undefined),
      smtpDeadlineMs: 1500,
    },
  ).contact;
}

// Delivery itself is tested on the built function (test/built/functions.test.ts); here, what a failing server leaves.
describe("contact mail when the SMTP server fails", () => {
  let sink: SmtpSink;

  beforeEach(async () => {
    sink = await startSmtpSink({ user: "fjellsyn", pass: "hemmelig passord" });
  });

  afterEach(async () => {
    await sink.close();
  });

  /** The keys of the leads waiting in the store of the endpoint's directory. */
  const waitingIn = async (cwd: string) => {
    const store = fileLeadStore(path.join(cwd, ".data", "leads"));
    const entries = await store.all();
    return entries.filter((entry) => entry && isWaiting(entry.lead)).map((entry) => entry?.lead.key);
  };

  it("answers 200 and keeps the message for the sweep when the server refuses the recipient", async () => {
    await sink.close();
    sink = await startSmtpSink({
      onRcptTo(_address, _session, callback) {
        const error = new Error("Mailbox unavailable") as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
      },
    });
    const log = recordingLogger();
    const cwd = scratchDir();

    const result = await endpointFor(sink.url, log, cwd)(jsonRequest({ ...validBody, idempotencyKey: "avvist-1" }));

    expect(result).toMatchObject({ status: 200, body: { ok: true } });
    expect(sink.received).toHaveLength(0);
    expect(await waitingIn(cwd)).toEqual(["avvist-1"]);
    expect(log.lines.join("\n")).toMatch(/avvist-1 kept for the sweep \(.*SMTP delivery failed \(EENVELOPE 550/);
    for (const value of Object.values(validBody)) expect(log.lines.join("\n")).not.toContain(value);
  });

  it("keeps the message when the password is wrong or the server is gone", async () => {
    const cwd = scratchDir();
    const wrong = await endpointFor(
      sink.url.replace("hemmelig", "feil"),
      recordingLogger(),
      cwd,
    )(jsonRequest(validBody));
    const url = sink.url;
    await sink.close();
    const gone = await endpointFor(url, recordingLogger(), cwd)(jsonRequest(validBody));

    expect([wrong.status, gone.status]).toEqual([200, 200]);
    expect(await waitingIn(cwd)).toHaveLength(2);
  });

  it("answers 200 within its deadline when the server never greets, the message kept", async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    silent.listen(0, "127.0.0.1");
    await once(silent, "listening");
    const { port } = silent.address() as AddressInfo;
    const cwd = scratchDir();

    // Within jest's own timeout: without a deadline the answer would wait for SMTP's 30 s greeting timeout.
    const result = await endpointFor(`smtp://127.0.0.1:${port}`, recordingLogger(), cwd)(jsonRequest(validBody));

    expect(result.status).toBe(200);
    expect(await waitingIn(cwd)).toHaveLength(1);
    for (const socket of sockets) socket.destroy();
    silent.close();
  });
});

describe("contact mail without a transport", () => {
  it("refuses with 503 on a production host and logs what to set", async () => {
    const log = recordingLogger();
    const { contact } = endpointsFromEnv(
      { NODE_ENV: "production", NETLIFY: "true" },
      {
        contentEmail: AGENCY,
        cwd: scratchDir(),
        clock: fixedClock(),
        log,
        rateLimiters: createRateLimiters(undefined),
      },
    );

    const result = await contact(jsonRequest(validBody));

    expect(result.status).toBe(503);
    expect(result.body).toEqual({
      error: withAgencyEmail(copy.contactAnswers.unavailable, "post@fjellsynmedia.no"),
    });
    expect(log.lines.some((line) => line.startsWith("warn") && line.includes("set SMTP_URL"))).toBe(true);
  });

  it("uses the SMTP_HOST family of settings when there is no SMTP_URL", async () => {
    const sink = await startSmtpSink({ user: "u", pass: "p" });
    const { contact } = endpointsFromEnv(
      {
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(sink.port),
        SMTP_USER: "u",
        SMTP_PASS: "p",
        CONTACT_TO: "innboks@example.no",
      },
      {
        contentEmail: AGENCY,
        cwd: scratchDir(),
        clock: fixedClock(),
        log: recordingLogger(),
        rateLimiters: createRateLimiters(undefined),
      },
    );

    const result = await contact(jsonRequest(validBody));

    expect(result.status).toBe(200);
    expect(sink.received[0]?.envelope.to).toEqual(["innboks@example.no"]);
    await sink.close();
  });
});
