// Bench for the contact function as it ships: the build's functions run as Netlify runs them
// (test/support/netlify-functions.mjs), two instances sharing one redis-server, mail to a loopback SMTP server.
//   NETLIFY=true NETLIFY_LOCAL=true npx gatsby build && npm run bench:api [-- --requests 500 --connections 10]
// 1. Load: 500 posts from one address over both instances; 2xx must equal the contact limit.
// 2. SMTP: what a contact post costs (median, p99) with SMTP up, down (nothing listens) and frozen
//    (it accepts and never greets); every post must be answered 200, the lead kept.
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { createServer, type AddressInfo, type Socket } from "node:net";
import { startRedisServer } from "../test/support/redis-server";
import { scratchDir } from "../test/support/scratch";
import { SMTP_DEADLINE_MS } from "../src/server/mail/mailer";
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

/** A contact message; `keyed` gives it a retry key of its own, so each is a lead of its own. */
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
async function phase(url: string): Promise<{ ms: number[]; statuses: number[] }> {
  const ms: number[] = [];
  const statuses: number[] = [];
  for (let index = 0; index < postsPerPhase; index += 1) {
    client += 1;
    const answer = await post(`${url}/api/send-contact-email`, body(`SMTP ${index}`, true), {
      client: `127.3.${client >> 8}.${client & 255}`,
    });
    ms.push(answer.ms);
    statuses.push(answer.status);
  }
  return { ms, statuses };
}

/** One function instance per SMTP state, each with its own lead store. */
async function smtpStates(): Promise<boolean> {
  const up = await startSmtpSink();
  const gone = await startSmtpSink();
  await gone.close();
  const sockets: Socket[] = [];
  const frozen = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => frozen.listen(0, "127.0.0.1", resolve));
  const frozenPort = (frozen.address() as AddressInfo).port;
  const states = [
    ["up", up.url],
    ["down (nothing listens)", gone.url],
    ["frozen (never greets)", `smtp://127.0.0.1:${frozenPort}`],
  ] as const;
  const rows: string[][] = [];
  let allKept = true;
  for (const [name, url] of states) {
    const host = await startFunctionHost({ SMTP_URL: url, LEADS_DIR: scratchDir() });
    try {
      const { ms, statuses } = await phase(host.url);
      const sorted = [...ms].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]?.toFixed(0) ?? "";
      const ok = statuses.filter((status) => status === 200).length;
      allKept &&= ok === ms.length;
      rows.push([name, at(0.5), at(0.99), `${ok}/${ms.length}`]);
    } finally {
      await host.stop();
    }
  }
  for (const socket of sockets) socket.destroy();
  frozen.close();
  await up.close();
  table(
    `SMTP: one instance per state, ${postsPerPhase} sequential contact posts, each from a new client (ms; the SMTP deadline is ${SMTP_DEADLINE_MS} ms)`,
    ["SMTP", "median", "p99", "answered 200"],
    rows,
  );
  return allKept;
}

async function main(): Promise<void> {
  if (!hasNetlifyBuild())
    throw new Error("no build with the adapter on: run NETLIFY=true NETLIFY_LOCAL=true npx gatsby build");
  const [redis, smtp] = await Promise.all([startRedisServer(), startSmtpSink()]);
  const env = { REDIS_URL: redis.url, SMTP_URL: smtp.url, LEADS_DIR: scratchDir() };
  const instances = await Promise.all([startFunctionHost(env), startFunctionHost(env)]);
  try {
    console.log(`Node ${process.version}, the functions of the last build (.netlify/functions-internal)`);
    if (!(await load(instances))) {
      console.error(`\n2xx should equal the limit (${rateLimits.contact.points})`);
      process.exitCode = 1;
    }
    if (!(await smtpStates())) {
      console.error("\nevery contact post should be answered 200 whatever SMTP does");
      process.exitCode = 1;
    }
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    await Promise.all([redis.stop(), smtp.close()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
