// The one Redis connection a function instance keeps for REDIS_URL, and how long it may keep a visitor waiting.
import type { Redis } from "ioredis";
import type { Logger } from "./types";

/**
 * Redis is shared bookkeeping, never a reason for a post to wait or fail: every connect, command
 * and silent socket gives up after this long, and the caller counts in this instance's memory instead.
 */
export const REDIS_TIMEOUT_MS = 500;

/** Between two reconnect attempts while Redis is away; once it is back, shared counting resumes within this. */
const RECONNECT_EVERY_MS = 1000;

export interface SharedRedis {
  /**
   * The client while it is connected and answering, else undefined (then count in memory). Only the
   * instance's first call waits, for the first connection, and never longer than REDIS_TIMEOUT_MS.
   */
  client(): Promise<Redis | undefined>;
  /** What became of a command: an outage is logged once when it starts and once when it ends. */
  report(outcome: { ok: true } | { ok: false; error: unknown }): void;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createSharedRedis(url: string, log: Logger): SharedRedis {
  let outage = false;
  const report: SharedRedis["report"] = (outcome) => {
    if (outcome.ok && outage) {
      outage = false;
      log.info("redis: answering again, rate limits and idempotency keys are shared again");
    } else if (!outcome.ok && !outage) {
      outage = true;
      log.warn(
        `redis: unavailable (${describe(outcome.error)}); until it answers, rate limits and idempotency keys ` +
          "hold per function instance only",
      );
    }
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
    // Without a listener ioredis prints every failed reconnect; the outage is logged once through report().
    client.on("error", (error: unknown) => report({ ok: false, error }));
    const settled = new Promise<void>((resolve) => setTimeout(resolve, REDIS_TIMEOUT_MS).unref());
    await Promise.race([client.connect().catch((error: unknown) => report({ ok: false, error })), settled]);
    return client;
  })();

  return {
    async client() {
      const client = await connecting;
      return client.status === "ready" ? client : undefined;
    },
    report,
  };
}

/**
 * Runs `shared` against Redis while it answers, else (or when it fails) `local` against this
 * instance's memory. Commands that fail are reported, so the outage is logged once.
 */
export async function sharedOrLocal<T>(
  redis: SharedRedis,
  shared: (client: Redis) => Promise<T>,
  local: () => Promise<T>,
): Promise<T> {
  const client = await redis.client();
  if (!client) return local();
  try {
    const result = await shared(client);
    redis.report({ ok: true });
    return result;
  } catch (error: unknown) {
    redis.report({ ok: false, error });
    return local();
  }
}
