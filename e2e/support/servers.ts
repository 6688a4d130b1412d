// Where the browser tests find the site and the Mailchimp stand-in; read by playwright.config.ts and the specs.
import { FAKE_API_KEY, FAKE_AUDIENCE } from "../../test/support/mailchimp-fake";

export const sitePort = Number(process.env.E2E_PORT ?? 9111);
export const baseURL = `http://127.0.0.1:${sitePort}`;
export const mailchimpPort = Number(process.env.E2E_MAILCHIMP_PORT ?? sitePort + 1);
export const mailchimpURL = `http://127.0.0.1:${mailchimpPort}`;
/** What the functions are given, so newsletter signups go to the stand-in. */
export const mailchimpEnv = {
  MAILCHIMP_API_KEY: FAKE_API_KEY,
  MAILCHIMP_AUDIENCE_ID: FAKE_AUDIENCE,
  MAILCHIMP_API_URL: `${mailchimpURL}/3.0`,
};
/** Where a spec serves a copy of the build of its own (e2e/support/site-copy.ts). */
export const copyPort = Number(process.env.E2E_COPY_PORT ?? sitePort + 10);
