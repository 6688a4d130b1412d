// The contact limit (5 per 10 minutes per client) across a Redis outage, on the built functions as
// Netlify runs them: an instance that cannot reach Redis allows no more than the limit, counting what
// it saw before the outage, and once Redis answers again what it counted meanwhile is in the shared
// count, so no client gets a fresh allowance. The outage is a frozen redis-server (SIGSTOP), which
// keeps the commands already sent and applies them late, after SIGCONT; and a killed one restarted empty.
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
jest.setTimeout(120_000);

const newClient = loopbackClients(3);
const { limit } = rateLimits.contact;

const message = (text: string) =>
  JSON.stringify({
    name: "Kari Nordmann",
    email: "kari@example.no",
    subject: "Grense",
    message: text,
    idempotencyKey: randomUUID(),
  });

const recoveries = (host: FunctionHost) => host.output().match(/redis: answering again/g)?.length ?? 0;

describeWithRedis("the contact limit across a Redis outage, on the built functions", () => {
  let redis: RedisServer;
  let smtp: SmtpSink;
  let first: FunctionHost;
  let second: FunctionHost;
  const table: string[] = [];

  let pair: SharedPair | undefined;

  beforeAll(async () => {
    pair = await startSharedPair();
    ({ redis, smtp, first, second } = pair);
  });

  afterAll(async () => {
    await pair?.stop();
    console.log(
      [
        `Contact posts from one client accepted around a Redis outage (the limit is ${limit})`,
        "| series | before | during | after | in all |",
        "|---|---|---|---|---|",
        ...table,
      ].join("\n"),
    );
  });

  /** Posts from `client` to the hosts in turn, one after another; the statuses. */
  async function posts(client: string, hosts: FunctionHost[], count: number, label: string): Promise<number[]> {
    const statuses = [];
    for (let index = 0; index < count; index += 1) {
      const host = hosts[index % hosts.length] ?? first;
      statuses.push(
        (
          await post(`${host.url}/api/send-contact-email`, message(`[${client}] ${label} ${index}`), {
            client,
          })
        ).status,
      );
    }
    return statuses;
  }

  /** Posts from other clients until `host` says Redis answers again (it reconnects about once a second). */
  async function untilRecovered(host: FunctionHost): Promise<void> {
    const seen = recoveries(host);
    const deadline = Date.now() + 20_000;
    while (recoveries(host) <= seen && Date.now() < deadline) {
      await post(`${host.url}/api/send-contact-email`, message("probe"), { client: newClient() });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(recoveries(host)).toBeGreaterThan(seen);
  }

  const accepted = (statuses: number[]) => statuses.filter((status) => status === 200).length;

  function record(series: string, phases: number[][]): number {
    const counts = phases.map(accepted);
    const all = counts.reduce((sum, count) => sum + count, 0);
    table.push(`| ${series} | ${counts.join(" | ")} | ${all} |`);
    return all;
  }

  it("a series of posts from one client with Redis frozen in the middle gets exactly the limit through", async () => {
    const client = newClient();
    const before = await posts(client, [first], 2, "før");
    redis.freeze();
    const during = await posts(client, [first], 6, "under");
    redis.thaw();
    await untilRecovered(first);
    const after = await posts(client, [first, second], 6, "etter");
    expect(record("frozen in the middle, one instance", [before, during, after])).toBe(limit);
    expect(before).toEqual([200, 200]);
    expect(during.slice(3)).toEqual([429, 429, 429]);
    expect(after).toEqual([429, 429, 429, 429, 429, 429]);
    // Each accepted post was one message.
    expect(smtp.received.filter((mail) => mail.parsed.text?.includes(`[${client}]`))).toHaveLength(limit);
  });

  it("posts spread over two instances before, during and after a freeze get exactly the limit through", async () => {
    const client = newClient();
    // Before: three, through both instances, so the first knows the count from Redis's answers.
    const before = await posts(client, [first, second, first], 3, "før");
    redis.freeze();
    // During: one post waits for Redis and is applied late; the first instance allows two more.
    const during = await posts(client, [first], 2, "under");
    redis.thaw();
    await untilRecovered(first);
    // After: nothing more, on either instance.
    const after = await posts(client, [second, first, second, first], 4, "etter");
    expect(record("spread, frozen", [before, during, after])).toBe(limit);
    expect(after).toEqual([429, 429, 429, 429]);
  });

  it("a retry of a message sent during a freeze is recognised after it, by the other instance too", async () => {
    const client = newClient();
    const tag = `[${client}]`;
    const body = message(`${tag} sendt under utfallet`);
    redis.freeze();
    const sent = await post(`${first.url}/api/send-contact-email`, body, { client });
    redis.thaw();
    await untilRecovered(first);
    const retries = [];
    for (const host of [second, first])
      retries.push(await post(`${host.url}/api/send-contact-email`, body, { client }));
    expect([sent, ...retries].map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(smtp.received.filter((mail) => mail.parsed.text?.includes(tag))).toHaveLength(1);
  });

  it("posts before, during and after Redis is killed and restarted empty get exactly the limit through", async () => {
    const client = newClient();
    const before = await posts(client, [first], 2, "før");
    await redis.kill();
    const during = await posts(client, [first], 1, "under");
    await redis.restart();
    await untilRecovered(first);
    const after = await posts(client, [second, first, second, first], 4, "etter");
    expect(record("killed and restarted empty", [before, during, after])).toBe(limit);
    expect(after).toEqual([200, 200, 429, 429]);
  });
});
