// What the Gatsby Functions share between requests: the environment as the function sees it and one set of endpoints.
import type { Redis } from "ioredis";
import { endpointsFromEnv, type Endpoints, type Env } from "./config";
import { createMemoryIdempotencyStore, createRedisIdempotencyStore, type IdempotencyStore } from "./http/idempotency";
import { createMemoryRateLimitStore, createRedisRateLimitStore, type RateLimitStore } from "./http/rate-limit";
import { connectRedis } from "./http/redis";
import { consoleLogger, systemClock } from "./http/types";

/** Every setting the functions read (documented in .env.example); a change to one rebuilds the endpoints. */
const settingNames = [
  "NODE_ENV",
  "NETLIFY",
  "CONTEXT",
  "SITE_ID",
  "AWS_LAMBDA_FUNCTION_NAME",
  "VERCEL",
  "REQUIRE_MAIL_TRANSPORT",
  "SITE_URL",
  "URL",
  "DEPLOY_PRIME_URL",
  "SMTP_URL",
  "SMTP_HOST",
  "SMTP_PORT",
  "SMTP_USER",
  "SMTP_PASS",
  "SMTP_SECURE",
  "CONTACT_TO",
  "CONTACT_FROM",
  "MAIL_DIR",
  "MAILCHIMP_API_KEY",
  "MAILCHIMP_AUDIENCE_ID",
  "MAILCHIMP_DOUBLE_OPT_IN",
  "MAILCHIMP_API_URL",
  "NEWSLETTER_DIR",
  "REDIS_URL",
  "LOCAL_ORIGIN",
  "TRUST_FORWARDED_FOR",
  "PREVIEW_CONTACT_TO",
  "PREVIEW_MAILCHIMP_AUDIENCE_ID",
] as const;

/**
 * The environment a compiled Gatsby Function runs with. Gatsby bundles functions with
 * webpack's DefinePlugin, which replaces every literal `process.env.X` by its value at
 * build time and `process.env` itself by `{}`. Settings such as SMTP_URL are therefore
 * read through `globalThis.process.env`, at run time and never baked into the bundle.
 * The three markers below are read literally on purpose: on Netlify the build knows it
 * is a production build on the host, which the function runtime itself no longer says.
 */
export function functionEnv(): Env {
  const buildTime: Env = { NODE_ENV: process.env.NODE_ENV, NETLIFY: process.env.NETLIFY, CONTEXT: process.env.CONTEXT };
  const runtime: Env = globalThis.process?.env ?? {};
  // Only the settings below are read: copying the whole environment cost every request a walk over it.
  const merged: Record<string, string | undefined> = {};
  for (const name of settingNames) merged[name] = runtime[name] ?? buildTime[name];
  return merged;
}

interface Stores {
  rateLimitStore: RateLimitStore;
  idempotency: IdempotencyStore;
}

interface RuntimeState {
  memory: Stores;
  /** One connection and its stores per REDIS_URL. */
  redis: Map<string, Stores & { client: Promise<Redis> }>;
  fingerprint?: string;
  endpoints?: Endpoints;
}

/*
 * `gatsby serve` re-requires a function's bundle on every request, so module-level state
 * would start over each time. The rate-limit counts and the transports live on globalThis
 * instead: one set per server process or warm serverless instance.
 */
const STATE_KEY = Symbol.for("fjellsyn-media.api-runtime");

function state(): RuntimeState {
  const holder = globalThis as typeof globalThis & { [STATE_KEY]?: RuntimeState };
  holder[STATE_KEY] ??= {
    memory: { rateLimitStore: createMemoryRateLimitStore(), idempotency: createMemoryIdempotencyStore() },
    redis: new Map(),
  };
  return holder[STATE_KEY];
}

/** In memory by default; with REDIS_URL, in Redis, shared by every instance of both functions. */
function stores(current: RuntimeState, redisUrl: string | undefined): Stores {
  const url = redisUrl?.trim();
  if (!url) return current.memory;
  let shared = current.redis.get(url);
  if (!shared) {
    const client = connectRedis(url);
    shared = {
      client,
      rateLimitStore: createRedisRateLimitStore(client),
      idempotency: createRedisIdempotencyStore(client),
    };
    current.redis.set(url, shared);
  }
  return shared;
}

export function runtimeEndpoints(env: Env, contentEmail: string): Endpoints {
  const current = state();
  const fingerprint = JSON.stringify([contentEmail, ...settingNames.map((name) => env[name] ?? null)]);
  if (!current.endpoints || current.fingerprint !== fingerprint) {
    current.endpoints = endpointsFromEnv(env, {
      contentEmail,
      cwd: globalThis.process.cwd(),
      clock: systemClock,
      log: consoleLogger,
      ...stores(current, env.REDIS_URL),
    });
    current.fingerprint = fingerprint;
  }
  return current.endpoints;
}
