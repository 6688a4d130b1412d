// What the environment picks for each endpoint; delivery itself is tested on the built functions
// (test/built/functions.test.ts, leads.test.ts).
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { endpointsFromEnv, type Env } from "../composition-root";
import { createRateLimiters } from "../http/rate-limit";
import { createLocalSubscriberStore, subscriberFile } from "../newsletter/newsletter-endpoint";
import { fixedClock, recordingLogger } from "../../../test/support/recording-logger";
import { scratchDir } from "../../../test/support/scratch";
import { startSmtpSink } from "../../../test/support/smtp-sink";
import { withAgencyEmail } from "../../form-contract/messages";
import copy from "../../../content/forms.json";

const message = { name: "Kari Nordmann", email: "kari@example.no", subject: "Hei", message: "En melding" };
const post = (body: unknown) => ({ method: "POST", headers: { "content-type": "application/json" }, body });

function site(env: Env) {
  const cwd = scratchDir();
  const log = recordingLogger();
  const context = { contentEmail: "post@fjellsynmedia.no", cwd, clock: fixedClock(), log };
  return { ...endpointsFromEnv(env, { ...context, rateLimiters: createRateLimiters(undefined) }), cwd, log };
}

it("sends by SMTP_HOST and SMTP_PORT when there is no SMTP_URL, to CONTACT_TO", async () => {
  const sink = await startSmtpSink();
  const env = { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(sink.port) };
  const { contact } = site({ ...env, CONTACT_TO: "innboks@example.no" });

  const result = await contact(post(message));
  await sink.close();

  expect(result.status).toBe(200);
  expect(sink.received[0]?.envelope.to).toEqual(["innboks@example.no"]);
});

it("writes each contact message to a Maildir under MAIL_DIR and each signup to a folder under NEWSLETTER_DIR without a transport", async () => {
  const { contact, newsletter, cwd } = site({ MAIL_DIR: "innboks", NEWSLETTER_DIR: "liste" });
  const signup = post({ email: " per@example.no " });

  const answers = await Promise.all([...Array.from({ length: 5 }, () => contact(post(message))), newsletter(signup)]);

  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
  expect(await readdir(path.join(cwd, "innboks", "new"))).toHaveLength(5);
  expect(await newsletter(signup)).toEqual(answers[5]);
  expect(await readdir(path.join(cwd, "liste", "subscribers"))).toHaveLength(1);
});

it("keeps one subscriber record per address, whatever its case and however many sign up at once", async () => {
  const dir = scratchDir();
  const stores = [
    createLocalSubscriberStore({ dir, clock: fixedClock() }),
    createLocalSubscriberStore({ dir, clock: fixedClock() }),
  ];

  await Promise.all(
    Array.from({ length: 40 }, (_, index) =>
      stores[index % 2]?.subscribe(index % 3 ? "ola@example.no" : "OLA@Example.no"),
    ),
  );

  expect(await readdir(path.join(dir, "subscribers"))).toHaveLength(1);
  expect(await readdir(path.join(dir, "tmp"))).toEqual([]);
  expect(JSON.parse(await readFile(subscriberFile(dir, "Ola@example.NO"), "utf8"))).toEqual({
    email: "ola@example.no",
    status: "subscribed",
    subscribedAt: "2025-01-01T00:00:00.000Z",
  });
});

it.each([
  [{ NODE_ENV: "production", NETLIFY: "true" }, "set SMTP_URL", "set MAILCHIMP_API_KEY and MAILCHIMP_AUDIENCE_ID"],
  [{ MAILCHIMP_API_KEY: "abc-us21" }, undefined, "Mailchimp is half configured"],
])("refuses with 503 and tells the operator what to set: %j", async (env, contactHint, newsletterHint) => {
  const { contact, newsletter, log } = site(env);

  const [mail, signup] = [await contact(post(message)), await newsletter(post({ email: "per@example.no" }))];

  expect(signup.status).toBe(503);
  expect(log.lines.join("\n")).toContain(newsletterHint);
  if (!contactHint) return;
  expect(mail).toMatchObject({
    status: 503,
    body: { error: withAgencyEmail(copy.contactAnswers.unavailable, "post@fjellsynmedia.no") },
  });
  expect(log.lines.join("\n")).toContain(contactHint);
});
