// Chooses each transport from the environment; the table in .env.example documents every variable.
import path from "node:path";
import { createContactEndpoint, type MissingTransport } from "./contact/contact-endpoint";
import type { FormEndpoint } from "./http/form-endpoint";
import type { RateLimitStore } from "./http/rate-limit";
import type { Clock, Logger } from "./http/types";
import { createMaildirMailer } from "./mail/maildir-mailer";
import type { Mailer } from "./mail/mailer";
import { createSmtpMailer } from "./mail/smtp-mailer";
import { createLocalSubscriberStore } from "./newsletter/local-store";
import { createMailchimpClient, mailchimpApiUrl } from "./newsletter/mailchimp";
import type { NewsletterService } from "./newsletter/newsletter-service";
import { createNewsletterEndpoint } from "./newsletter/newsletter-endpoint";

export type Env = Readonly<Record<string, string | undefined>>;

export const DEFAULT_CONTACT_FROM = "Fjellsyn Media <no-reply@fjellsynmedia.no>";
export const DEFAULT_SITE_URL = "https://www.fjellsynmedia.no";
export const DEFAULT_MAIL_DIR = ".data/mail";
export const DEFAULT_NEWSLETTER_DIR = ".data/newsletter";

const isSet = (value: string | undefined): value is string => value !== undefined && value.trim() !== "";

/**
 * Whether the embedded defaults (Maildir, local store) are off limits. They are fine on a
 * developer's machine and under `npm start` (gatsby serve sets NODE_ENV=production there
 * too), but on a serverless host files vanish with the instance, so a production build
 * running on one (Netlify's NETLIFY/CONTEXT/SITE_ID, AWS Lambda, Vercel) must be configured.
 * REQUIRE_MAIL_TRANSPORT=true or =false overrides the guess either way.
 */
export function requiresRealTransport(env: Env): boolean {
  const flag = env.REQUIRE_MAIL_TRANSPORT?.trim().toLowerCase();
  if (flag === "true") return true;
  if (flag === "false") return false;
  const hosted =
    env.NETLIFY === "true" ||
    isSet(env.CONTEXT) ||
    isSet(env.SITE_ID) ||
    isSet(env.AWS_LAMBDA_FUNCTION_NAME) ||
    isSet(env.VERCEL);
  return env.NODE_ENV === "production" && hosted;
}

export interface TransportContext {
  cwd: string;
  clock: Clock;
  fetch?: typeof globalThis.fetch;
  smtpTimeoutMs?: number;
  mailchimpTimeoutMs?: number;
}

export function mailerFromEnv(env: Env, { cwd, clock, smtpTimeoutMs }: TransportContext): Mailer | MissingTransport {
  if (isSet(env.SMTP_URL)) return createSmtpMailer({ url: env.SMTP_URL.trim(), timeoutMs: smtpTimeoutMs });
  if (isSet(env.SMTP_HOST)) {
    const port = Number(env.SMTP_PORT ?? 587);
    return createSmtpMailer({
      timeoutMs: smtpTimeoutMs,
      transport: {
        host: env.SMTP_HOST.trim(),
        port,
        secure: env.SMTP_SECURE === "true" || port === 465,
        auth: isSet(env.SMTP_USER) ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? "" } : undefined,
      },
    });
  }
  if (requiresRealTransport(env)) {
    return {
      reason:
        "no mail transport configured for production: set SMTP_URL (e.g. smtp://user:pass@smtp.example.com:587) " +
        "or SMTP_HOST/SMTP_PORT/SMTP_USER/SMTP_PASS in the site's environment, available to Functions",
    };
  }
  return createMaildirMailer({ dir: path.resolve(cwd, env.MAIL_DIR ?? DEFAULT_MAIL_DIR), clock });
}

export function newsletterFromEnv(
  env: Env,
  { cwd, clock, fetch, mailchimpTimeoutMs }: TransportContext,
): NewsletterService | MissingTransport {
  const apiKey = env.MAILCHIMP_API_KEY?.trim();
  const audienceId = env.MAILCHIMP_AUDIENCE_ID?.trim();
  if (isSet(apiKey) || isSet(audienceId)) {
    const apiUrl = isSet(env.MAILCHIMP_API_URL)
      ? env.MAILCHIMP_API_URL.trim()
      : apiKey
        ? mailchimpApiUrl(apiKey)
        : undefined;
    if (!isSet(apiKey) || !isSet(audienceId) || !apiUrl) {
      return {
        reason:
          "Mailchimp is half configured: set both MAILCHIMP_API_KEY (ending in -<dc>, or set MAILCHIMP_API_URL) and MAILCHIMP_AUDIENCE_ID",
      };
    }
    return createMailchimpClient({
      apiUrl,
      apiKey,
      audienceId,
      doubleOptIn: env.MAILCHIMP_DOUBLE_OPT_IN?.trim().toLowerCase() !== "false",
      timeoutMs: mailchimpTimeoutMs,
      fetch,
    });
  }
  if (requiresRealTransport(env)) {
    return {
      reason: "no newsletter service configured for production: set MAILCHIMP_API_KEY and MAILCHIMP_AUDIENCE_ID",
    };
  }
  return createLocalSubscriberStore({ dir: path.resolve(cwd, env.NEWSLETTER_DIR ?? DEFAULT_NEWSLETTER_DIR), clock });
}

export interface Endpoints {
  contact: FormEndpoint;
  newsletter: FormEndpoint;
}

export interface EndpointContext extends TransportContext {
  /** The agency address from content, used when CONTACT_TO is not set. */
  contentEmail: string;
  log: Logger;
  rateLimitStore: RateLimitStore;
}

export function endpointsFromEnv(env: Env, context: EndpointContext): Endpoints {
  const { log, clock, rateLimitStore } = context;
  const siteUrls = [env.SITE_URL, env.URL, env.DEPLOY_PRIME_URL, DEFAULT_SITE_URL];
  const mailer = mailerFromEnv(env, context);
  const service = newsletterFromEnv(env, context);

  log.info(`send-contact-email: ${"send" in mailer ? `mail goes out via ${mailer.kind}` : mailer.reason}`);
  log.info(`mailchimp-subscribe: ${"subscribe" in service ? `signups go to ${service.kind}` : service.reason}`);

  return {
    contact: createContactEndpoint({
      mailer,
      to: isSet(env.CONTACT_TO) ? env.CONTACT_TO.trim() : context.contentEmail,
      from: isSet(env.CONTACT_FROM) ? env.CONTACT_FROM.trim() : DEFAULT_CONTACT_FROM,
      rateLimitStore,
      clock,
      log,
      siteUrls,
    }),
    newsletter: createNewsletterEndpoint({ service, rateLimitStore, clock, log, siteUrls }),
  };
}
