// Load bench for the contact function: two instances sharing one redis-server, 500 posts from one address.
//   npm run bench:api [-- --requests 500 --connections 10]
// Prints how many got 2xx (must equal the contact limit), how many 429, throughput and p99.
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startRedisServer } from "../api/__tests__/support/redis-server";
import { endpointsFromEnv } from "../api/config";
import { createRedisIdempotencyStore } from "../api/http/idempotency";
import { answer, toApiRequest } from "../api/http/node-adapter";
import { createRedisRateLimitStore, rateLimits } from "../api/http/rate-limit";
import { connectRedis } from "../api/http/redis";
import { systemClock, type Logger } from "../api/http/types";
import { asFunctionResponse } from "../src/security/local-functions";

const { values } = parseArgs({
  options: { requests: { type: "string", default: "500" }, connections: { type: "string", default: "10" } },
});
const requests = Number(values.requests);
const connections = Number(values.connections);
const quiet: Logger = { info: () => undefined, warn: () => undefined, error: console.error };

/** One function instance in a plain node:http server: its own Redis connection, the shared redis-server. */
async function startInstance(redisUrl: string, mailDir: string) {
  const redis = connectRedis(redisUrl);
  const { contact } = endpointsFromEnv(
    { MAIL_DIR: mailDir },
    {
      contentEmail: "post@fjellsynmedia.no",
      cwd: process.cwd(),
      clock: systemClock,
      log: quiet,
      rateLimitStore: createRedisRateLimitStore(redis),
      idempotency: createRedisIdempotencyStore(redis),
    },
  );
  const server = http.createServer((request, response) => {
    void answer(asFunctionResponse(response), "send-contact-email", () => contact(toApiRequest(request)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await (await redis).quit();
    },
  };
}

const body = JSON.stringify({
  name: "Benk Marker",
  email: "benk@example.no",
  subject: "Ytelsestest",
  message: "En melding fra ytelsestesten.",
});

async function main(): Promise<void> {
  const redis = await startRedisServer();
  const mailDir = await mkdtemp(path.join(tmpdir(), "fjellsyn-bench-"));
  const instances = await Promise.all([startInstance(redis.url, mailDir), startInstance(redis.url, mailDir)]);
  try {
    const started = Date.now();
    // Half the posts to each instance at once, all from one client address.
    const results = await Promise.all(
      instances.map((instance, index) =>
        autocannon({
          url: `${instance.url}/api/send-contact-email`,
          method: "POST",
          headers: { "content-type": "application/json", "x-nf-client-connection-ip": "203.0.113.5" },
          body,
          connections,
          amount: Math.floor(requests / 2) + (index === 0 ? requests % 2 : 0),
        }),
      ),
    );
    const seconds = (Date.now() - started) / 1000;
    const count = (status: `${number}`) =>
      results.reduce((sum, result) => sum + Number(result.statusCodeStats?.[status]?.count ?? 0), 0);
    const ok = results.reduce((sum, result) => sum + result["2xx"], 0);
    const total = results.reduce((sum, result) => sum + result.requests.total, 0);
    const p99 = Math.max(...results.map((result) => result.latency.p99));
    const rows: [string, string][] = [
      ["requests", String(total)],
      [`2xx (limit ${rateLimits.contact.limit})`, String(ok)],
      ["429", String(count("429"))],
      ["other / errors", String(total - ok - count("429") + results.reduce((s, r) => s + r.errors, 0))],
      ["throughput", `${Math.round(total / seconds)} req/s`],
      ["p99 latency (slower instance)", `${p99} ms`],
    ];
    console.log(`Two instances, one redis-server, ${connections} connections each, one client address\n`);
    console.log("| measure | value |\n|---|---|");
    for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
    if (ok !== rateLimits.contact.limit) {
      console.error(`\n2xx should equal the limit (${rateLimits.contact.limit}), got ${ok}`);
      process.exitCode = 1;
    }
  } finally {
    await Promise.all(instances.map((instance) => instance.close()));
    await redis.stop();
    await rm(mailDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
