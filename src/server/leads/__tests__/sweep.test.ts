// The lead store and its sweep through what uses them: the contact endpoint posts, the sweep delivers,
// with the file store under a scratch directory and a real SMTP server on loopback.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { deliveryFrom, endpointsFromEnv, type Env } from "../../composition-root";
import { contactMessages } from "../../contact/contact-endpoint";
import { createRateLimiters } from "../../http/rate-limit";
import type { ApiRequest } from "../../http/types";
import { fileLeadStore } from "../lead-store";
import { CLAIM_MS, DELIVERED_KEPT_MS, sweep } from "../sweep";
import { fixedClock, recordingLogger } from "../../../../test/support/recording-logger";
import { scratchDir } from "../../../../test/support/scratch";
import { startSmtpSink, type SmtpSink } from "../../../../test/support/smtp-sink";

const AGENCY = "post@fjellsynmedia.no";
const message = { name: "Kari Nordmann", email: "kari@example.no", subject: "Hei", message: "En melding" };
const post = (body: unknown, client = "192.0.2.1"): ApiRequest => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body,
  remoteAddress: client,
});

let smtp: SmtpSink;
let downUrl: string;

beforeEach(async () => {
  smtp = await startSmtpSink();
  const probe = await startSmtpSink();
  downUrl = probe.url;
  await probe.close();
});
afterEach(() => smtp.close());

/** A site in a scratch directory: its contact endpoint, and its sweep, mailing to `url`. */
function site(url: string, cwd = scratchDir(), clock = fixedClock(), log = recordingLogger()) {
  const env: Env = { SMTP_URL: url };
  const context = { contentEmail: AGENCY, cwd, clock, log, smtpDeadlineMs: 1500 };
  const { contact } = endpointsFromEnv(env, { ...context, rateLimiters: createRateLimiters(undefined) });
  return {
    contact,
    sweep: () => sweep(deliveryFrom(env, context)()),
    store: fileLeadStore(path.join(cwd, ".data", "leads")),
    cwd,
    clock,
    log,
  };
}

describe("the lead sweep", () => {
  /** Three messages posted while SMTP is down, a second apart; then the same site with SMTP up. */
  async function waitedThroughAnOutage() {
    const down = site(downUrl);
    for (const [index, subject] of ["Første", "Andre", "Tredje"].entries()) {
      down.clock.advance(1000);
      const answer = await down.contact(
        post({ ...message, subject, idempotencyKey: `k-${index}` }, `192.0.2.${index}`),
      );
      expect(answer.status).toBe(200);
    }
    return site(smtp.url, down.cwd, down.clock);
  }

  it("delivers what waited while SMTP was down, oldest first", async () => {
    const up = await waitedThroughAnOutage();

    expect(await up.sweep()).toEqual({ delivered: 3, waiting: 0 });
    expect(smtp.received.map((mail) => mail.parsed.subject)).toEqual([
      "Kontaktskjema: Første",
      "Kontaktskjema: Andre",
      "Kontaktskjema: Tredje",
    ]);
    expect(await up.sweep()).toEqual({ delivered: 0, waiting: 0 });
  });

  it("sends each lead once however many sweeps run at the same time", async () => {
    const up = await waitedThroughAnOutage();

    const results = await Promise.all([up.sweep(), up.sweep(), up.sweep(), up.sweep()]);

    expect(results.reduce((sum, result) => sum + result.delivered, 0)).toBe(3);
    expect(smtp.received.map((mail) => mail.parsed.messageId).sort()).toEqual([
      "<k-0@fjellsynmedia.no>",
      "<k-1@fjellsynmedia.no>",
      "<k-2@fjellsynmedia.no>",
    ]);
  });

  it("frees a lead whose delivery failed while other sweeps ran, for the next sweep to send at once", async () => {
    const down = site(downUrl);
    let posting = true;
    const busy = Array.from({ length: 3 }, async () => {
      while (posting) await down.sweep();
    });
    for (const index of [1, 2, 3]) {
      expect((await down.contact(post({ ...message, idempotencyKey: `travel-${index}` }))).status).toBe(200);
    }
    posting = false;
    await Promise.all(busy);

    // Every claim was given back, none left to lapse after a minute.
    const claims = (await down.store.all()).map(({ lead }) => ("claimedUntil" in lead ? lead.claimedUntil : -1));
    expect(claims).toEqual([0, 0, 0]);
    expect(await site(smtp.url, down.cwd, down.clock).sweep()).toEqual({ delivered: 3, waiting: 0 });
  });

  it("takes over a claim whose sweep died, after it lapses", async () => {
    const down = site(downUrl);
    await down.contact(post({ ...message, idempotencyKey: "forlatt" }));
    const [entry] = await down.store.all();
    if (!entry || !("input" in entry.lead)) throw new Error("the lead was not kept");
    await down.store.replace({ ...entry.lead, claimedUntil: down.clock.now() + CLAIM_MS }, entry.version);
    const up = site(smtp.url, down.cwd, down.clock);

    expect(await up.sweep()).toEqual({ delivered: 0, waiting: 1 });
    down.clock.advance(CLAIM_MS + 1);
    expect(await up.sweep()).toEqual({ delivered: 1, waiting: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it("keeps only the key and time of a delivered lead, and forgets them after a day", async () => {
    const { contact, store, clock, sweep: run } = site(smtp.url);
    await contact(post({ ...message, idempotencyKey: "levert" }));

    expect((await store.all()).map((entry) => entry.lead)).toEqual([{ key: "levert", deliveredAt: clock.now() }]);
    clock.advance(DELIVERED_KEPT_MS + 1);
    await run();
    expect(await store.all()).toEqual([]);
  });

  it("answers 503 with the agency's address, and the text kept, only when the store cannot take the lead", async () => {
    const cwd = scratchDir();
    // A file where the store's directory should be: nothing can be written there, not even by root.
    await writeFile(path.join(cwd, ".data"), "");
    const { contact, log } = site(smtp.url, cwd);

    const answer = await contact(post(message));

    expect(answer).toMatchObject({ status: 503, body: { error: contactMessages(AGENCY).unavailable } });
    expect(log.lines.join("\n")).toMatch(/could not keep a lead/);
    expect(smtp.received).toHaveLength(0);
  });
});
