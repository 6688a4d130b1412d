// The one Redis connection a function instance keeps for REDIS_URL, how long it may keep a visitor
// waiting, and what the instance does when Redis answers again after an outage.
import type { Redis } from "ioredis";
import type { Logger } from "./types";

/**
 * Redis is shared bookkeeping, never a reason for a post to wait or fail: every connect, command
 * and silent socket gives up after this long, and the caller counts in this instance's memory instead.
 */
export const REDIS_TIMEOUT_MS = 500;

/** Between two reconnect attempts while Redis is away; once it is back, shared counting resumes within this. */
const RECONNECT_EVERY_MS = 1000;

/**
 * Writes what this instance knows (its counts, its keys) into Redis by operations that only ever add
 * to what Redis holds, and says in a few words what it wrote (for the log line).
 */
export type Merge = (client: Redis) => Promise<string>;

export interface SharedRedis {
  /**
   * The client while it is connected and answering, else undefined (then count in memory). Only the
   * instance's first call waits, for the first connection, and never longer than REDIS_TIMEOUT_MS.
   */
  client(): Promise<Redis | undefined>;
  /** A command failed: an outage is logged once when it starts. */
  failed(error: unknown): void;
  /**
   * A command succeeded. The first success after an outage (or after the connection was lost: a
   * restarted Redis may have lost everything) first runs every merge, so this instance's next
   * decision already stands on the merged counts; it resolves when they are written.
   */
  answered(client: Redis): Promise<void>;
  /** A merge to run each time Redis answers again; the stores register theirs. */
  onRecovery(merge: Merge): void;
  /** Closes the connection for good (a function instance never does; tests do). */
  disconnect(): Promise<void>;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createSharedRedis(url: string, log: Logger): SharedRedis {
  /** A failure was logged and nothing has been merged since. */
  let outage = false;
  /** What this instance counted may be missing from Redis (a command failed, or the connection was lost). */
  let unmerged = false;
  let recovering: Promise<void> | undefined;
  const merges: Merge[] = [];

  const failed = (error: unknown) => {
    unmerged = true;
    if (outage) return;
    outage = true;
    log.warn(
      `redis: unavailable (${describe(error)}); until it answers, rate limits and idempotency keys ` +
        "hold per function instance only",
    );
  };

  const recover = (client: Redis): Promise<void> => {
    recovering ??= (async () => {
      unmerged = false;
      try {
        const written = await Promise.all(merges.map((merge) => merge(client)));
        if (outage) {
          outage = false;
          log.info(
            `redis: answering again; merged what this instance counted meanwhile (${written.join(", ")}), ` +
              "rate limits and idempotency keys are shared again",
          );
        }
      } catch (error: unknown) {
        failed(error);
      } finally {
        recovering = undefined;
      }
    })();
    return recovering;
  };

  const connecting = (async () => {
    // Evaluated on first use only, so a site without REDIS_URL never loads ioredis. ioredis is
    // CommonJS whose module.exports is the client class itself; `default` is that object under every
    // interop (webpack's function bundles, Node, tsx), while a named export such as `Redis` is not:
    // webpack's namespace for a CommonJS module copies named properties only from a plain object.
    const { default: RedisClient } = await import(/* webpackMode: "eager" */ "ioredis");
    const client = new RedisClient(url, {
      lazyConnect: true,
      connectTimeout: REDIS_TIMEOUT_MS,
      commandTimeout: REDIS_TIMEOUT_MS,
      // A connection that stops answering (a frozen server, a dropped route) is closed and opened
      // again; meanwhile the client is not ready and commands fail at once instead of waiting.
      socketTimeout: REDIS_TIMEOUT_MS,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      // A command that timed out was answered from memory already; sending it again would count it twice.
      autoResendUnfulfilledCommands: false,
      retryStrategy: (attempt) => Math.min(attempt * 100, RECONNECT_EVERY_MS),
    });
    // Without a listener ioredis prints every failed reconnect; the outage is logged once through failed().
    client.on("error", failed);
    // A lost connection may be a restarted Redis that lost its data: merge again once it is back,
    // without waiting for a visitor's post (an idle instance that is not frozen merges by itself).
    client.on("close", () => (unmerged = true));
    client.on("ready", () => {
      if (unmerged) void recover(client);
    });
    const settled = new Promise<void>((resolve) => setTimeout(resolve, REDIS_TIMEOUT_MS).unref());
    await Promise.race([client.connect().catch(failed), settled]);
    return client;
  })();

  return {
    async client() {
      const client = await connecting;
      return client.status === "ready" ? client : undefined;
    },
    failed,
    answered: async (client) => {
      if (unmerged || recovering) await recover(client);
    },
    onRecovery: (merge) => void merges.push(merge),
    disconnect: async () => (await connecting).disconnect(),
  };
}

/**
 * Runs `shared` against Redis while it answers, else (or when it fails) `local` against this
 * instance's memory. Failures are reported, so the outage is logged once and merged after.
 */
export async function sharedOrLocal<T>(
  redis: SharedRedis,
  shared: (client: Redis) => Promise<T>,
  local: () => Promise<T>,
): Promise<T> {
  const client = await redis.client();
  if (!client) {
    // Decided here alone: an outage as much as a failed command, so it is logged and merged after.
    redis.failed(new Error("not connected"));
    return local();
  }
  try {
    const result = await shared(client);
    await redis.answered(client);
    return result;
  } catch (error: unknown) {
    redis.failed(error);
    return local();
  }
}
