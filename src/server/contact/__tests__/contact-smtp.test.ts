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

describe("contact mail over SMTP", () => {
  let sink: SmtpSink;

  beforeEach(async () => {
    sink = await startSmtpSink({ user: "fjellsyn", pass: "hemmelig passord" });
  });

  afterEach(async () => {
    await sink.close();
  });

  it("delivers one message to the agency inbox with Reply-To the visitor", async () => {
    const result = await endpointFor(sink.url)(jsonRequest(validBody));

    expect(result).toMatchObject({ status: 200, body: { ok: true } });
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail?.envelope).toEqual({ from: "no-reply@fjellsynmedia.no", to: [AGENCY] });
    expect(mail?.parsed.to).toMatchObject({ value: [{ address: AGENCY }] });
    expect(mail?.parsed.from).toMatchObject({
      value: [{ address: "no-reply@fjellsynmedia.no", name: "Fjellsyn Media" }],
    });
    expect(mail?.parsed.replyTo).toMatchObject({ value: [{ address: "kari@example.no", name: "Kari Nordmann" }] });
    expect(mail?.parsed.subject).toBe("Kontaktskjema: Ny nettside");
    expect(mail?.parsed.text).toContain("Telefon: +47 987 65 432");
    expect(mail?.parsed.text).toContain("Vi trenger hjelp med video.");
    expect(mail?.parsed.html).toBe(false);
  });

  it("never sends anything to the visitor's address", async () => {
    await endpointFor(sink.url)(jsonRequest(validBody));

    const everyRecipient = sink.received.flatMap((mail) => mail.envelope.to);
    expect(everyRecipient).not.toContain("kari@example.no");
    expect(sink.received[0]?.parsed.cc).toBeUndefined();
    expect(sink.received[0]?.parsed.bcc).toBeUndefined();
  });

  it("sends what was typed as plain text, never as markup, with Norwegian letters intact", async () => {
    const result = await endpointFor(sink.url)(
      jsonRequest({
        name: `<b>Ærlig</b> & "Øystein"`,
        email: "oystein@blåbær.no",
        subject: "<script>alert('å')</script>",
        message: "<img src=x onerror=alert(1)>\nLinje to & mer",
      }),
    );

    expect(result.status).toBe(200);
    const [mail] = sink.received;
    expect(mail?.parsed.html).toBe(false);
    expect(mail?.parsed.subject).toBe("Kontaktskjema: <script>alert('å')</script>");
    expect(mail?.parsed.text).toContain('Navn: <b>Ærlig</b> & "Øystein"');
    expect(mail?.parsed.text).toContain("<img src=x onerror=alert(1)>\nLinje to & mer");
  });

  it("rejects a subject with a line break and sends nothing", async () => {
    const result = await endpointFor(sink.url)(jsonRequest({ ...validBody, subject: "Hei\r\nBcc: offer@example.com" }));

    expect(result.status).toBe(422);
    expect(result.body).toEqual({
      error: copy.errors.lineBreak,
      fields: { subject: copy.errors.lineBreak },
    });
    expect(sink.received).toHaveLength(0);
  });

  it.each([
    ["a B-encoded CRLF and Bcc", `=?UTF-8?B?${Buffer.from("Hei\r\nBcc: offer@example.com").toString("base64")}?=`],
    ["a Q-encoded CRLF and Bcc", "Hei=?utf-8?q?=0D=0ABcc:_offer@example.com?="],
  ])("refuses %s in the subject with 422 and sends nothing", async (_, subject) => {
    const result = await endpointFor(sink.url)(jsonRequest({ ...validBody, subject }));

    expect(result).toMatchObject({
      status: 422,
      body: { fields: { subject: copy.errors.encodedWord } },
    });
    expect(sink.received).toHaveLength(0);
  });

  it.each([
    ["Pris =? eller ?= i teksten"],
    ["=?UTF-8?X?ikke-et-ord?="],
    ["Spørsmål om blåbær og ærfugl"],
    ["Bcc: offer@example.com"],
  ])("delivers the subject %j as one decoded line with no Bcc header", async (subject) => {
    const result = await endpointFor(sink.url)(jsonRequest({ ...validBody, subject }));

    expect(result.status).toBe(200);
    const parsed = sink.received[0]?.parsed;
    expect(parsed?.subject).toBe(`Kontaktskjema: ${subject}`);
    expect(parsed?.subject).not.toMatch(/[\r\n]/);
    expect(parsed?.headers.has("bcc")).toBe(false);
    expect(parsed?.bcc).toBeUndefined();
  });

  it("rejects a name with a line break and an e-mail that is really a list", async () => {
    const endpoint = endpointFor(sink.url);

    const name = await endpoint(jsonRequest({ ...validBody, name: "Kari\nBcc: x@example.com" }));
    const list = await endpoint(jsonRequest({ ...validBody, email: "kari@example.no, ola@example.no" }));

    expect(name.status).toBe(422);
    expect(list).toMatchObject({ status: 422, body: { error: copy.errors.invalidEmail } });
    expect(sink.received).toHaveLength(0);
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
    const started = Date.now();

    const result = await endpointFor(`smtp://127.0.0.1:${port}`, recordingLogger(), cwd)(jsonRequest(validBody));

    expect(result.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2500);
    expect(await waitingIn(cwd)).toHaveLength(1);
    for (const socket of sockets) socket.destroy();
    silent.close();
  });

  it("logs nothing the visitor typed", async () => {
    const log = recordingLogger();
    await endpointFor(sink.url, log)(jsonRequest(validBody));

    const logged = log.lines.join("\n");
    for (const value of Object.values(validBody)) expect(logged).not.toContain(value);
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
