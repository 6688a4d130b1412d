// Bench for the contact function as it ships: the build's functions run as Netlify runs them
// (test/support/netlify-functions.mjs), two instances sharing one redis-server, mail to a loopback SMTP server.
//   NETLIFY=true NETLIFY_LOCAL=true npx gatsby build && npm run bench:api [-- --requests 500 --connections 10]
// 1. Load: 500 posts from one address over both instances; 2xx must equal the contact limit.
// 2. Faults: what a post costs while Redis is frozen (SIGSTOP), stopped (SIGKILL) and after its restart.
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startRedisServer, type RedisServer } from "../test/support/redis-server";
import { startSmtpSink } from "../test/support/smtp-sink";
import { rateLimits } from "../src/server/http/rate-limit";
import { hasNetlifyBuild, post, startFunctionHost, type FunctionHost } from "../test/support/function-host";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "500" },
    connections: { type: "string", default: "10" },
    posts: { type: "string", default: "10" },
  },
});
const requests = Number(values.requests);
const connections = Number(values.connections);
const postsPerPhase = Number(values.posts);

/** A contact message; `keyed` gives it a retry key of its own, so it passes the idempotency store too. */
const body = (text: string, keyed = false) =>
  JSON.stringify({
    name: "Benk Marker",
    email: "benk@example.no",
    subject: "Ytelsestest",
    message: text,
    ...(keyed ? { idempotencyKey: randomUUID() } : {}),
  });

const table = (title: string, head: string[], rows: string[][]) =>
  console.log(
    [
      `\n${title}\n`,
      `| ${head.join(" | ")} |`,
      `|${head.map(() => "---").join("|")}|`,
      ...rows.map((r) => `| ${r.join(" | ")} |`),
    ].join("\n"),
  );

async function load(instances: FunctionHost[]): Promise<boolean> {
  const started = Date.now();
  // Half the posts to each instance at once, all from one client address.
  const results = await Promise.all(
    instances.map((instance, index) =>
      autocannon({
        url: `${instance.url}/api/send-contact-email`,
        method: "POST",
        headers: { "content-type": "application/json" },
        body: body("En melding fra ytelsestesten."),
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
  const errors = results.reduce((sum, result) => sum + result.errors, 0);
  table(
    `Load: two instances, one redis-server, ${connections} connections each, one client address`,
    ["measure", "value"],
    [
      ["requests", String(total)],
      [`2xx (limit ${rateLimits.contact.points})`, String(ok)],
      ["429", String(count("429"))],
      ["other / errors", String(total - ok - count("429") + errors)],
      ["throughput", `${Math.round(total / seconds)} req/s`],
      ["p99 latency (slower instance)", `${Math.max(...results.map((result) => result.latency.p99))} ms`],
    ],
  );
  return ok === rateLimits.contact.points;
}

let client = 0;
/** Sequential posts, each from a new loopback client so the limit never answers first. */
async function phase(instance: FunctionHost): Promise<{ ms: number[]; statuses: number[] }> {
  const ms: number[] = [];
  const statuses: number[] = [];
  for (let index = 0; index < postsPerPhase; index += 1) {
    client += 1;
    const answer = await post(`${instance.url}/api/send-contact-email`, body(`Feil ${index}`, true), {
      client: `127.3.${client >> 8}.${client & 255}`,
    });
    ms.push(answer.ms);
    statuses.push(answer.status);
  }
  return { ms, statuses };
}

async function faults(redis: RedisServer, instance: FunctionHost): Promise<void> {
  const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const rows: string[][] = [];
  const measure = async (name: string) => {
    const { ms, statuses } = await phase(instance);
    const sorted = [...ms].sort((a, b) => a - b);
    const ok = statuses.filter((status) => status === 200).length;
    rows.push([
      name,
      ms[0]?.toFixed(0) ?? "",
      sorted[Math.floor(ms.length / 2)]?.toFixed(0) ?? "",
      sorted.at(-1)?.toFixed(0) ?? "",
      `${ok}/${ms.length}`,
    ]);
  };
  await measure("healthy");
  redis.freeze();
  await measure("frozen (SIGSTOP)");
  redis.thaw();
  await settle(1500);
  await redis.kill();
  await measure("stopped (SIGKILL)");
  await redis.restart();
  // ioredis tries again at most once a second; give it two.
  await settle(2000);
  await measure("restarted");
  const warnings = instance.output().match(/redis: unavailable/g)?.length ?? 0;
  table(
    `Faults: one instance, ${postsPerPhase} sequential posts per phase, each from a new client (ms; ${warnings} outage warnings logged)`,
    ["Redis", "first post", "median", "slowest", "delivered"],
    rows,
  );
}

async function main(): Promise<void> {
  if (!hasNetlifyBuild())
    throw new Error("no build with the adapter on: run NETLIFY=true NETLIFY_LOCAL=true npx gatsby build");
  const [redis, smtp] = await Promise.all([startRedisServer(), startSmtpSink()]);
  const env = { REDIS_URL: redis.url, SMTP_URL: smtp.url };
  const instances = await Promise.all([startFunctionHost(env), startFunctionHost(env)]);
  try {
    console.log(`Node ${process.version}, the functions of the last build (.netlify/functions-internal)`);
    if (!(await load(instances))) {
      console.error(`\n2xx should equal the limit (${rateLimits.contact.points})`);
      process.exitCode = 1;
    }
    const [first] = instances;
    if (first) await faults(redis, first);
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    await Promise.all([redis.stop(), smtp.close()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
