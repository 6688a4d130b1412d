// Deploy previews and branch deploys never reach the real inbox or the real audience.
import { endpointsFromEnv, type Env } from "../composition-root";
import { contactMessages } from "../contact/contact-endpoint";
import { createRateLimiters } from "../http/rate-limit";
import type { ApiRequest } from "../http/types";
import { newsletterMessages } from "../newsletter/newsletter-endpoint";
import {
  FAKE_API_KEY,
  FAKE_AUDIENCE,
  startMailchimpFake,
  type MailchimpFake,
} from "../../../test/support/mailchimp-fake";
import { fixedClock, recordingLogger } from "../../../test/support/recording-logger";
import { startSmtpSink, type SmtpSink } from "../../../test/support/smtp-sink";
import { scratchDir } from "../../../test/support/scratch";

const PREVIEW_URL = "https://deploy-preview-42--fjellsyn.netlify.app";

const post = (body: unknown): ApiRequest => ({
  method: "POST",
  headers: { "content-type": "application/json", origin: PREVIEW_URL },
  body,
  remoteAddress: "192.0.2.1",
});

const contactBody = { name: "Kari", email: "kari@example.no", subject: "Hei", message: "En melding" };

let sink: SmtpSink;
let mailchimp: MailchimpFake;

beforeEach(async () => {
  sink = await startSmtpSink();
  mailchimp = await startMailchimpFake();
});

afterEach(async () => {
  await sink.close();
  await mailchimp.close();
});

function endpoints(env: Env) {
  const log = recordingLogger();
  const all = endpointsFromEnv(
    {
      SMTP_URL: sink.url,
      CONTACT_TO: "innboks@fjellsynmedia.no",
      MAILCHIMP_API_KEY: FAKE_API_KEY,
      MAILCHIMP_AUDIENCE_ID: "real-audience",
      MAILCHIMP_API_URL: mailchimp.apiUrl,
      DEPLOY_PRIME_URL: PREVIEW_URL,
      ...env,
    },
    {
      contentEmail: "post@fjellsynmedia.no",
      cwd: scratchDir(),
      clock: fixedClock(),
      log,
      rateLimiters: createRateLimiters(undefined),
    },
  );
  return { ...all, log };
}

describe.each([["deploy-preview"], ["branch-deploy"]])("a %s", (context) => {
  it("sends no contact message without PREVIEW_CONTACT_TO and says so in Norwegian", async () => {
    const { contact, log } = endpoints({ CONTEXT: context });

    const result = await contact(post(contactBody));

    expect(result).toMatchObject({ status: 503, body: { error: contactMessages("post@fjellsynmedia.no").preview } });
    expect(sink.received).toHaveLength(0);
    expect(log.lines.join("\n")).toContain("set PREVIEW_CONTACT_TO");
  });

  it("delivers only to PREVIEW_CONTACT_TO when it is set", async () => {
    const { contact } = endpoints({ CONTEXT: context, PREVIEW_CONTACT_TO: "test@fjellsynmedia.no" });

    const result = await contact(post(contactBody));

    expect(result.status).toBe(200);
    expect(sink.received.map((mail) => mail.envelope.to)).toEqual([["test@fjellsynmedia.no"]]);
  });

  it("signs nobody up without PREVIEW_MAILCHIMP_AUDIENCE_ID and says so in Norwegian", async () => {
    const { newsletter } = endpoints({ CONTEXT: context });

    const result = await newsletter(post({ email: "kari@example.no" }));

    expect(result).toMatchObject({ status: 503, body: { error: newsletterMessages.preview } });
    expect(mailchimp.requests).toHaveLength(0);
  });

  it("signs up only into PREVIEW_MAILCHIMP_AUDIENCE_ID when it is set", async () => {
    const { newsletter } = endpoints({ CONTEXT: context, PREVIEW_MAILCHIMP_AUDIENCE_ID: FAKE_AUDIENCE });

    const result = await newsletter(post({ email: "kari@example.no" }));

    expect(result.status).toBe(200);
    expect(mailchimp.requests.map((request) => request.path.split("/")[3])).toEqual([FAKE_AUDIENCE]);
  });
});

describe("production", () => {
  it("delivers to CONTACT_TO and ignores the preview settings", async () => {
    const { contact } = endpoints({
      CONTEXT: "production",
      PREVIEW_CONTACT_TO: "test@fjellsynmedia.no",
      SITE_URL: PREVIEW_URL,
    });

    const result = await contact(post(contactBody));

    expect(result.status).toBe(200);
    expect(sink.received.map((mail) => mail.envelope.to)).toEqual([["innboks@fjellsynmedia.no"]]);
  });
});
