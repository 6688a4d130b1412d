// The Mailchimp members contract, against its stand-in (test/support/mailchimp-fake.ts).
import { createHash } from "node:crypto";
import { endpointsFromEnv, type Env } from "../../composition-root";
import { createRateLimiters } from "../../http/rate-limit";
import {
  FAKE_API_KEY,
  FAKE_AUDIENCE,
  startMailchimpFake,
  type MailchimpFake,
} from "../../../../test/support/mailchimp-fake";
import { fixedClock, recordingLogger, type RecordingLogger } from "../../../../test/support/recording-logger";
import { scratchDir } from "../../../../test/support/scratch";
import { mailchimpApiUrl } from "../mailchimp";
import copy from "../../../../content/forms.json";

const answers = copy.newsletterAnswers;
const signup = (email: string) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: { email },
});

let fake: MailchimpFake;
let log: RecordingLogger;

const endpoint = (env: Env = {}) =>
  endpointsFromEnv(
    { MAILCHIMP_API_KEY: FAKE_API_KEY, MAILCHIMP_AUDIENCE_ID: FAKE_AUDIENCE, MAILCHIMP_API_URL: fake.apiUrl, ...env },
    {
      contentEmail: "post@fjellsynmedia.no",
      cwd: scratchDir(),
      clock: fixedClock(),
      log,
      rateLimiters: createRateLimiters(undefined),
      mailchimpTimeoutMs: 400,
    },
  ).newsletter;

beforeEach(async () => {
  fake = await startMailchimpFake();
  log = recordingLogger();
});
afterEach(() => fake.close());

it.each([
  [{}, "pending", true],
  [{ MAILCHIMP_DOUBLE_OPT_IN: "false" }, "subscribed", false],
])(
  "PUTs the member at the md5 of the lowercased address, setting only status_if_new (%j)",
  async (env, status, pending) => {
    const result = await endpoint(env)(signup("Kari.Nordmann@Example.no"));

    expect(result).toMatchObject({ status: 200, body: { ok: true, pending } });
    const hash = createHash("md5").update("kari.nordmann@example.no").digest("hex");
    expect(fake.requests).toEqual([
      {
        method: "PUT",
        path: `/3.0/lists/${FAKE_AUDIENCE}/members/${hash}`,
        body: { email_address: "Kari.Nordmann@Example.no", status_if_new: status },
      },
    ]);
  },
);

it.each([
  [400, "Member Exists", 200, undefined],
  [400, "Invalid Resource", 422, answers.rejectedAddress],
  [400, "Forgotten Email Not Subscribed", 422, answers.forgotten],
  [400, "Member In Compliance State", 422, answers.compliance],
  [403, "Forbidden", 502, answers.unavailable],
  [429, "Too Many Requests", 503, answers.busy],
  [503, "Service Unavailable", 502, answers.upstreamDown],
])("maps Mailchimp's %i %s to %i and a Norwegian message, logging no address", async (status, title, to, message) => {
  fake.failNext({ status, title, detail: "fake@example.no cannot be used." });

  const result = await endpoint()(signup("fake@example.no"));

  // A member already there is answered as any signup: nobody learns who is on the list.
  expect(result).toMatchObject({ status: to, body: message ? { error: message } : { ok: true } });
  expect(log.lines.join("\n")).not.toContain("fake@example.no");
});

it.each([
  [{ MAILCHIMP_API_KEY: "wrongkey-us21" }, false, answers.unavailable, "401 API Key Invalid: check MAILCHIMP_API_KEY"],
  [{ MAILCHIMP_AUDIENCE_ID: "nope" }, false, answers.unavailable, "check MAILCHIMP_AUDIENCE_ID"],
  [{}, true, answers.timeout, "did not answer within 400 ms"],
  [{ MAILCHIMP_API_URL: "http://127.0.0.1:1/3.0" }, false, answers.upstreamDown, "could not reach Mailchimp"],
])(
  "answers 502 where Mailchimp takes no signup (%j, silent: %s), telling the operator why",
  async (env, silent, message, hint) => {
    if (silent) fake.failNext("hang");

    const result = await endpoint(env)(signup("ola@example.no"));

    expect(result).toMatchObject({ status: 502, body: { error: message } });
    expect(log.lines.join("\n")).toContain(hint);
  },
);

it("derives the API address from the key's data centre", () => {
  expect(mailchimpApiUrl("abc123-us21")).toBe("https://us21.api.mailchimp.com/3.0");
  expect(mailchimpApiUrl("no-dc-here")).toBeUndefined();
});
