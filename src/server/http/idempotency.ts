// Remembers what became of a submission, by the idempotency key its form sent, so a retry never sends twice.
import type { Redis } from "ioredis";
import { sharedOrLocal, type SharedRedis } from "./redis";

/** The optional body field; the form makes one key per message it sends (a UUID fits). */
export const IDEMPOTENCY_KEY_FIELD = "idempotencyKey";
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;
export const IDEMPOTENCY_KEY_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);

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

/**
 * Shared by every instance: SET NX makes the claim atomic across them. Every change is written to this
 * instance's memory as well, and while Redis cannot be reached that memory answers: a retry that
 * reaches the same instance is still recognised, one that reaches another may be sent again.
 */
export function createRedisIdempotencyStore(redis: SharedRedis): IdempotencyStore {
  const memory = createMemoryIdempotencyStore();
  const name = (key: string) => `fjellsyn:idem:${key}`;
  async function claim(client: Redis, key: string): Promise<Outcome | undefined> {
    if ((await client.set(name(key), "pending", "PX", PENDING_TTL_MS, "NX")) === "OK") return undefined;
    const known = await client.get(name(key));
    // Gone between the two commands (it just expired): claim it afresh.
    return known === "pending" || known === "delivered" || known === "unknown" ? known : claim(client, key);
  }
  return {
    async claim(key) {
      const known = await sharedOrLocal(
        redis,
        (client) => claim(client, key),
        () => memory.claim(key),
      );
      // Mirrored, so this instance still knows the key should Redis go away before it is settled.
      if (known === undefined) await memory.claim(key);
      return known;
    },
    async settle(key, outcome) {
      await memory.settle(key, outcome);
      await sharedOrLocal(
        redis,
        async (client) => void (await client.set(name(key), outcome, "PX", SETTLED_TTL_MS)),
        async () => undefined,
      );
    },
    async release(key) {
      await memory.release(key);
      await sharedOrLocal(
        redis,
        async (client) => void (await client.del(name(key))),
        async () => undefined,
      );
    },
  };
}
