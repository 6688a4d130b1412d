import { createHash } from "node:crypto";
import { endpointsFromEnv, type Env } from "../../composition-root";
import { createRateLimiters } from "../../http/rate-limit";
import type { ApiRequest } from "../../http/types";
import {
  FAKE_API_KEY,
  FAKE_AUDIENCE,
  startMailchimpFake,
  type MailchimpFake,
} from "../../../../test/support/mailchimp-fake";
import { fixedClock, recordingLogger, type RecordingLogger } from "../../../../test/support/recording-logger";
import { mailchimpApiUrl } from "../mailchimp";
import copy from "../../../../content/forms.json";
import { scratchDir } from "../../../../test/support/scratch";

const md5 = (value: string) => createHash("md5").update(value).digest("hex");

function signup(email: string): ApiRequest {
  return { method: "POST", headers: { "content-type": "application/json" }, body: { email } };
}

describe("newsletter signups through Mailchimp", () => {
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

  afterEach(async () => {
    await fake.close();
  });

  it("PUTs the member at the md5 of the lowercased address with only status_if_new pending, and says it is pending", async () => {
    const result = await endpoint()(signup("Kari.Nordmann@Example.no"));

    expect(result).toMatchObject({ status: 200, body: { ok: true, pending: true } });
    expect(fake.requests).toEqual([
      {
        method: "PUT",
        path: `/3.0/lists/${FAKE_AUDIENCE}/members/${md5("kari.nordmann@example.no")}`,
        body: { email_address: "Kari.Nordmann@Example.no", status_if_new: "pending" },
      },
    ]);
    expect([...fake.members.values()]).toEqual([{ email_address: "Kari.Nordmann@Example.no", status: "pending" }]);
  });

  it("subscribes directly when double opt-in is switched off, and says so", async () => {
    const result = await endpoint({ MAILCHIMP_DOUBLE_OPT_IN: "false" })(signup("ola@example.no"));

    expect(fake.requests[0]?.body).toEqual({ email_address: "ola@example.no", status_if_new: "subscribed" });
    expect(result.body).toEqual({ ok: true, pending: false });
  });

  it("leaves an existing member's status alone and answers exactly as for a new one", async () => {
    fake.members.set(md5("avmeldt@example.no"), { email_address: "avmeldt@example.no", status: "unsubscribed" });

    const existing = await endpoint({ MAILCHIMP_DOUBLE_OPT_IN: "false" })(signup("avmeldt@example.no"));
    const fresh = await endpoint({ MAILCHIMP_DOUBLE_OPT_IN: "false" })(signup("ny@example.no"));

    expect(fake.members.get(md5("avmeldt@example.no"))?.status).toBe("unsubscribed");
    expect(existing).toEqual(fresh);
  });

  it.each([
    [400, "Invalid Resource", 422, copy.newsletterAnswers.rejectedAddress],
    [400, "Forgotten Email Not Subscribed", 422, copy.newsletterAnswers.forgotten],
    [400, "Member In Compliance State", 422, copy.newsletterAnswers.compliance],
    [403, "Forbidden", 502, copy.newsletterAnswers.unavailable],
    [429, "Too Many Requests", 503, copy.newsletterAnswers.busy],
    [503, "Service Unavailable", 502, copy.newsletterAnswers.upstreamDown],
  ])("maps Mailchimp's %i %s to %i and a Norwegian message, logging no address", async (status, title, to, message) => {
    fake.failNext({ status, title, detail: "fake@example.no cannot be used." });

    const result = await endpoint()(signup("fake@example.no"));

    expect(result).toMatchObject({ status: to, body: { error: message } });
    expect(log.lines.join("\n")).toContain(`Mailchimp answered ${status} ${title}`);
    expect(log.lines.join("\n")).not.toContain("fake@example.no");
  });

  it("answers Member Exists like any signup: the address is on the list, and nobody learns that it was", async () => {
    fake.failNext({ status: 400, title: "Member Exists", detail: "x@example.no is already a list member." });

    const existing = await endpoint()(signup("x@example.no"));
    const fresh = await endpoint()(signup("ny@example.no"));

    expect(existing).toEqual(fresh);
    expect(existing).toMatchObject({ status: 200, body: { ok: true } });
  });

  it.each([
    [{ MAILCHIMP_API_KEY: "wrongkey-us21" }, "Mailchimp answered 401 API Key Invalid: check MAILCHIMP_API_KEY"],
    [{ MAILCHIMP_AUDIENCE_ID: "nope" }, "check MAILCHIMP_AUDIENCE_ID"],
  ])("answers a wrong setting (%j) with 502 and tells the operator which one to check", async (env, hint) => {
    const result = await endpoint(env)(signup("ola@example.no"));

    expect(result).toMatchObject({ status: 502, body: { error: copy.newsletterAnswers.unavailable } });
    expect(log.lines.join("\n")).toContain(hint);
  });

  it("gives up after its timeout when Mailchimp does not answer", async () => {
    fake.failNext("hang");

    const result = await endpoint()(signup("ola@example.no"));

    expect(result).toMatchObject({
      status: 502,
      body: { error: copy.newsletterAnswers.timeout },
    });
  });

  it("answers 502 when Mailchimp cannot be reached at all", async () => {
    const result = await endpoint({ MAILCHIMP_API_URL: "http://127.0.0.1:1/3.0" })(signup("ola@example.no"));

    expect(result).toMatchObject({ status: 502, body: { error: copy.newsletterAnswers.upstreamDown } });
  });

  it("refuses with 503 when only half of the Mailchimp settings are there", async () => {
    const result = await endpoint({ MAILCHIMP_AUDIENCE_ID: "" })(signup("ola@example.no"));

    expect(result.status).toBe(503);
    expect(log.lines.join("\n")).toContain("Mailchimp is half configured");
  });

  it("derives the API address from the key's data centre", () => {
    expect(mailchimpApiUrl("abc123-us21")).toBe("https://us21.api.mailchimp.com/3.0");
    expect(mailchimpApiUrl("no-dc-here")).toBeUndefined();
  });
});
