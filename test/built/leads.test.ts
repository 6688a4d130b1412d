// The lead store where it runs: the built contact function as Netlify runs it, keeping leads in
// Netlify Blobs (Netlify's own local Blobs server, reached through the credentials in the function's
// event), and the scheduled function's sweep delivering them once SMTP is back.
// Needs a build with the adapter on: NETLIFY=true NETLIFY_LOCAL=true npx gatsby build (npm test makes one).
import net from "node:net";
import deliverLeads, { config } from "../../netlify/functions/deliver-leads";
import {
  loopbackClients,
  post,
  requireNetlifyBuild,
  startBlobsServer,
  startFunctionHost,
  type FunctionHost,
} from "../support/servers";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";

requireNetlifyBuild();
jest.setTimeout(60_000);

const newClient = loopbackClients(7);
const contact = { name: "Kari Nordmann", email: "kari@example.no", subject: "Video", message: "Hei" };

describe("leads kept in Netlify Blobs by the built contact function", () => {
  let blobs: Awaited<ReturnType<typeof startBlobsServer>>;
  let smtpPort: number;
  let smtp: SmtpSink | undefined;
  let host: FunctionHost;
  const contactUrl = () => `${host.url}/api/send-contact-email`;

  /** One run of Netlify's scheduled function, with the Blobs context Netlify gives a function's environment. */
  async function scheduledSweep() {
    const context = { edgeURL: blobs.url, siteID: "fjellsyn-test", token: blobs.token, deployID: "test-deploy" };
    const saved = { ...process.env };
    Object.assign(process.env, {
      NETLIFY_BLOBS_CONTEXT: Buffer.from(JSON.stringify(context)).toString("base64"),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    });
    try {
      return (await (await deliverLeads()).json()) as { delivered: number; waiting: number };
    } finally {
      process.env = saved;
    }
  }

  beforeAll(async () => {
    blobs = await startBlobsServer();
    // A port where no SMTP server listens yet: the mail server is down.
    const probe = await startSmtpSink();
    smtpPort = probe.port;
    await probe.close();
    host = await startFunctionHost({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` }, [
      "--blobs-url",
      blobs.url,
      "--blobs-token",
      blobs.token,
    ]);
  });

  afterAll(async () => {
    await host?.stop();
    await smtp?.close();
    await blobs?.stop();
  });

  it("answers 200 while SMTP is down, delivers each lead once when it is back, and a retry key twice is one mail", async () => {
    const keyed = JSON.stringify({ ...contact, subject: "Med nøkkel", idempotencyKey: "built-lead-retry-1" });
    const whileDown = [
      await post(contactUrl(), keyed, { client: newClient() }),
      await post(contactUrl(), keyed, { client: newClient() }),
      await post(contactUrl(), JSON.stringify({ ...contact, subject: "Uten nøkkel" }), { client: newClient() }),
    ];
    expect(whileDown.map((answer) => [answer.status, answer.text])).toEqual(Array(3).fill([200, '{"ok":true}']));
    expect(host.output()).toMatch(
      /built-lead-retry-1 kept for the sweep \(MailDeliveryError: SMTP delivery failed \(ESOCKET\)\)/,
    );
    expect(host.output()).not.toContain("kari@example.no");
    const warnings = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await scheduledSweep()).toEqual({ delivered: 0, waiting: 2 });
    const logged = warnings.mock.calls.map((call) => String(call[0]));
    warnings.mockRestore();
    expect(logged).toEqual([
      expect.stringMatching(/^leads: built-lead-retry-1 waiting for 0 min after 2 attempts \(.*ESOCKET/),
      expect.stringMatching(/^leads: [0-9a-f-]{36} waiting for 0 min after 1 attempts \(.*ESOCKET/),
    ]);

    smtp = await startSmtpSink({ port: smtpPort });
    // One after the other: the local Blobs server checks If-Match before it reads the body, so two
    // writes at once can both pass there (Netlify's own store does not); concurrent sweeps are tested
    // on the file store (src/server/leads/__tests__/sweep.test.ts).
    const sweeps = [await scheduledSweep(), await scheduledSweep()];

    expect(sweeps).toEqual([
      { delivered: 2, waiting: 0 },
      { delivered: 0, waiting: 0 },
    ]);
    expect(smtp.received.map((mail) => mail.parsed.subject).sort()).toEqual([
      "Kontaktskjema: Med nøkkel",
      "Kontaktskjema: Uten nøkkel",
    ]);
    const keyedMail = smtp.received.find((mail) => mail.parsed.subject === "Kontaktskjema: Med nøkkel");
    expect(keyedMail?.parsed.messageId).toBe("<built-lead-retry-1@fjellsynmedia.no>");

    const lateRetry = await post(contactUrl(), keyed, { client: newClient() });
    expect(lateRetry.status).toBe(200);
    expect(await scheduledSweep()).toEqual({ delivered: 0, waiting: 0 });
    expect(smtp.received).toHaveLength(2);
  });

  it("is swept by a function Netlify runs every five minutes", () => {
    expect(config).toEqual({ schedule: "*/5 * * * *" });
  });

  it("answers at the first try's deadline while SMTP hangs, and the sweep delivers that lead once", async () => {
    await smtp?.close();
    smtp = undefined;
    // Takes the connection and never says a word, as a hung mail server does.
    const sockets = new Set<net.Socket>();
    const hung = net.createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => hung.listen(smtpPort, "127.0.0.1", resolve));
    try {
      const body = JSON.stringify({ ...contact, subject: "Mens SMTP henger", idempotencyKey: "built-lead-hung-1" });
      const answer = await post(contactUrl(), body, { client: newClient() });

      expect([answer.status, answer.text]).toEqual([200, '{"ok":true}']);
      expect(host.output()).toMatch(/built-lead-hung-1 kept for the sweep \(.*EDEADLINE after 2000 ms/);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => hung.close(resolve));
    }
    smtp = await startSmtpSink({ port: smtpPort });
    expect(await scheduledSweep()).toEqual({ delivered: 1, waiting: 0 });
    expect(await scheduledSweep()).toEqual({ delivered: 0, waiting: 0 });
    expect(smtp.received.map((mail) => mail.parsed.subject)).toEqual(["Kontaktskjema: Mens SMTP henger"]);
  });
});
