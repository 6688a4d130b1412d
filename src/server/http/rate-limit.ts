// Per-client rate limits, counted by rate-limiter-flexible: in memory, or in Redis when REDIS_URL is set.
import type { Redis } from "ioredis";
import type { IRateLimiterOptions, RateLimiterAbstract } from "rate-limiter-flexible";
// The two stores used, each from its own module: the package's index would also load Drizzle's store,
// whose dynamic import makes webpack warn in every build (rate-limiter-flexible.d.ts types them).
import RateLimiterMemory from "rate-limiter-flexible/lib/RateLimiterMemory";
import RateLimiterRedis from "rate-limiter-flexible/lib/RateLimiterRedis";
import RateLimiterRes from "rate-limiter-flexible/lib/RateLimiterRes";
import { sharedOrLocal, type SharedRedis } from "./redis";

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

/** One limiter per endpoint and rule, made on first use. */
function limiters<L>(create: (options: IRateLimiterOptions) => L) {
  const made = new Map<string, L>();
  return (name: string, { limit, windowMs }: RateLimitRule): L => {
    const id = `${name}:${limit}:${windowMs}`;
    const duration = Math.max(1, Math.round(windowMs / 1000));
    const limiter = made.get(id) ?? create({ keyPrefix: `fjellsyn:rl:${name}`, points: limit, duration });
    made.set(id, limiter);
    return limiter;
  };
}

type Decision = Awaited<ReturnType<RateLimitStore["hit"]>>;

/** One request counted; being over the limit is an answer, any other rejection a failure of the store. */
async function consume(limiter: RateLimiterAbstract, client: string): Promise<Decision> {
  try {
    await limiter.consume(client);
    return { allowed: true, retryAfterSeconds: 0 };
  } catch (rejection: unknown) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
  }
}

/** The embedded default: counts per process (or warm serverless instance). */
export function createMemoryRateLimitStore(): RateLimitStore {
  const memory = limiters((options) => new RateLimiterMemory(options));
  return { hit: (name, rule, client) => consume(memory(name, rule), client) };
}

/**
 * Counts shared by every instance that uses the same Redis. Each instance also counts in its own
 * memory, and while Redis cannot be reached that count decides: forms keep working, limited per
 * instance, and carry on from what this instance has already seen.
 */
export function createRedisRateLimitStore(redis: SharedRedis): RateLimitStore {
  const memory = createMemoryRateLimitStore();
  const shared = new Map<Redis, ReturnType<typeof limiters<RateLimiterRedis>>>();
  const sharedFor = (client: Redis) => {
    const made =
      shared.get(client) ??
      limiters((options) => new RateLimiterRedis({ ...options, storeClient: client, rejectIfRedisNotReady: true }));
    shared.set(client, made);
    return made;
  };
  return {
    async hit(name, rule, client) {
      const local = memory.hit(name, rule, client);
      return sharedOrLocal(
        redis,
        (connection) => consume(sharedFor(connection)(name, rule), client),
        () => local,
      );
    },
  };
}
