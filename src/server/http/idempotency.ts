// Remembers what became of a submission, by the idempotency key its form sent, so a retry never sends twice:
// withIdempotency does all of it around an endpoint's work, with one of the stores below to remember.
import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import { IDEMPOTENCY_KEY_FIELD, IDEMPOTENCY_KEY_PATTERN } from "../../form-contract/idempotency-key";
import { describeError, HttpError, messages } from "./errors";
import { sharedOrLocal, type SharedRedis } from "./redis";
import type { Logger } from "./types";

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

/** A failure after the message was handed over: it may have arrived, so a retry with its key is told so again (504) and sends nothing. */
export class FateUnknownError extends HttpError {
  constructor(message: string, logMessage: string) {
    super(504, message, { logMessage });
  }
}

export interface IdempotencyOptions {
  /** Without a store every submission is done, keyed or not; a malformed key is refused all the same. */
  store: IdempotencyStore | undefined;
  /** Names the endpoint in logs. */
  name: string;
  log: Logger;
  /** What a retry hears while the first attempt is still running (409), and once its fate is unknown. */
  replies: { inFlight: string; unknown: string };
}

/** The key's slot: the key and the submission together, so a reused key with other content is a new message. */
function slotFor(key: string, value: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify([key, value]))
    .digest("base64url");
}

/** The submission's key, if it sent one (an empty one counts as none); a malformed one is refused with 422. */
function keyOf(fields: Record<string, unknown>): string | undefined {
  const key = fields[IDEMPOTENCY_KEY_FIELD];
  if (key === undefined || key === "") return undefined;
  if (typeof key !== "string" || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new HttpError(422, messages.badIdempotencyKey, {
      fields: { [IDEMPOTENCY_KEY_FIELD]: messages.badIdempotencyKey },
    });
  }
  return key;
}

/**
 * An endpoint's work done at most once per key and submission: the work sees only the valid submission,
 * and throws a FateUnknownError when it failed after handing the message over; any other failure lets a
 * retry try again. Sits where a form endpoint's `perform` goes, which hands it the posted fields too.
 */
export function withIdempotency<V>(
  { store, name, log, replies }: IdempotencyOptions,
  work: (value: V) => Promise<void>,
): (value: V, fields: Record<string, unknown>) => Promise<void> {
  return async (value, fields) => {
    const key = keyOf(fields);
    let slot = store && key ? slotFor(key, value) : undefined;
    let known: Outcome | undefined;
    try {
      known = slot ? await store?.claim(slot) : undefined;
    } catch (error: unknown) {
      // Better one message too many than none: without the store, the message is sent as if it had no key.
      log.warn(`${name}: idempotency store unavailable (${describeError(error)})`);
      slot = undefined;
    }
    if (known === "delivered") {
      log.info(`${name}: a retry of a delivered message, not sent again`);
      return;
    }
    if (known === "pending") throw new HttpError(409, replies.inFlight);
    if (known === "unknown")
      throw new FateUnknownError(replies.unknown, "a retry of a message of unknown fate, not sent");

    /** Settles the key with the outcome, or releases it (undefined) for a retry to try again. */
    const remember = async (outcome: "delivered" | "unknown" | undefined) => {
      if (!slot || !store) return;
      try {
        await (outcome ? store.settle(slot, outcome) : store.release(slot));
      } catch (error: unknown) {
        log.warn(`${name}: could not remember a key (${describeError(error)})`);
      }
    };
    try {
      await work(value);
    } catch (error: unknown) {
      await remember(error instanceof FateUnknownError ? "unknown" : undefined);
      throw error;
    }
    await remember("delivered");
  };
}
