// Per-client rate limits: counted in this instance's memory, or with REDIS_URL in Redis, shared by
// every instance and kept through an outage (createRedisRateLimitStore). Both count with the same
// window (createWindowMirror): in memory it is the count itself, beside Redis the outage's stand-in.
import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
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

type Decision = Awaited<ReturnType<RateLimitStore["hit"]>>;

const allowed: Decision = { allowed: true, retryAfterSeconds: 0 };
const refused = (msLeft: number): Decision => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)),
});

/*
 * The shared count of a client's window is a Redis set of hit ids, each id a request that was allowed.
 * Adding ids to a set is a merge that never lowers a count: a command Redis applies late (sent
 * before an outage froze it, applied after) adds an id that is there already or belongs there, and
 * what an instance counted on its own while Redis was away is added by the same ids, so nothing is
 * counted twice and nothing is lost. The window's end is merged the same way: only ever later.
 *
 * The script, one for counting a hit and for merging: KEYS[1] is the client's set; ARGV holds the
 * limit, the window (ms), the new hit's id ('' to merge only), how long the merged ids' window
 * still runs (ms), then the ids this instance knows for that window. It answers whether the hit is
 * allowed, the window's remaining ms and every id counted, which the instance keeps as its mirror.
 */
const HIT_SCRIPT = `
local key = KEYS[1]
if #ARGV > 4 then
  redis.call('SADD', key, unpack(ARGV, 5))
  if redis.call('PTTL', key) < tonumber(ARGV[4]) then redis.call('PEXPIRE', key, ARGV[4]) end
end
local allowed = 0
if ARGV[3] ~= '' and redis.call('SCARD', key) < tonumber(ARGV[1]) then
  redis.call('SADD', key, ARGV[3])
  allowed = 1
  if redis.call('PTTL', key) < 0 then redis.call('PEXPIRE', key, ARGV[2]) end
end
return {allowed, redis.call('PTTL', key), redis.call('SMEMBERS', key)}
`;

/** What this instance knows of one client's window: the ids of the requests allowed in it, and when it ends. */
export interface Window {
  hits: Set<string>;
  resetAt: number;
}

/**
 * This instance's mirror of the shared counts: each Redis answer for a window is kept, and while
 * Redis cannot be reached the mirror decides, so a client gets no more than the limit counting what
 * the instance saw before the outage and during it.
 */
export function createWindowMirror(now: () => number = Date.now) {
  const windows = new Map<string, Window>();
  let sinceSweep = 0;

  /** The window if it is still running. */
  const open = (key: string): Window | undefined => {
    const window = windows.get(key);
    if (window && window.resetAt > now()) return window;
    windows.delete(key);
    return undefined;
  };

  return {
    open,
    /** Counts one request while Redis cannot be reached, under the id it was (perhaps) sent to Redis with. */
    hit(key: string, { limit, windowMs }: RateLimitRule, id: string): Decision {
      if (++sinceSweep >= 1000) {
        sinceSweep = 0;
        for (const [other, window] of windows) if (window.resetAt <= now()) windows.delete(other);
      }
      const window = open(key) ?? { hits: new Set<string>(), resetAt: now() + windowMs };
      windows.set(key, window);
      if (window.hits.size >= limit) return refused(window.resetAt - now());
      window.hits.add(id);
      return allowed;
    },
    /** Keeps what Redis answered, with whatever this instance counted since it asked. */
    answered(key: string, hits: readonly string[], msLeft: number): void {
      const known = open(key);
      windows.set(key, { hits: new Set([...hits, ...(known?.hits ?? [])]), resetAt: now() + msLeft });
    },
    /** Every window still running, for the merge after an outage. */
    running(): [key: string, window: Window][] {
      return [...windows.keys()].flatMap((key) => {
        const window = open(key);
        return window ? [[key, window] as [string, Window]] : [];
      });
    },
  };
}

/** The embedded default: counts per process (or warm serverless instance). */
export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = createWindowMirror(now);
  return { hit: async (name, rule, client) => windows.hit(`${name}:${client}`, rule, randomUUID()) };
}

/** The script's arguments that merge what this instance knows of a window. */
function mergeArguments(window: Window | undefined, now: number): string[] {
  const msLeft = window ? window.resetAt - now : 0;
  // A window that has just ended adds nothing, rather than an expiry that would end the shared one.
  if (!window || window.hits.size === 0 || msLeft <= 0) return ["0"];
  return [String(msLeft), ...window.hits];
}

function parseAnswer(answer: unknown): { allowed: boolean; msLeft: number; hits: string[] } {
  const [allowedFlag, msLeft, hits] = answer as [number, number, string[]];
  return { allowed: allowedFlag === 1, msLeft: Math.max(0, msLeft), hits };
}

/**
 * Counts shared by every instance that uses the same Redis. While Redis cannot be reached, this
 * instance's mirror decides (forms keep working, limited per instance); when Redis answers again,
 * every window the instance knows is merged into the shared counts before it decides anything else.
 */
export function createRedisRateLimitStore(redis: SharedRedis, now: () => number = Date.now): RateLimitStore {
  const mirror = createWindowMirror(now);
  const keyOf = (name: string, client: string) => `fjellsyn:hits:${name}:${client}`;

  redis.onRecovery(async (client: Redis) => {
    const running = mirror.running();
    if (running.length === 0) return "0 rate-limit windows";
    const pipeline = client.pipeline();
    for (const [key, window] of running) {
      pipeline.eval(HIT_SCRIPT, 1, key, 0, 0, "", ...mergeArguments(window, now()));
    }
    const results = (await pipeline.exec()) ?? [];
    running.forEach(([key], index) => {
      const [error, answer] = results[index] ?? [new Error("no answer")];
      if (error) throw error;
      const { hits, msLeft } = parseAnswer(answer);
      mirror.answered(key, hits, msLeft);
    });
    return `${running.length} rate-limit windows`;
  });

  return {
    async hit(name, rule, client) {
      const key = keyOf(name, client);
      // The same id in Redis and in memory: a hit counted here while its command was lost in a
      // frozen Redis and applied there later is still one hit once the two are merged.
      const id = randomUUID();
      return sharedOrLocal(
        redis,
        async (connection) => {
          const answer = await connection.eval(
            HIT_SCRIPT,
            1,
            key,
            rule.limit,
            rule.windowMs,
            id,
            ...mergeArguments(mirror.open(key), now()),
          );
          const { allowed: ok, msLeft, hits } = parseAnswer(answer);
          mirror.answered(key, hits, msLeft);
          return ok ? allowed : refused(msLeft);
        },
        async () => mirror.hit(key, rule, id),
      );
    },
  };
}
