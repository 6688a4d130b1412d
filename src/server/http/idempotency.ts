// Remembers what became of a submission, by the idempotency key its form sent, so a retry never sends twice:
// withIdempotency does all of it around an endpoint's work, with one of the stores below to remember.
import { createHash, randomUUID } from "node:crypto";
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

/** Entries that expire, kept in insertion order, so the first are the oldest; at most 100,000. */
function expiringEntries<V>(now: () => number) {
  const entries = new Map<string, { value: V; expires: number }>();
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      return entry && entry.expires > now() ? entry.value : undefined;
    },
    put(key: string, value: V, ttlMs: number): void {
      entries.delete(key);
      entries.set(key, { value, expires: now() + ttlMs });
      for (const [oldKey, entry] of entries) {
        if (entry.expires > now() && entries.size <= 100_000) break;
        entries.delete(oldKey);
      }
    },
    delete: (key: string) => void entries.delete(key),
    /** Every entry still alive, with the ms it has left. */
    live(): [key: string, value: V, msLeft: number][] {
      return [...entries].flatMap(([key, { value, expires }]) =>
        expires > now() ? [[key, value, expires - now()] as [string, V, number]] : [],
      );
    },
  };
}

/** The embedded default, per process; a small Map, as only submissions that passed the rate limit reach it. */
export function createMemoryIdempotencyStore(now: () => number = Date.now): IdempotencyStore {
  const entries = expiringEntries<Outcome>(now);
  return {
    async claim(key) {
      const known = entries.get(key);
      if (known) return known;
      entries.put(key, "pending", PENDING_TTL_MS);
      return undefined;
    },
    async settle(key, outcome) {
      entries.put(key, outcome, SETTLED_TTL_MS);
    },
    async release(key) {
      entries.delete(key);
    },
  };
}

/*
 * In Redis a key holds `pending:<token>` (the claim of one attempt) or its outcome, and only ever
 * moves up: nothing → pending → delivered/unknown. Every write below is a merge that cannot move a
 * key down, so a command Redis applies late (sent before an outage froze it, applied after) never
 * makes a settled key claimable again, and a release removes only its own attempt's claim.
 *
 * MERGE_SCRIPT: KEYS[1] the key, ARGV[1] what this instance knows of it, ARGV[2] for how long (ms).
 * Written where Redis knows nothing, or only an attempt in flight while this is an outcome.
 * RELEASE_SCRIPT: removes the claim ARGV[1], and nothing else.
 */
const MERGE_SCRIPT = `
local current = redis.call('GET', KEYS[1])
local settling = string.sub(ARGV[1], 1, 8) ~= 'pending:'
if not current or (settling and string.sub(current, 1, 7) == 'pending') then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0
`;
const RELEASE_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

/** What a stored value says; a claim written before claims carried a token reads as pending too. */
function outcomeOf(value: string | null): Outcome | undefined {
  if (value === null) return undefined;
  if (value.startsWith("pending")) return "pending";
  return value === "delivered" || value === "unknown" ? value : undefined;
}

/**
 * Shared by every instance: SET NX makes the claim atomic across them. Every key this instance
 * claims or settles is kept in its memory as well, and answered from there: while Redis cannot be
 * reached a retry that reaches this instance is still recognised, and when Redis answers again
 * every key the instance knows is merged into it, so a key seen during the outage is recognised
 * by every instance after it. (A retry that reaches another instance during the outage may be sent again.)
 */
export function createRedisIdempotencyStore(redis: SharedRedis, now: () => number = Date.now): IdempotencyStore {
  /** The value this instance knows for each key: `pending:<token>` or an outcome. */
  const known = expiringEntries<string>(now);
  const name = (key: string) => `fjellsyn:idem:${key}`;

  async function claimShared(client: Redis, key: string, claim: string): Promise<Outcome | undefined> {
    if ((await client.set(name(key), claim, "PX", PENDING_TTL_MS, "NX")) === "OK") return undefined;
    const value = await client.get(name(key));
    // Gone between the two commands (it just expired): claim it afresh. A value this code never
    // writes is treated as an attempt in flight, which sends nothing.
    return value === null ? claimShared(client, key, claim) : (outcomeOf(value) ?? "pending");
  }

  redis.onRecovery(async (client) => {
    const live = known.live();
    if (live.length === 0) return "0 idempotency keys";
    const pipeline = client.pipeline();
    for (const [key, value, msLeft] of live) pipeline.eval(MERGE_SCRIPT, 1, name(key), value, msLeft);
    for (const [error] of (await pipeline.exec()) ?? []) if (error) throw error;
    return `${live.length} idempotency keys`;
  });

  return {
    async claim(key) {
      const mine = outcomeOf(known.get(key) ?? null);
      if (mine) return mine;
      const claim = `pending:${randomUUID()}`;
      const shared = await sharedOrLocal(
        redis,
        (client) => claimShared(client, key, claim),
        async () => undefined,
      );
      // Ours now, in Redis or (while it cannot be reached) here only, merged into Redis once it answers.
      if (shared === undefined) known.put(key, claim, PENDING_TTL_MS);
      return shared;
    },
    async settle(key, outcome) {
      known.put(key, outcome, SETTLED_TTL_MS);
      await sharedOrLocal(
        redis,
        async (client) => void (await client.eval(MERGE_SCRIPT, 1, name(key), outcome, SETTLED_TTL_MS)),
        async () => undefined,
      );
    },
    async release(key) {
      const claim = known.get(key);
      known.delete(key);
      if (!claim?.startsWith("pending:")) return;
      await sharedOrLocal(
        redis,
        async (client) => void (await client.eval(RELEASE_SCRIPT, 1, name(key), claim)),
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
