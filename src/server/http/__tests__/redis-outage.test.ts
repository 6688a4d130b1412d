// What the shared stores keep through a Redis outage, against a real redis-server on loopback: the
// counts an instance knew before, what it counted during the outage, and their merge after it.
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { hasRedisServer, startRedisServer, type RedisServer } from "../../../../test/support/redis-server";
import { fixedClock, recordingLogger, type RecordingLogger } from "../../../../test/support/recording-logger";
import { createRedisIdempotencyStore, PENDING_TTL_MS, type IdempotencyStore } from "../idempotency";
import { createRedisRateLimitStore, createWindowMirror, rateLimits, type RateLimitStore } from "../rate-limit";
import { createSharedRedis, type SharedRedis } from "../redis";

const rule = rateLimits.contact;

describe("an instance's mirror of the shared counts", () => {
  it("carries what Redis last answered into the outage: the limit counts hits from before it", () => {
    const clock = fixedClock();
    const mirror = createWindowMirror(clock.now);
    mirror.answered("client", ["a", "b", "c"], 60_000);
    const decisions = ["d", "e", "f"].map((id) => mirror.hit("client", rule, id));
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, false]);
    expect(decisions[2]?.retryAfterSeconds).toBe(60);
  });

  it("starts a fresh window once the one Redis answered for has ended", () => {
    const clock = fixedClock();
    const mirror = createWindowMirror(clock.now);
    mirror.answered("client", ["a", "b", "c", "d", "e"], 1000);
    expect(mirror.hit("client", rule, "f").allowed).toBe(false);
    clock.advance(1000);
    expect(mirror.hit("client", rule, "g").allowed).toBe(true);
    expect(mirror.open("client")?.resetAt).toBe(clock.now() + rule.windowMs);
  });

  it("keeps the hits it counted itself when a later answer does not know them yet", () => {
    const clock = fixedClock();
    const mirror = createWindowMirror(clock.now);
    mirror.hit("client", rule, "local");
    mirror.answered("client", ["shared"], 30_000);
    expect([...(mirror.open("client")?.hits ?? [])].sort()).toEqual(["local", "shared"]);
  });
});

const describeWithRedis = hasRedisServer() ? describe : describe.skip;
if (!hasRedisServer()) console.warn("redis-server is not installed: run scripts/ensure-test-tools.sh");
jest.setTimeout(30_000);

interface Instance {
  log: RecordingLogger;
  limits: RateLimitStore;
  keys: IdempotencyStore;
}

describeWithRedis("the shared stores through a Redis outage", () => {
  let server: RedisServer;
  let inspect: Redis;
  const connections: SharedRedis[] = [];

  /** One function instance's stores, on a connection of its own. */
  function instance(): Instance {
    const log = recordingLogger();
    const redis = createSharedRedis(server.url, log);
    connections.push(redis);
    return { log, limits: createRedisRateLimitStore(redis), keys: createRedisIdempotencyStore(redis) };
  }

  const recoveries = ({ log }: Instance) => log.lines.filter((line) => line.includes("answering again")).length;

  /** Waits for the instance to reconnect and merge (it tries about once a second). */
  async function recovered(which: Instance, seen: number): Promise<string> {
    const deadline = Date.now() + 10_000;
    while (recoveries(which) <= seen && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(recoveries(which)).toBe(seen + 1);
    return which.log.lines.filter((line) => line.includes("answering again")).at(-1) ?? "";
  }

  const hits = async (store: RateLimitStore, client: string, count: number) => {
    const allowed = [];
    for (let index = 0; index < count; index += 1) allowed.push((await store.hit("contact", rule, client)).allowed);
    return allowed;
  };

  beforeAll(async () => {
    server = await startRedisServer();
    inspect = new Redis(server.url, { lazyConnect: true });
    await inspect.connect();
  });

  afterAll(async () => {
    await Promise.all(connections.map((redis) => redis.disconnect()));
    inspect?.disconnect();
    await server?.stop();
  });

  it("allows no more than the limit from one client while frozen, and merges exactly once what it counted", async () => {
    const first = instance();
    const second = instance();
    const client = `client-${randomUUID()}`;
    expect(await hits(first.limits, client, 2)).toEqual([true, true]);

    server.freeze();
    // The first of these waits for Redis (its command stays queued in the frozen server and is
    // applied after the thaw); every one is decided by the instance's memory, counting the two before.
    expect(await hits(first.limits, client, 5)).toEqual([true, true, true, false, false]);
    server.thaw();
    expect(await recovered(first, 0)).toMatch(/merged what this instance counted meanwhile \(1 rate-limit windows/);

    // The late command and the merge add the same hit: the shared count is the five allowed, not six.
    expect(await inspect.scard(`fjellsyn:hits:contact:${client}`)).toBe(rule.limit);
    const ttl = await inspect.pttl(`fjellsyn:hits:contact:${client}`);
    expect(ttl).toBeGreaterThan(rule.windowMs - 30_000);
    expect(ttl).toBeLessThanOrEqual(rule.windowMs);
    // No fresh allowance after the outage, on this instance or another.
    expect(await hits(first.limits, client, 1)).toEqual([false]);
    expect(await hits(second.limits, client, 1)).toEqual([false]);
  });

  it("gives a client the rest of its allowance after the outage, not more", async () => {
    const first = instance();
    const second = instance();
    const client = `client-${randomUUID()}`;
    expect(await hits(second.limits, client, 1)).toEqual([true]);
    expect(await hits(first.limits, client, 1)).toEqual([true]);
    server.freeze();
    expect(await hits(first.limits, client, 2)).toEqual([true, true]);
    server.thaw();
    await recovered(first, 0);
    expect(await hits(second.limits, client, 3)).toEqual([true, false, false]);
  });

  it("writes what it knows back into a Redis restarted empty", async () => {
    const first = instance();
    const second = instance();
    const client = `client-${randomUUID()}`;
    expect(await hits(first.limits, client, 2)).toEqual([true, true]);
    await first.keys.claim("settled-before");
    await first.keys.settle("settled-before", "delivered");

    await server.kill();
    expect(await hits(first.limits, client, 1)).toEqual([true]);
    await server.restart();
    await recovered(first, 0);

    expect(await inspect.scard(`fjellsyn:hits:contact:${client}`)).toBe(3);
    expect(await hits(second.limits, client, 3)).toEqual([true, true, false]);
    expect(await second.keys.claim("settled-before")).toBe("delivered");
  });

  it("recognises after the outage, on every instance, a key claimed and settled during it", async () => {
    const first = instance();
    const second = instance();
    await hits(first.limits, `client-${randomUUID()}`, 1);
    server.freeze();
    expect(await first.keys.claim("during")).toBeUndefined();
    await first.keys.settle("during", "delivered");
    expect(await first.keys.claim("during")).toBe("delivered");
    server.thaw();
    expect(await recovered(first, 0)).toMatch(/1 idempotency keys/);
    expect(await second.keys.claim("during")).toBe("delivered");
    expect(await inspect.pttl("fjellsyn:idem:during")).toBeGreaterThan(PENDING_TTL_MS);
  });

  it("never lets a claim applied late, or its release, undo a settled key", async () => {
    const first = instance();
    const second = instance();
    // Claimed and settled while Redis answers; then a claim by another instance (connected, so its
    // command is sent and waits in the frozen server), which it releases during the outage.
    expect(await first.keys.claim("settled")).toBeUndefined();
    await first.keys.settle("settled", "unknown");
    await hits(second.limits, `client-${randomUUID()}`, 1);
    server.freeze();
    expect(await second.keys.claim("settled")).toBeUndefined();
    await second.keys.release("settled");
    server.thaw();
    await recovered(second, 0);
    expect(await inspect.get("fjellsyn:idem:settled")).toBe("unknown");
    expect(await instance().keys.claim("settled")).toBe("unknown");
  });
});
