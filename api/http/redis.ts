// One Redis connection per REDIS_URL, opened on first use: shared rate limits and retry keys live there.
import type { Redis } from "ioredis";

/**
 * Resolves once the first connection attempt has ended, whether or not it succeeded: ioredis keeps
 * reconnecting, and callers check `status` meanwhile. The offline queue is off and a command is
 * tried once, so an unreachable Redis fails fast and the callers fall back instead of making a
 * visitor wait.
 */
export async function connectRedis(url: string): Promise<Redis> {
  // Loaded on demand and kept inside the bundle, like nodemailer: a site without REDIS_URL never evaluates ioredis.
  const { Redis: RedisClient } = await import(/* webpackMode: "eager" */ "ioredis");
  const client = new RedisClient(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
  });
  // Without a listener ioredis prints every failed reconnect; the callers notice a client that is not ready.
  client.on("error", () => undefined);
  await client.connect().catch(() => undefined);
  return client;
}
