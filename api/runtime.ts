// What a Gatsby Function keeps between requests: one set of endpoints per instance, built on its first request.
import { endpointsFromEnv, type Endpoints, type Env } from "./config";
import { createMemoryIdempotencyStore, createRedisIdempotencyStore } from "./http/idempotency";
import { createMemoryRateLimitStore, createRedisRateLimitStore } from "./http/rate-limit";
import { connectRedis } from "./http/redis";
import { systemClock } from "./http/types";

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

/** Rate limits and idempotency keys in memory by default; with REDIS_URL, in Redis, shared by every instance. */
export function runtimeEndpoints(contentEmail: string): Endpoints {
  if (endpoints) return endpoints;
  const env = functionEnv();
  const redisUrl = env.REDIS_URL?.trim();
  const redis = redisUrl ? connectRedis(redisUrl) : undefined;
  endpoints = endpointsFromEnv(env, {
    contentEmail,
    cwd: process.cwd(),
    clock: systemClock,
    log: console,
    rateLimitStore: redis ? createRedisRateLimitStore(redis) : createMemoryRateLimitStore(),
    idempotency: redis ? createRedisIdempotencyStore(redis) : createMemoryIdempotencyStore(),
  });
  return endpoints;
}
