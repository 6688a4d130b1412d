// Remembers what became of a submission, by the idempotency key its form sent, so a retry never sends twice.
import type { Redis } from "ioredis";

/** The optional body field; the form makes one key per message it sends (a UUID fits). */
export const IDEMPOTENCY_KEY_FIELD = "idempotencyKey";
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** How long a settled outcome is remembered: a visitor retries within minutes, a day is ample. */
export const SETTLED_TTL_MS = 24 * 60 * 60 * 1000;
/** How long an attempt counts as in flight: past the function's 10 s limit it has surely ended. */
export const PENDING_TTL_MS = 30 * 1000;

/*
 * The semantics:
 * - the first request with a key claims it (`pending`) and does the work;
 * - success settles it as `delivered`: a retry is answered with success and sends nothing;
 * - a failure that certainly sent nothing releases it: a retry tries again;
 * - a failure after the message was handed over settles it as `unknown`: a retry sends
 *   nothing and hears that we cannot tell, because sending again could duplicate it;
 * - a retry while the first is still `pending` gets 409.
 */
export type Outcome = "pending" | "delivered" | "unknown";

export interface IdempotencyStore {
  /** Marks the key `pending` unless it is known; returns what was known (undefined: it is now ours). */
  claim(key: string): Promise<Outcome | undefined>;
  settle(key: string, outcome: "delivered" | "unknown"): Promise<void>;
  release(key: string): Promise<void>;
}

/** The embedded default, per process; a small Map, as only submissions that passed the rate limit reach it. */
export function createMemoryIdempotencyStore(): IdempotencyStore {
  const entries = new Map<string, { outcome: Outcome; expires: number }>();
  const put = (key: string, outcome: Outcome, ttlMs: number) => {
    entries.delete(key);
    entries.set(key, { outcome, expires: Date.now() + ttlMs });
    // Map order is insertion order, so the first entries are the oldest.
    for (const [oldKey, entry] of entries) {
      if (entry.expires > Date.now() && entries.size <= 100_000) break;
      entries.delete(oldKey);
    }
  };
  return {
    async claim(key) {
      const known = entries.get(key);
      if (known && known.expires > Date.now()) return known.outcome;
      put(key, "pending", PENDING_TTL_MS);
      return undefined;
    },
    async settle(key, outcome) {
      put(key, outcome, SETTLED_TTL_MS);
    },
    async release(key) {
      entries.delete(key);
    },
  };
}

/** Shared by every instance: SET NX makes the claim atomic across them. */
export function createRedisIdempotencyStore(redis: Promise<Redis>): IdempotencyStore {
  const name = (key: string) => `fjellsyn:idem:${key}`;
  async function claim(key: string): Promise<Outcome | undefined> {
    const client = await redis;
    if ((await client.set(name(key), "pending", "PX", PENDING_TTL_MS, "NX")) === "OK") return undefined;
    const known = await client.get(name(key));
    // Gone between the two commands (it just expired): claim it afresh.
    return known === "pending" || known === "delivered" || known === "unknown" ? known : claim(key);
  }
  return {
    claim,
    async settle(key, outcome) {
      await (await redis).set(name(key), outcome, "PX", SETTLED_TTL_MS);
    },
    async release(key) {
      await (await redis).del(name(key));
    },
  };
}
