// Per-client rate limits, counted by rate-limiter-flexible: in memory, or in Redis when REDIS_URL is set.
import type { Redis } from "ioredis";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type IRateLimiterOptions,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** Where the counts live; one store serves every endpoint, each under its own name. */
export interface RateLimitStore {
  /** Counts one request; `retryAfterSeconds` is whole seconds until the client may try again (0 when allowed). */
  hit(name: string, rule: RateLimitRule, client: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

export const rateLimits = {
  contact: { limit: 5, windowMs: 10 * 60 * 1000 },
  newsletter: { limit: 10, windowMs: 10 * 60 * 1000 },
} as const satisfies Record<string, RateLimitRule>;

function storeOf(create: (options: IRateLimiterOptions) => RateLimiterAbstract | Promise<RateLimiterAbstract>) {
  const limiters = new Map<string, RateLimiterAbstract | Promise<RateLimiterAbstract>>();
  return {
    async hit(name, { limit, windowMs }, client) {
      const id = `${name}:${limit}:${windowMs}`;
      const duration = Math.max(1, Math.round(windowMs / 1000));
      const limiter = limiters.get(id) ?? create({ keyPrefix: `fjellsyn:rl:${name}`, points: limit, duration });
      limiters.set(id, limiter);
      try {
        await (await limiter).consume(client);
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (rejection: unknown) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
    },
  } satisfies RateLimitStore;
}

/** The embedded default: counts per process (or warm serverless instance). */
export function createMemoryRateLimitStore(): RateLimitStore {
  return storeOf((options) => new RateLimiterMemory(options));
}

/**
 * Counts shared by every instance that uses the same Redis. While Redis cannot be reached,
 * each instance falls back to counting in its own memory (rate-limiter-flexible's insurance
 * limiter), so forms keep working and are still limited per instance.
 */
export function createRedisRateLimitStore(redis: Promise<Redis>): RateLimitStore {
  return storeOf(
    async (options) =>
      new RateLimiterRedis({
        ...options,
        storeClient: await redis,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(options),
      }),
  );
}
