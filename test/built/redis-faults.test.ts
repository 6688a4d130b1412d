// What a contact post costs when the shared Redis freezes (SIGSTOP: connections open, no answers),
// vanishes (SIGKILL) and comes back, on the built functions as Netlify runs them. The figures are
// printed, not asserted: only a generous bound, far above the half second a post may lose, is checked.
import { randomUUID } from "node:crypto";
import type { RedisServer } from "../support/redis-server";
import type { SmtpSink } from "../support/smtp-sink";
import { rateLimits } from "../../src/server/http/rate-limit";
import {
  describeWithBuiltFunctionsAndRedis,
  loopbackClients,
  post,
  startSharedPair,
  type FunctionHost,
  type SharedPair,
} from "../support/function-host";

const describeWithRedis = describeWithBuiltFunctionsAndRedis();
jest.setTimeout(90_000);

/** Far above the half second Redis may add: a post that waits for Redis to come back would exceed it. */
const GENEROUS_MS = 3000;
const POSTS_PER_PHASE = 6;

const newClient = loopbackClients(2);

// With a retry key, so each post goes through the idempotency store as well as the rate limit.
const message = (text: string) =>
  JSON.stringify({
    name: "Kari Nordmann",
    email: "kari@example.no",
    subject: "Redis",
    message: text,
    idempotencyKey: randomUUID(),
  });

const warnings = (host: FunctionHost) => host.output().match(/redis: unavailable/g)?.length ?? 0;
const recoveries = (host: FunctionHost) => host.output().match(/redis: answering again/g)?.length ?? 0;

describeWithRedis("the built contact function while its Redis fails", () => {
  let redis: RedisServer;
  let smtp: SmtpSink;
  let first: FunctionHost;
  let second: FunctionHost;
  const figures: [phase: string, ms: number[]][] = [];

  /** Posts one after another, each from a new client; returns their latencies after checking each was delivered. */
  async function phase(name: string, host: FunctionHost = first): Promise<number[]> {
    const before = smtp.received.length;
    const answers = [];
    for (let index = 0; index < POSTS_PER_PHASE; index += 1) {
      answers.push(
        await post(`${host.url}/api/send-contact-email`, message(`${name} ${index}`), { client: newClient() }),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(smtp.received.length - before).toBe(POSTS_PER_PHASE);
    const ms = answers.map((answer) => answer.ms);
    figures.push([name, ms]);
    return ms;
  }

  /** Posts until the host says Redis answers again (it reconnects about once a second). */
  async function untilRecovered(host: FunctionHost, seen: number): Promise<void> {
    const deadline = Date.now() + 20_000;
    while (recoveries(host) <= seen && Date.now() < deadline) {
      await post(`${host.url}/api/send-contact-email`, message("probe"), { client: newClient() });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(recoveries(host)).toBeGreaterThan(seen);
  }

  /** 30 posts from one client spread over both instances: exactly the limit gets through only if they share counts. */
  async function sharedCount(): Promise<number> {
    const client = newClient();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        post(`${(index % 2 ? first : second).url}/api/send-contact-email`, message(`delt ${index}`), { client }),
      ),
    );
    return answers.filter((answer) => answer.status === 200).length;
  }

  let pair: SharedPair | undefined;

  beforeAll(async () => {
    pair = await startSharedPair();
    ({ redis, smtp, first, second } = pair);
  });

  afterAll(async () => {
    await pair?.stop();
    const rows = figures.map(([name, ms]) => {
      const sorted = [...ms].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
      return `| ${name} | ${ms[0]?.toFixed(0)} | ${median.toFixed(0)} | ${Math.max(...ms).toFixed(0)} |`;
    });
    console.log(
      [
        `Contact post latency (ms) on the built function, ${POSTS_PER_PHASE} posts per phase, Node ${process.version}`,
        "| Redis | first post | median | slowest |",
        "|---|---|---|---|",
        ...rows,
      ].join("\n"),
    );
  });

  it("answers every post within a generous bound, falls back with one warning and shares counts again after", async () => {
    const healthy = await phase("healthy");
    expect(await sharedCount()).toBe(rateLimits.contact.limit);

    redis.freeze();
    const frozen = await phase("frozen (SIGSTOP)");
    expect(warnings(first)).toBe(1);
    // Limits still hold, per instance: the 6th post from one client to this instance is refused.
    const client = newClient();
    const limited = [];
    for (let index = 0; index <= rateLimits.contact.limit; index += 1) {
      limited.push((await post(`${first.url}/api/send-contact-email`, message(`grense ${index}`), { client })).status);
    }
    expect(limited).toEqual([200, 200, 200, 200, 200, 429]);

    redis.thaw();
    await untilRecovered(first, 0);
    await redis.kill();
    const stopped = await phase("stopped (SIGKILL)");
    expect(warnings(first)).toBe(2);

    await redis.restart();
    await untilRecovered(first, 1);
    // The idle instance noticed the outage only if it tried to reconnect meanwhile.
    if (warnings(second) > recoveries(second)) await untilRecovered(second, recoveries(second));
    const restarted = await phase("restarted");
    expect(await sharedCount()).toBe(rateLimits.contact.limit);
    expect(warnings(first)).toBe(2);

    for (const ms of [...healthy, ...frozen, ...stopped, ...restarted]) expect(ms).toBeLessThan(GENEROUS_MS);
  });
});
