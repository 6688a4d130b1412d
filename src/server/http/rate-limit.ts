// Per-client limits on each form: rate-limiter-flexible, in Redis (shared by every function instance)
// with REDIS_URL, in this instance's memory otherwise or while Redis cannot be reached.
import Redis from "ioredis";
import type { RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import RateLimiterMemory from "rate-limiter-flexible/lib/RateLimiterMemory.js";
import RateLimiterRedis from "rate-limiter-flexible/lib/RateLimiterRedis.js";
import { HttpError, messages } from "./errors";

export const rateLimits = {
  contact: { points: 5, duration: 10 * 60 },
  newsletter: { points: 10, duration: 10 * 60 },
} as const;

type RateLimitName = keyof typeof rateLimits;
export type RateLimiters = Record<RateLimitName, RateLimiterAbstract>;

/** Redis is bookkeeping, never a reason for a post to wait long: a command that takes longer counts in memory. */
const REDIS_TIMEOUT_MS = 500;

export function createRateLimiters(redisUrl: string | undefined): RateLimiters {
  const client = redisUrl
    ? new Redis(redisUrl, {
        connectTimeout: REDIS_TIMEOUT_MS,
        commandTimeout: REDIS_TIMEOUT_MS,
        maxRetriesPerRequest: 0,
        retryStrategy: (attempt) => Math.min(attempt * 100, 1000),
      })
    : undefined;
  // Without a listener ioredis prints every failed reconnect; the limiters fall back on their own.
  client?.on("error", () => undefined);
  const limiter = (name: RateLimitName) => {
    const options = { keyPrefix: `fjellsyn:${name}`, ...rateLimits[name] };
    if (!client) return new RateLimiterMemory(options);
    return new RateLimiterRedis({
      ...options,
      storeClient: client,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  };
  return { contact: limiter("contact"), newsletter: limiter("newsletter") };
}

/** Counts one request; past the limit, a 429 that says when to try again. */
export async function consume(limiter: RateLimiterAbstract, client: string): Promise<void> {
  try {
    await limiter.consume(client);
  } catch (refusal: unknown) {
    // It rejects with an Error when its store fails, and with its result when the limit is reached.
    if (refusal instanceof Error) throw refusal;
    const retryAfter = String(Math.max(1, Math.ceil((refusal as RateLimiterRes).msBeforeNext / 1000)));
    throw new HttpError(429, messages.rateLimited, { headers: { "Retry-After": retryAfter } });
  }
}
