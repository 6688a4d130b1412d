// The composition root of the server: builds the two endpoints from the environment, once per
// function instance, and hands each Gatsby Function its own; .env.example documents every variable.
import type { IncomingMessage } from "node:http";
import path from "node:path";
// Functions run outside Gatsby's data layer, so they read the agency address (the default
// CONTACT_TO) straight from content.
import site from "../../content/site.json";
import { isPreviewContext } from "../environment/deploy-context";
import { siteUrl } from "../environment/site-url";
import { contactMessages, createContactEndpoint } from "./contact/contact-endpoint";
import { createMemoryIdempotencyStore, createRedisIdempotencyStore, type IdempotencyStore } from "./http/idempotency";
import { createMemoryRateLimitStore, createRedisRateLimitStore, type RateLimitStore } from "./http/rate-limit";
import { answer, toApiRequest, type NodeLikeResponse } from "./http/node-adapter";
import { createSharedRedis } from "./http/redis";
import { systemClock, type Clock, type Logger } from "./http/types";
import { createMaildirMailer } from "./mail/maildir-mailer";
import { createUnavailableMailer, type Mailer } from "./mail/mailer";
import { createSmtpMailer } from "./mail/smtp-mailer";
import { createLocalSubscriberStore } from "./newsletter/local-store";
import { createMailchimpClient, mailchimpApiUrl } from "./newsletter/mailchimp";
import {
  createNewsletterEndpoint,
  createUnavailableService,
  newsletterMessages,
  type NewsletterService,
} from "./newsletter/newsletter-endpoint";

export type Env = Readonly<Record<string, string | undefined>>;

const isSet = (value: string | undefined): value is string => value !== undefined && value.trim() !== "";

/**
 * On a serverless host files vanish with the instance, so a production build running on one may not
 * fall back to the Maildir or the local store (`npm start` may); REQUIRE_MAIL_TRANSPORT overrides the guess.
 */
function requiresRealTransport(env: Env): boolean {
  const flag = env.REQUIRE_MAIL_TRANSPORT?.trim().toLowerCase();
  if (flag === "true") return true;
  if (flag === "false") return false;
  const hosted =
    env.NETLIFY === "true" || [env.CONTEXT, env.SITE_ID, env.AWS_LAMBDA_FUNCTION_NAME, env.VERCEL].some(isSet);
  return env.NODE_ENV === "production" && hosted;
}

export interface EndpointContext {
  /** The agency address from content, used when CONTACT_TO is not set. */
  contentEmail: string;
  cwd: string;
  clock: Clock;
  log: Logger;
  rateLimitStore: RateLimitStore;
  idempotency?: IdempotencyStore;
  /** The whole SMTP delivery's deadline (default SMTP_DEADLINE_MS). */
  smtpDeadlineMs?: number;
  mailchimpTimeoutMs?: number;
}

function mailerFromEnv(env: Env, { contentEmail, cwd, clock, smtpDeadlineMs }: EndpointContext): Mailer {
  if (isSet(env.SMTP_URL)) return createSmtpMailer({ url: env.SMTP_URL.trim() }, smtpDeadlineMs);
  if (isSet(env.SMTP_HOST)) {
    const port = Number(env.SMTP_PORT ?? 587);
    const auth = isSet(env.SMTP_USER) ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? "" } : undefined;
    const secure = env.SMTP_SECURE === "true" || port === 465;
    return createSmtpMailer({ host: env.SMTP_HOST.trim(), port, secure, auth }, smtpDeadlineMs);
  }
  if (requiresRealTransport(env)) {
    return createUnavailableMailer(
      "no mail transport configured for production: set SMTP_URL (e.g. smtp://user:pass@smtp.example.com:587) " +
        "or SMTP_HOST/SMTP_PORT/SMTP_USER/SMTP_PASS in the site's environment, available to Functions",
      contactMessages(contentEmail).unavailable,
    );
  }
  return createMaildirMailer({ dir: path.resolve(cwd, env.MAIL_DIR ?? ".data/mail"), clock });
}

function newsletterFromEnv(env: Env, { cwd, clock, mailchimpTimeoutMs }: EndpointContext): NewsletterService {
  const preview = isPreviewContext(env.CONTEXT);
  const apiKey = env.MAILCHIMP_API_KEY?.trim();
  const audienceId = (preview ? env.PREVIEW_MAILCHIMP_AUDIENCE_ID : env.MAILCHIMP_AUDIENCE_ID)?.trim();
  if (preview && !audienceId) {
    return createUnavailableService(
      `a ${env.CONTEXT} signs nobody up: set PREVIEW_MAILCHIMP_AUDIENCE_ID to a test audience to try it`,
      newsletterMessages.preview,
    );
  }
  if (apiKey || audienceId) {
    const apiUrl = isSet(env.MAILCHIMP_API_URL) ? env.MAILCHIMP_API_URL.trim() : mailchimpApiUrl(apiKey ?? "");
    if (!apiKey || !audienceId || !apiUrl) {
      return createUnavailableService(
        "Mailchimp is half configured: set both MAILCHIMP_API_KEY (ending in -<dc>, or set MAILCHIMP_API_URL) and MAILCHIMP_AUDIENCE_ID",
      );
    }
    return createMailchimpClient({
      apiUrl,
      apiKey,
      audienceId,
      doubleOptIn: env.MAILCHIMP_DOUBLE_OPT_IN?.trim().toLowerCase() !== "false",
      timeoutMs: mailchimpTimeoutMs,
    });
  }
  if (requiresRealTransport(env)) {
    return createUnavailableService(
      "no newsletter service configured for production: set MAILCHIMP_API_KEY and MAILCHIMP_AUDIENCE_ID",
    );
  }
  return createLocalSubscriberStore({ dir: path.resolve(cwd, env.NEWSLETTER_DIR ?? ".data/newsletter"), clock });
}

export type Endpoints = ReturnType<typeof endpointsFromEnv>;

export function endpointsFromEnv(env: Env, context: EndpointContext) {
  const { contentEmail, log } = context;
  // LOCAL_ORIGIN (comma-separated) is set by the local server to the address it serves on.
  const localOrigins = (env.LOCAL_ORIGIN ?? "").split(/[\s,]+/);
  const checks = {
    rateLimitStore: context.rateLimitStore,
    trustForwardedFor: env.TRUST_FORWARDED_FOR?.trim().toLowerCase() === "true",
    log,
    origins: {
      allowed: [env.SITE_URL, env.URL, env.DEPLOY_PRIME_URL, siteUrl, ...localOrigins],
      allowLoopback: env.NODE_ENV !== "production",
    },
  };
  // A preview delivers only to PREVIEW_CONTACT_TO; without it, nowhere.
  const to = isPreviewContext(env.CONTEXT) ? env.PREVIEW_CONTACT_TO?.trim() : env.CONTACT_TO?.trim() || contentEmail;
  const mailer = to
    ? mailerFromEnv(env, context)
    : createUnavailableMailer(
        `a ${env.CONTEXT} sends no mail: set PREVIEW_CONTACT_TO to a test inbox to try it`,
        contactMessages(contentEmail).preview,
      );
  const service = newsletterFromEnv(env, context);

  log.info(`send-contact-email: mail goes out via ${mailer.kind}`);
  log.info(`mailchimp-subscribe: signups go to ${service.kind}`);

  return {
    contact: createContactEndpoint({
      ...checks,
      mailer,
      to: to || contentEmail,
      publicAddress: contentEmail,
      from: env.CONTACT_FROM?.trim() || "Fjellsyn Media <no-reply@fjellsynmedia.no>",
      idempotency: context.idempotency,
    }),
    newsletter: createNewsletterEndpoint({ ...checks, service }),
  };
}

/**
 * The environment a compiled function runs with. Gatsby's webpack DefinePlugin bakes every literal
 * `process.env.X` in at build time (and turns `process.env` into `{}`), so settings are read through
 * `globalThis.process.env` at run time. The three markers are baked on purpose: on Netlify the build
 * knows it is a production build on the host, which the function runtime no longer says.
 */
function functionEnv(): Env {
  return {
    NODE_ENV: process.env.NODE_ENV,
    NETLIFY: process.env.NETLIFY,
    CONTEXT: process.env.CONTEXT,
    ...globalThis.process.env,
  };
}

let endpoints: Endpoints | undefined;

/**
 * This function instance's endpoints, built on its first request. Rate limits and idempotency keys
 * live in memory, or with REDIS_URL in Redis, shared by every instance (per instance while Redis
 * cannot be reached, and merged into it when it answers again).
 */
function runtimeEndpoints(): Endpoints {
  if (endpoints) return endpoints;
  const env = functionEnv();
  const redisUrl = env.REDIS_URL?.trim();
  const redis = redisUrl ? createSharedRedis(redisUrl, console) : undefined;
  endpoints = endpointsFromEnv(env, {
    contentEmail: site.email,
    cwd: process.cwd(),
    clock: systemClock,
    log: console,
    rateLimitStore: redis ? createRedisRateLimitStore(redis) : createMemoryRateLimitStore(),
    idempotency: redis ? createRedisIdempotencyStore(redis) : createMemoryIdempotencyStore(),
  });
  return endpoints;
}

/** What src/api/<route>.ts runs: this instance's endpoint for the route, answering whatever happens. */
export async function serveFunction(
  route: "send-contact-email" | "mailchimp-subscribe",
  request: IncomingMessage & { body?: unknown },
  response: NodeLikeResponse,
): Promise<void> {
  const endpoint = route === "send-contact-email" ? "contact" : "newsletter";
  await answer(response, route, () => runtimeEndpoints()[endpoint](toApiRequest(request)));
}
