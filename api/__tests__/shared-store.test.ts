// Two instances of the functions sharing one real redis-server: the limits and retry keys hold across both.
import type { Redis } from "ioredis";
import { endpointsFromEnv, type Endpoints } from "../config";
import { createRedisIdempotencyStore } from "../http/idempotency";
import { createRedisRateLimitStore, rateLimits } from "../http/rate-limit";
import { connectRedis } from "../http/redis";
import type { ApiRequest } from "../http/types";
import { fixedClock, recordingLogger } from "./support/recording-logger";
import { hasRedisServer, startRedisServer, type RedisServer } from "./support/redis-server";
import { startSmtpSink, type SmtpSink } from "./support/smtp-sink";

const available = hasRedisServer();
if (!available) {
  console.warn(
    "redis-server is not installed here, so the shared-store tests are skipped: run scripts/ensure-test-tools.sh",
  );
}
const describeWithRedis = available ? describe : describe.skip;

const post = (body: unknown, client: string): ApiRequest => ({
  method: "POST",
  headers: { "content-type": "application/json", "x-nf-client-connection-ip": client },
  body,
});

describeWithRedis("two instances sharing one Redis", () => {
  let redis: RedisServer;
  let sink: SmtpSink;
  const clients: Promise<Redis>[] = [];

  /** One function instance: its own Redis connection, its own stores, as on another machine. */
  function instance(): Endpoints {
    const client = connectRedis(redis.url);
    clients.push(client);
    return endpointsFromEnv(
      { SMTP_URL: sink.url },
      {
        contentEmail: "post@fjellsynmedia.no",
        cwd: "/nonexistent",
        clock: fixedClock(),
        log: recordingLogger(),
        rateLimitStore: createRedisRateLimitStore(client),
        idempotency: createRedisIdempotencyStore(client),
      },
    );
  }

  beforeAll(async () => {
    redis = await startRedisServer();
  });

  afterAll(async () => {
    await Promise.all(clients.map(async (client) => (await client).quit()));
    await redis.stop();
  });

  beforeEach(async () => {
    sink = await startSmtpSink();
  });

  afterEach(async () => {
    await sink.close();
  });

  it("let exactly 5 contact messages from one client through, however the requests are spread", async () => {
    const [first, second] = [instance(), instance()];
    const message = (index: number) => ({
      name: "Kari",
      email: "kari@example.no",
      subject: "Hei",
      message: `Melding ${index}`,
    });

    const results = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        (index % 2 ? first : second).contact(post(message(index), "198.51.100.7")),
      ),
    );

    expect(results.filter((result) => result.status === 200)).toHaveLength(rateLimits.contact.limit);
    const refused = results.filter((result) => result.status === 429);
    expect(refused).toHaveLength(30 - rateLimits.contact.limit);
    expect(Number(refused[0]?.headers["Retry-After"])).toBeGreaterThan(590);
    expect(sink.received).toHaveLength(rateLimits.contact.limit);
  });

  it("let exactly 10 newsletter signups from one client through", async () => {
    const [first, second] = [instance(), instance()];

    const results = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        (index % 2 ? first : second).newsletter(post({ email: `n${index}@example.no` }, "198.51.100.8")),
      ),
    );

    // The newsletter has no transport here; what counts is how many got past the limit.
    expect(results.filter((result) => result.status !== 429)).toHaveLength(rateLimits.newsletter.limit);
  });

  it("deliver a message once when its retry lands on the other instance", async () => {
    const [first, second] = [instance(), instance()];
    const body = {
      name: "Kari",
      email: "kari@example.no",
      subject: "Hei",
      message: "Bare én gang",
      idempotencyKey: "7d444840-9dc0-11d1-b245-5ffdce74fad2",
    };

    const answers = [await first.contact(post(body, "198.51.100.9")), await second.contact(post(body, "198.51.100.9"))];
    const together = await Promise.all([
      first.contact(post({ ...body, idempotencyKey: "other-key" }, "198.51.100.10")),
      second.contact(post({ ...body, idempotencyKey: "other-key" }, "198.51.100.10")),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(together.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(sink.received).toHaveLength(2);
  });
});
