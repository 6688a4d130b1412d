// Delivery itself is tested on the built function (test/built/functions.test.ts); here, what a
// failing or missing SMTP server leaves, and the settings that name one.
import { once } from "node:events";
import { createServer, type AddressInfo, type Socket } from "node:net";
import path from "node:path";
import { endpointsFromEnv, type Env } from "../../composition-root";
import { createRateLimiters } from "../../http/rate-limit";
import type { ApiRequest } from "../../http/types";
import { fileLeadStore, isWaiting } from "../../leads/lead-store";
import { startSmtpSink } from "../../../../test/support/smtp-sink";
import { fixedClock, recordingLogger } from "../../../../test/support/recording-logger";
import { scratchDir } from "../../../../test/support/scratch";
import copy from "../../../../content/forms.json";
import { withAgencyEmail } from "../../../form-contract/messages";

const validBody = {
  name: "Kari Nordmann",
  email: "kari@example.no",
  phone: "+47 987 65 432",
  subject: "Ny nettside",
  message: "Hei!\nVi trenger hjelp med video.",
};

const request = (body: unknown): ApiRequest => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body,
  remoteAddress: "127.0.0.1",
});

function contactEndpoint(env: Env, cwd = scratchDir()) {
  const log = recordingLogger();
  const context = { contentEmail: "post@fjellsynmedia.no", cwd, clock: fixedClock(), log, smtpDeadlineMs: 1500 };
  const { contact } = endpointsFromEnv(env, { ...context, rateLimiters: createRateLimiters(undefined) });
  /** The keys of the leads waiting in the endpoint's store. */
  const waiting = async () =>
    (await fileLeadStore(path.join(cwd, ".data", "leads")).all())
      .filter((entry) => entry && isWaiting(entry.lead))
      .map((entry) => entry?.lead.key);
  return { contact, log, waiting };
}

it("answers 200 and keeps the message for the sweep when the server refuses the recipient, logging nothing typed", async () => {
  const sink = await startSmtpSink({
    onRcptTo(_address, _session, callback) {
      callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
    },
  });
  const { contact, log, waiting } = contactEndpoint({ SMTP_URL: sink.url });

  const result = await contact(request({ ...validBody, idempotencyKey: "avvist-1" }));
  await sink.close();

  expect(result).toMatchObject({ status: 200, body: { ok: true } });
  expect(await waiting()).toEqual(["avvist-1"]);
  expect(log.lines.join("\n")).toMatch(/avvist-1 kept for the sweep \(.*SMTP delivery failed \(EENVELOPE 550/);
  for (const value of Object.values(validBody)) expect(log.lines.join("\n")).not.toContain(value);
});

it("answers 200 within its deadline when the server never greets, the message kept", async () => {
  const sockets: Socket[] = [];
  const silent = createServer((socket) => sockets.push(socket)).listen(0, "127.0.0.1");
  await once(silent, "listening");
  const { contact, waiting } = contactEndpoint({
    SMTP_URL: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`,
  });

  // Within jest's own timeout: without a deadline the answer would wait for SMTP's 30 s greeting timeout.
  const result = await contact(request(validBody));

  expect(result.status).toBe(200);
  expect(await waiting()).toHaveLength(1);
  for (const socket of sockets) socket.destroy();
  silent.close();
});

it("refuses with 503 on a production host without a transport, and logs what to set", async () => {
  const { contact, log } = contactEndpoint({ NODE_ENV: "production", NETLIFY: "true" });

  const result = await contact(request(validBody));

  expect(result).toEqual(
    expect.objectContaining({
      status: 503,
      body: { error: withAgencyEmail(copy.contactAnswers.unavailable, "post@fjellsynmedia.no") },
    }),
  );
  expect(log.lines.some((line) => line.startsWith("warn") && line.includes("set SMTP_URL"))).toBe(true);
});

it("uses the SMTP_HOST family of settings when there is no SMTP_URL", async () => {
  const sink = await startSmtpSink({ user: "u", pass: "p" });
  const env = { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(sink.port), SMTP_USER: "u", SMTP_PASS: "p" };
  const { contact } = contactEndpoint({ ...env, CONTACT_TO: "innboks@example.no" });

  const result = await contact(request(validBody));
  await sink.close();

  expect(result.status).toBe(200);
  expect(sink.received[0]?.envelope.to).toEqual(["innboks@example.no"]);
});
