// The HTTP contract of the functions a build ships, run as Netlify runs them
// (test/support/netlify-functions.mjs loads the handlers gatsby-adapter-netlify packaged) with
// REDIS_URL set to a real redis-server, SMTP to a real loopback server and Mailchimp to its stand-in.
// Needs a build with the adapter on: NETLIFY=true NETLIFY_LOCAL=true npx gatsby build (npm test makes one).
import { FAKE_API_KEY, FAKE_AUDIENCE, startMailchimpFake, type MailchimpFake } from "../support/mailchimp-fake";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { CONTACT_LIMITS } from "../../src/form-contract/contact-schema";
import { MAX_BODY_BYTES } from "../../src/server/http/body";
import { rateLimits } from "../../src/server/http/rate-limit";
import {
  loopbackClients,
  post,
  requireNetlifyBuild,
  startFunctionHost,
  startRedisServer,
  type FunctionHost,
  type Started,
} from "../support/servers";
import { scratchDir } from "../support/scratch";
import copy from "../../content/forms.json";

requireNetlifyBuild();
jest.setTimeout(60_000);

const newClient = loopbackClients(1);

const contact = { name: "Kari Nordmann", email: "kari@example.no", phone: "", subject: "Video", message: "Hei" };
const asForm = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  type: "application/x-www-form-urlencoded",
  accept: "text/html",
});

/** The largest valid message, each field at its max length in a character of `cost`ly encoding. */
const atMax = (char: string) => ({
  ...Object.fromEntries(Object.entries(CONTACT_LIMITS).map(([field, length]) => [field, char.repeat(length)])),
  // The longest valid address (254), in labels of a 3-byte letter.
  email: `a@${["ア".repeat(63), "ア".repeat(63), "ア".repeat(63), "ア".repeat(60)].join(".")}`,
});

describe("the built functions as Netlify runs them, with REDIS_URL", () => {
  let redis: Started & { url: string };
  let smtp: SmtpSink;
  let mailchimp: MailchimpFake;
  const hosts: FunctionHost[] = [];
  let first: FunctionHost;
  let second: FunctionHost;
  const contactUrl = (host: FunctionHost) => `${host.url}/api/send-contact-email`;
  const newsletterUrl = (host: FunctionHost) => `${host.url}/api/mailchimp-subscribe`;
  const sent = (subject: string) => smtp.received.filter((mail) => mail.parsed.subject === `Kontaktskjema: ${subject}`);

  const leadsDir = scratchDir();

  /** One more function instance; by default it shares the Redis, the SMTP server, Mailchimp and the lead store. */
  async function instance(env: Record<string, string> = {}): Promise<FunctionHost> {
    const host = await startFunctionHost({
      LEADS_DIR: leadsDir,
      REDIS_URL: redis.url,
      SMTP_URL: smtp.url,
      MAILCHIMP_API_KEY: FAKE_API_KEY,
      MAILCHIMP_AUDIENCE_ID: FAKE_AUDIENCE,
      MAILCHIMP_API_URL: mailchimp.apiUrl,
      ...env,
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

  it("delivers a contact message by SMTP to the agency alone, as plain text, with Reply-To the visitor", async () => {
    const message = {
      name: `<b>Ærlig</b> & "Øystein"`,
      email: "oystein@example.no",
      phone: "+47 987 65 432",
      subject: "Bcc: offer@example.com",
      message: "<img src=x onerror=alert(1)>\nLinje to & mer",
    };
    const answer = await post(contactUrl(first), JSON.stringify(message), { client: newClient() });

    expect({ status: answer.status, body: answer.text }).toEqual({ status: 200, body: '{"ok":true}' });
    const [mail] = sent(message.subject);
    expect(mail?.envelope).toEqual({ from: expect.any(String), to: ["post@fjellsynmedia.no"] });
    expect(mail?.parsed.replyTo).toMatchObject({ value: [{ address: "oystein@example.no" }] });
    expect(mail?.parsed.headers.has("bcc")).toBe(false);
    expect(mail?.parsed.html).toBe(false);
    expect(mail?.parsed.text).toContain('Navn: <b>Ærlig</b> & "Øystein"');
    expect(mail?.parsed.text).toContain("Telefon: +47 987 65 432");
    expect(mail?.parsed.text).toContain(message.message);
    expect(first.output()).not.toMatch(/unexpected failure|not a constructor|redis: unavailable|oystein/);
  });

  it("answers a form posted without JavaScript with its result page", async () => {
    const answers = [
      await post(contactUrl(first), asForm({ ...contact, subject: "Uten JavaScript", website: "" }).body, {
        ...asForm({}),
        client: newClient(),
      }),
      await post(contactUrl(first), asForm({ ...contact, name: "" }).body, { ...asForm({}), client: newClient() }),
    ];

    expect(answers.map((answer) => [answer.status, answer.headers.location])).toEqual([
      [303, "/skjema/kontakt-sendt"],
      [303, "/skjema/kontakt-ugyldig"],
    ]);
    expect(sent("Uten JavaScript")).toHaveLength(1);
  });

  it("refuses what no form sends: 405 with Allow, 415, 400, and 422 with every field's message", async () => {
    const send = (body: string, options: Parameters<typeof post>[2] = {}) =>
      post(contactUrl(first), body, { client: newClient(), ...options });

    const get = await send("", { method: "GET" });
    const text = await send("hei", { type: "text/plain" });
    const malformed = await send("{not json");
    const invalid = await send(JSON.stringify({ name: " ", email: "uten-krøllalfa", subject: "", message: "Hei" }));
    const object = await send(JSON.stringify({ ...contact, name: { toString: "x" } }));

    expect([get.status, get.headers.allow, JSON.parse(get.text)]).toEqual([
      405,
      "POST",
      { error: copy.answers.methodNotAllowed },
    ]);
    expect([text.status, JSON.parse(text.text)]).toEqual([415, { error: copy.answers.unsupportedType }]);
    expect(malformed.status).toBe(400);
    expect([invalid.status, JSON.parse(invalid.text)]).toEqual([
      422,
      {
        error: copy.errors.required,
        fields: { name: copy.errors.required, email: copy.errors.invalidEmail, subject: copy.errors.required },
      },
    ]);
    expect(object.status).toBe(422);
  });

  it("signs up in Mailchimp, and refuses a post from another site's page with 403 or, for a form, the refusal page", async () => {
    const headers = { origin: "https://evil.example" };
    const signup = (email: string, options = {}) =>
      post(newsletterUrl(first), JSON.stringify({ email }), { client: newClient(), ...options });
    const [json, ours] = [await signup("per@example.no", { headers }), await signup("kari@example.no")];
    const form = await post(contactUrl(first), asForm(contact).body, { ...asForm({}), client: newClient(), headers });

    expect([json.status, JSON.parse(json.text)]).toEqual([403, { error: copy.answers.crossSite }]);
    expect([form.status, form.headers.location]).toEqual([303, "/skjema/avvist"]);
    expect([ours.status, [...mailchimp.members.values()].map((member) => member.email_address)]).toEqual([
      200,
      ["kari@example.no"],
    ]);
  });

  it("answers a bot that filled the honeypot as if it had worked, and delivers nothing", async () => {
    const answer = await post(contactUrl(first), JSON.stringify({ ...contact, subject: "Felle", website: "x" }), {
      client: newClient(),
    });

    expect(answer.status).toBe(200);
    expect(sent("Felle")).toHaveLength(0);
  });

  it("counts one client's posts across two instances: 5 of 12 are delivered, the rest answered 429 with Retry-After", async () => {
    const client = newClient();
    const before = smtp.received.length;

    // Alternating: counted by each instance alone, 10 of the 12 would pass; counted in Redis, 5 do.
    const answers = [];
    for (let index = 0; index < 12; index += 1) {
      const host = index % 2 ? first : second;
      answers.push(
        await post(contactUrl(host), JSON.stringify({ ...contact, message: `Spredt ${index}` }), { client }),
      );
    }
    const form = await post(contactUrl(first), asForm(contact).body, { ...asForm({}), client });

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(rateLimits.contact.points);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(12 - rateLimits.contact.points);
    expect(JSON.parse(refused[0]?.text ?? "{}")).toEqual({ error: copy.answers.rateLimited });
    expect(Number(refused[0]?.headers["retry-after"])).toBeGreaterThan(590);
    expect([form.status, form.headers.location]).toEqual([303, "/skjema/for-mange-forsok"]);
    expect(Number(form.headers["retry-after"])).toBeGreaterThan(590);
    expect(smtp.received.length - before).toBe(rateLimits.contact.points);
  });

  it("in a deploy preview, delivers only to PREVIEW_CONTACT_TO, and without it or a preview audience answers 503", async () => {
    const preview = { CONTEXT: "deploy-preview", REDIS_URL: "" };
    const [bare, configured] = await Promise.all([
      instance(preview),
      instance({ ...preview, PREVIEW_CONTACT_TO: "test@fjellsynmedia.no" }),
    ]);
    const message = JSON.stringify({ ...contact, subject: "Forhåndsvisning" });

    const refused = await post(contactUrl(bare), message, { client: newClient() });
    const signup = await post(newsletterUrl(bare), JSON.stringify({ email: "preview@example.no" }), {
      client: newClient(),
    });
    const delivered = await post(contactUrl(configured), message, { client: newClient() });

    expect([refused.status, signup.status, delivered.status]).toEqual([503, 503, 200]);
    expect(sent("Forhåndsvisning").map((mail) => mail.envelope.to)).toEqual([["test@fjellsynmedia.no"]]);
    expect([...mailchimp.members.values()].map((member) => member.email_address)).not.toContain("preview@example.no");
    expect(bare.output()).toContain("set PREVIEW_CONTACT_TO");
  });

  describe("the body cap", () => {
    it("admits every field at its max length in the costliest characters, in both encodings", async () => {
      // "€" is 9 bytes once percent-encoded, a control character 6 as JSON's \u0001: the most a character costs.
      const form = asForm({ ...atMax("€"), website: "" });
      const json = JSON.stringify({ ...atMax("\u0001"), idempotencyKey: "k".repeat(100) });

      const answers = [
        await post(contactUrl(first), form.body, { ...form, client: newClient() }),
        await post(contactUrl(first), json, { client: newClient() }),
      ];

      expect(answers.map((answer) => [answer.status, answer.headers.location])).toEqual([
        [303, "/skjema/kontakt-sendt"],
        [200, undefined],
      ]);
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
      expect([answers[0]?.status, JSON.parse(answers[0]?.text ?? "{}")]).toEqual([
        413,
        { error: copy.answers.tooLarge },
      ]);
      expect([answers[1]?.status, answers[1]?.headers.location]).toEqual([303, "/skjema/avvist"]);
      // At the cap the size is no objection; the message of only spaces is.
      expect(answers[2]?.status).toBe(422);
    });
  });
});
