// Builds the two endpoints and the lead sweep from the environment; .env.example documents every variable.
import path from "node:path";
import { connectLambda, getStore } from "@netlify/blobs";
// Functions run outside Gatsby's data layer, so the agency address comes straight from content.
import site from "../../content/site.json";
import { isPreviewContext } from "../environment/deploy-context";
import { siteUrl } from "../environment/site-url";
import { composeContactEmail } from "./contact/compose";
import { contactMessages, createContactEndpoint } from "./contact/contact-endpoint";
import { answer, toApiRequest, type FunctionRequest, type NodeLikeResponse } from "./http/node-adapter";
import { createRateLimiters, type RateLimiters } from "./http/rate-limit";
import { systemClock, type ApiRequest, type Clock, type Logger } from "./http/types";
import { blobLeadStore, fileLeadStore, type LeadStore } from "./leads/lead-store";
import { sweep, type Delivery } from "./leads/sweep";
import { createMaildirMailer, createSmtpMailer, createUnavailableMailer, type Mailer } from "./mail/mailer";
import { createMailchimpClient, mailchimpApiUrl } from "./newsletter/mailchimp";
import {
  createLocalSubscriberStore,
  createNewsletterEndpoint,
  createUnavailableService,
  newsletterMessages,
  type NewsletterService,
} from "./newsletter/newsletter-endpoint";

export type Env = Readonly<Record<string, string | undefined>>;

const isSet = (value: string | undefined): value is string => value !== undefined && value.trim() !== "";

/** Files vanish with a serverless instance: a hosted production build refuses the Maildir and the local store. */
function requiresRealTransport(env: Env): boolean {
  const flag = env.REQUIRE_MAIL_TRANSPORT?.trim().toLowerCase();
  if (flag === "true" || flag === "false") return flag === "true";
  const hosted =
    env.NETLIFY === "true" || [env.CONTEXT, env.SITE_ID, env.AWS_LAMBDA_FUNCTION_NAME, env.VERCEL].some(isSet);
  return env.NODE_ENV === "production" && hosted;
}

/** `contentEmail` is the agency address from content, used when CONTACT_TO is not set. */
type DeliveryContext = { contentEmail: string; cwd: string; clock: Clock; log: Logger; smtpDeadlineMs?: number };

export type EndpointContext = DeliveryContext & { rateLimiters: RateLimiters; mailchimpTimeoutMs?: number };

/** The inbox leads go to: a preview delivers only to PREVIEW_CONTACT_TO, and without it nowhere. */
const inboxOf = (env: Env, contentEmail: string) =>
  isPreviewContext(env.CONTEXT) ? env.PREVIEW_CONTACT_TO?.trim() : env.CONTACT_TO?.trim() || contentEmail;

function mailerFromEnv(env: Env, { contentEmail, cwd, clock, smtpDeadlineMs }: DeliveryContext): Mailer {
  if (!inboxOf(env, contentEmail)) {
    return createUnavailableMailer(
      `a ${env.CONTEXT} sends no mail: set PREVIEW_CONTACT_TO to a test inbox to try it`,
      contactMessages(contentEmail).preview,
    );
  }
  if (isSet(env.SMTP_URL)) return createSmtpMailer({ url: env.SMTP_URL.trim() }, smtpDeadlineMs);
  if (isSet(env.SMTP_HOST)) {
    const port = Number(env.SMTP_PORT?.trim() || 587);
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
  return createMaildirMailer({ dir: path.resolve(cwd, env.MAIL_DIR?.trim() || ".data/mail"), clock });
}

/** Netlify Blobs when the invocation carries its credentials, else files; a preview keeps its leads apart. */
export function leadStoreFrom(env: Env, cwd: string, event?: ApiRequest["lambdaEvent"]): LeadStore {
  const name = isPreviewContext(env.CONTEXT) ? "leads-preview" : "leads";
  if (event?.blobs) connectLambda({ blobs: event.blobs, headers: event.headers });
  if (event?.blobs || isSet(env.NETLIFY_BLOBS_CONTEXT)) return blobLeadStore(getStore(name));
  return fileLeadStore(path.resolve(cwd, env.LEADS_DIR?.trim() || `.data/${name}`));
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
    const doubleOptIn = env.MAILCHIMP_DOUBLE_OPT_IN?.trim().toLowerCase() !== "false";
    return createMailchimpClient({ apiUrl, apiKey, audienceId, doubleOptIn, timeoutMs: mailchimpTimeoutMs });
  }
  if (requiresRealTransport(env)) {
    return createUnavailableService(
      "no newsletter service configured for production: set MAILCHIMP_API_KEY and MAILCHIMP_AUDIENCE_ID",
    );
  }
  const dir = path.resolve(cwd, env.NEWSLETTER_DIR?.trim() || ".data/newsletter");
  return createLocalSubscriberStore({ dir, clock });
}

/** The store of an invocation, the transport, and the message a lead becomes. */
export function deliveryFrom(env: Env, context: DeliveryContext) {
  const mailer = mailerFromEnv(env, context);
  const to = inboxOf(env, context.contentEmail) ?? context.contentEmail;
  const from = env.CONTACT_FROM?.trim() || "Fjellsyn Media <no-reply@fjellsynmedia.no>";
  return (event?: ApiRequest["lambdaEvent"]): Delivery => ({
    leads: leadStoreFrom(env, context.cwd, event),
    mailer,
    message: (lead) => composeContactEmail(lead.input, { from, to, key: lead.key }),
    log: context.log,
    now: context.clock.now,
  });
}

export function endpointsFromEnv(env: Env, context: EndpointContext) {
  const { contentEmail, log, rateLimiters } = context;
  const allowed = [env.SITE_URL, env.URL, env.DEPLOY_PRIME_URL, siteUrl, ...(env.LOCAL_ORIGIN ?? "").split(/[\s,]+/)];
  const trustForwardedFor = env.TRUST_FORWARDED_FOR?.trim().toLowerCase() === "true";
  const origins = { allowed, allowLoopback: env.NODE_ENV !== "production" };
  const checks = { rateLimiters, trustForwardedFor, log, origins };
  const delivery = deliveryFrom(env, context);
  const service = newsletterFromEnv(env, context);
  log.info(`send-contact-email: mail goes out via ${delivery().mailer.kind}`);
  log.info(`mailchimp-subscribe: signups go to ${service.kind}`);
  return {
    contact: createContactEndpoint({ ...checks, delivery: (request) => delivery(request.lambdaEvent), contentEmail }),
    newsletter: createNewsletterEndpoint({ ...checks, service }),
  };
}

/** Webpack bakes in each literal `process.env.X`: only the build's three markers are read that way. */
function functionEnv(): Env {
  return {
    NODE_ENV: process.env.NODE_ENV,
    NETLIFY: process.env.NETLIFY,
    CONTEXT: process.env.CONTEXT,
    ...globalThis.process.env,
  };
}

const runtime = (log: Logger = console) => ({ contentEmail: site.email, cwd: process.cwd(), clock: systemClock, log });

let endpoints: ReturnType<typeof endpointsFromEnv> | undefined;

/** What src/api/<route>.ts runs: this instance's endpoint for the route. */
export async function serveFunction(
  route: "send-contact-email" | "mailchimp-subscribe",
  request: FunctionRequest,
  response: NodeLikeResponse,
): Promise<void> {
  await answer(response, route, () => {
    const env = functionEnv();
    endpoints ??= endpointsFromEnv(env, { ...runtime(), rateLimiters: createRateLimiters(env.REDIS_URL?.trim()) });
    return endpoints[route === "send-contact-email" ? "contact" : "newsletter"](toApiRequest(request));
  });
}

/** One pass of the lead sweep, for Netlify's scheduled function and the local server's timer. */
export function sweepLeads(env: Env = functionEnv(), log: Logger = console) {
  return sweep(deliveryFrom(env, runtime(log))());
}
