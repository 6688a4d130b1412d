// The functions a build ships, run as Netlify runs them (test/support/netlify-functions.mjs loads the
// handlers gatsby-adapter-netlify packaged around the compiled bundles in .cache/functions) with REDIS_URL
// set to a real redis-server, SMTP to a real loopback server and Mailchimp to its loopback stand-in.
// Needs a build with the adapter on: NETLIFY=true NETLIFY_LOCAL=true npx gatsby build (npm test makes one).
import { FAKE_API_KEY, FAKE_AUDIENCE, startMailchimpFake, type MailchimpFake } from "../support/mailchimp-fake";
import { startRedisServer, type RedisServer } from "../support/redis-server";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { MAX_BODY_BYTES } from "../../src/server/http/body";
import { rateLimits } from "../../src/server/http/rate-limit";
import {
  describeWithBuiltFunctionsAndRedis,
  loopbackClients,
  post,
  startFunctionHost,
  type FunctionHost,
} from "../support/function-host";
import { scratchDir } from "../support/scratch";
import { worstForForm, worstForJson } from "../support/worst-case";
import copy from "../../content/forms.json";

const describeWithRedis = describeWithBuiltFunctionsAndRedis();
jest.setTimeout(60_000);

const newClient = loopbackClients(1);

const contact = { name: "Kari Nordmann", email: "kari@example.no", phone: "", subject: "Video", message: "Hei" };
const asForm = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  type: "application/x-www-form-urlencoded",
  accept: "text/html",
});

describeWithRedis("the built functions as Netlify runs them, with REDIS_URL", () => {
  let redis: RedisServer;
  let smtp: SmtpSink;
  let mailchimp: MailchimpFake;
  const hosts: FunctionHost[] = [];
  let first: FunctionHost;
  let second: FunctionHost;
  const contactUrl = (host: FunctionHost) => `${host.url}/api/send-contact-email`;
  const newsletterUrl = (host: FunctionHost) => `${host.url}/api/mailchimp-subscribe`;

  const leadsDir = scratchDir();

  /** One more function instance, sharing the Redis, the SMTP server, Mailchimp and the lead store. */
  async function instance(): Promise<FunctionHost> {
    const host = await startFunctionHost({
      LEADS_DIR: leadsDir,
      REDIS_URL: redis.url,
      SMTP_URL: smtp.url,
      MAILCHIMP_API_KEY: FAKE_API_KEY,
      MAILCHIMP_AUDIENCE_ID: FAKE_AUDIENCE,
      MAILCHIMP_API_URL: mailchimp.apiUrl,
    });
    hosts.push(host);
    return host;
  }

  beforeAll(async () => {
    [redis, smtp, mailchimp] = await Promise.all([startRedisServer(), startSmtpSink(), startMailchimpFake()]);
    [first, second] = await Promise.all([instance(), instance()]);
  });

  afterAll(async () => {
    await Promise.all(hosts.map((host) => host.stop()));
    await Promise.all([redis?.stop(), smtp?.close(), mailchimp?.close()]);
  });

  it("delivers a contact message by SMTP", async () => {
    const answer = await post(contactUrl(first), JSON.stringify({ ...contact, subject: "Levert" }), {
      client: newClient(),
    });

    expect({ status: answer.status, body: answer.text }).toEqual({ status: 200, body: '{"ok":true}' });
    const mail = smtp.received.find((received) => received.parsed.subject === "Kontaktskjema: Levert");
    expect(mail?.envelope.to).toEqual(["post@fjellsynmedia.no"]);
    expect(first.output()).not.toMatch(/unexpected failure|not a constructor|redis: unavailable/);
  });

  it("answers the 6th contact post from one client with 429 and Retry-After", async () => {
    const client = newClient();
    const answers = [];
    for (let index = 0; index < rateLimits.contact.points + 1; index += 1) {
      answers.push(await post(contactUrl(first), JSON.stringify({ ...contact, message: `Nr. ${index}` }), { client }));
    }

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(answers[5]?.headers["retry-after"])).toBeGreaterThan(590);
  });

  it("counts one client's posts across two instances: exactly 5 of 30 are delivered", async () => {
    const client = newClient();
    const before = smtp.received.length;

    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        post(contactUrl(index % 2 ? first : second), JSON.stringify({ ...contact, message: `Spredt ${index}` }), {
          client,
        }),
      ),
    );

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(rateLimits.contact.points);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(30 - rateLimits.contact.points);
    expect(smtp.received.length - before).toBe(rateLimits.contact.points);
  });

  it("delivers a message once when its retry lands on the other instance", async () => {
    const client = newClient();
    const body = JSON.stringify({ ...contact, subject: "Bare én gang", idempotencyKey: "9f0c2d0e-built-retry" });
    const before = smtp.received.length;

    const answers = [await post(contactUrl(first), body, { client }), await post(contactUrl(second), body, { client })];

    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(smtp.received.length - before).toBe(1);
  });

  it("signs up for the newsletter and limits one client to 10 signups across both instances", async () => {
    const client = newClient();

    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, index) =>
        post(newsletterUrl(index % 2 ? first : second), JSON.stringify({ email: `n${index}@example.no` }), { client }),
      ),
    );

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(rateLimits.newsletter.points);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(14 - rateLimits.newsletter.points);
  });

  describe("the body cap", () => {
    it("admits a message of 5,000 × ø sent without JavaScript and as JSON", async () => {
      const fields = { ...contact, message: "ø".repeat(5000) };

      const form = asForm({ ...fields, subject: "5000 ø uten JavaScript", website: "" });
      const withoutScript = await post(contactUrl(first), form.body, { ...form, client: newClient() });
      const json = await post(contactUrl(first), JSON.stringify({ ...fields, subject: "5000 ø som JSON" }), {
        client: newClient(),
      });

      expect(Buffer.byteLength(form.body)).toBeGreaterThan(30_000);
      expect(withoutScript.status).toBe(303);
      expect(withoutScript.headers.location).toBe("/skjema/kontakt-sendt");
      expect(json.status).toBe(200);
      for (const subject of ["5000 ø uten JavaScript", "5000 ø som JSON"]) {
        const mail = smtp.received.find((received) => received.parsed.subject === `Kontaktskjema: ${subject}`);
        expect(mail?.parsed.text).toContain("ø".repeat(5000));
      }
    });

    it("admits every field at its max length in the costliest characters, in both encodings", async () => {
      const form = asForm({ ...worstForForm, website: "" });
      const json = JSON.stringify({ ...worstForJson, idempotencyKey: "k".repeat(100) });

      const answers = [
        await post(contactUrl(first), form.body, { ...form, client: newClient() }),
        await post(contactUrl(first), json, { client: newClient() }),
      ];

      console.log(
        `body cap ${MAX_BODY_BYTES} bytes; largest valid contact message sent: ` +
          `${Buffer.byteLength(form.body)} bytes urlencoded, ${Buffer.byteLength(json)} bytes JSON`,
      );
      expect(answers.map((answer) => [answer.status, answer.headers.location])).toEqual([
        [303, "/skjema/kontakt-sendt"],
        [200, undefined],
      ]);
      expect(Buffer.byteLength(form.body)).toBeLessThanOrEqual(MAX_BODY_BYTES);
      const texts = smtp.received.map((received) => received.parsed.text ?? "");
      expect(texts.filter((text) => text.includes("€".repeat(5000)))).toHaveLength(1);
      expect(texts.filter((text) => text.includes("\u0001".repeat(5000)))).toHaveLength(1);
    });

    it("refuses one byte over the cap: 413 for JSON, the refusal page for a form", async () => {
      // Valid fields padded with spaces, which the schema would trim away: only the size is wrong.
      const pad = (overhead: number) => " ".repeat(MAX_BODY_BYTES + 1 - overhead);
      const jsonBase = JSON.stringify({ ...contact, message: "" });
      const json = JSON.stringify({ ...contact, message: pad(Buffer.byteLength(jsonBase)) });
      const formBase = new URLSearchParams({ ...contact, message: "" }).toString();
      const form = `${formBase}${"+".repeat(MAX_BODY_BYTES + 1 - Buffer.byteLength(formBase))}`;
      const exact = JSON.stringify({ ...contact, message: pad(Buffer.byteLength(jsonBase) + 1) });

      const answers = [
        await post(contactUrl(first), json, { client: newClient() }),
        await post(contactUrl(first), form, { ...asForm({}), client: newClient() }),
        await post(contactUrl(first), exact, { client: newClient() }),
      ];

      expect([Buffer.byteLength(json), Buffer.byteLength(form), Buffer.byteLength(exact)]).toEqual([
        MAX_BODY_BYTES + 1,
        MAX_BODY_BYTES + 1,
        MAX_BODY_BYTES,
      ]);
      expect(answers[0]?.status).toBe(413);
      expect(JSON.parse(answers[0]?.text ?? "{}")).toEqual({
        error: copy.answers.tooLarge,
      });
      expect([answers[1]?.status, answers[1]?.headers.location]).toEqual([303, "/skjema/avvist"]);
      // At the cap the size is no objection; the message of only spaces is.
      expect(answers[2]?.status).toBe(422);
    });
  });
});
