// Benchmarks the two form functions of a served build with autocannon:
//   tsx scripts/bench-api.ts --url http://127.0.0.1:9000 [--pid <server pid>] [--rate 200] [--duration 10]
//     [--connections 20] [--json bench-results/api.json]
// Each endpoint is run with valid bodies from ever-new client addresses (x-forwarded-for), so
// the rate limiter never says no, and then once from one address, so it says 429 almost
// every time. Each run is preceded by an unmeasured warm-up of the same endpoint (--warmup
// seconds, default 3): the table reports the steady state, not the JIT compiling the
// function's code and the first message loading nodemailer. The server writes real files
// (Maildir, local store): serve it with MAIL_DIR and
// NEWSLETTER_DIR pointing somewhere disposable. Target: p99 < 50 ms at 200 requests/s.
import { readdirSync, readFileSync, mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";

/** The parts of autocannon's documented API used here (the package ships no types). */
interface Histogram {
  average: number;
  p50: number;
  p99: number;
  max: number;
}
interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
  statusCodeStats?: Record<string, { count: number | string }>;
}
interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
}
interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  overallRate?: number;
  timeout?: number;
  requests: AutocannonRequest[];
}
type Autocannon = (options: AutocannonOptions) => Promise<AutocannonResult> & { stop(): void };

const { values: args } = parseArgs({
  options: {
    url: { type: "string", default: process.env.BENCH_URL ?? "http://127.0.0.1:9000" },
    pid: { type: "string", default: process.env.BENCH_SERVER_PID },
    rate: { type: "string", default: "200" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
    warmup: { type: "string", default: "3" },
    json: { type: "string" },
  },
});

const requireFromProject = createRequire(path.join(process.cwd(), "package.json"));
let autocannon: Autocannon;
try {
  autocannon = requireFromProject("autocannon") as Autocannon;
} catch {
  console.error("autocannon is not installed: npm install --save-dev autocannon");
  process.exit(1);
}

const base = (args.url ?? "").replace(/\/+$/, "");
const rate = Number(args.rate);
const duration = Number(args.duration);
const connections = Number(args.connections);
const warmupSeconds = Number(args.warmup);
const serverPid = args.pid ? Number(args.pid) : undefined;

// ---- memory of the server process (and its children: `npx gatsby serve` is a tree) ----

function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

function processTree(pid: number): number[] {
  return [pid, ...childrenOf(pid).flatMap(processTree)];
}

/** Resident memory in kB: now (VmRSS) and the kernel's high-water mark (VmHWM). */
function memoryOf(pid: number): { rss: number; hwm: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0);
    return { rss: field("VmRSS"), hwm: field("VmHWM") };
  } catch {
    return { rss: 0, hwm: 0 };
  }
}

/** Samples the tree's summed RSS while a run lasts; returns the peak in MB. */
function watchMemory(pid: number | undefined): () => number | undefined {
  if (pid === undefined) return () => undefined;
  let peakKb = 0;
  const sample = () => {
    const tree = processTree(pid);
    const total = tree.reduce((sum, member) => sum + memoryOf(member).rss, 0);
    const highWater = Math.max(...tree.map((member) => memoryOf(member).hwm));
    peakKb = Math.max(peakKb, total, highWater);
  };
  sample();
  const timer = setInterval(sample, 100);
  return () => {
    clearInterval(timer);
    sample();
    return Math.round(peakKb / 1024);
  };
}

// ---- the scenarios ----

let counter = 0;
/** A fresh private address (10.a.b.c) per request, so each one is a new client to the limiter. */
function nextClient(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

const jsonHeaders = { "content-type": "application/json", accept: "application/json" };

interface Scenario {
  name: string;
  path: string;
  body: () => string;
  /** One fixed client address: the rate limiter answers 429 after the first few. */
  limited: boolean;
}

const contactBody = () =>
  JSON.stringify({
    name: "Benk Marker",
    email: `benk${counter}@example.no`,
    phone: "",
    subject: "Ytelsestest",
    message: "Dette er en melding fra ytelsestesten. Den er kort, men representativ for et vanlig kontaktskjema.",
    website: "",
  });
const newsletterBody = () => JSON.stringify({ email: `benk${counter}@example.no`, website: "" });

const scenarios: Scenario[] = [
  { name: "send-contact-email (Maildir)", path: "/api/send-contact-email", body: contactBody, limited: false },
  { name: "mailchimp-subscribe (local store)", path: "/api/mailchimp-subscribe", body: newsletterBody, limited: false },
  { name: "send-contact-email, limiter hit", path: "/api/send-contact-email", body: contactBody, limited: true },
  { name: "mailchimp-subscribe, limiter hit", path: "/api/mailchimp-subscribe", body: newsletterBody, limited: true },
];

interface Row {
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
  errors: number;
  peakRssMb?: number;
}

/** The same endpoint and rate, unmeasured, from fresh clients (so the limiter is not used up). */
async function warmUp(scenario: Scenario): Promise<void> {
  if (warmupSeconds <= 0) return;
  await autocannon({
    url: base,
    connections,
    duration: warmupSeconds,
    overallRate: rate,
    timeout: 10,
    requests: [
      {
        method: "POST",
        path: scenario.path,
        setupRequest: (request) => ({
          ...request,
          headers: { ...jsonHeaders, "x-forwarded-for": nextClient() },
          body: scenario.body(),
        }),
      },
    ],
  });
}

async function run(scenario: Scenario): Promise<Row> {
  await warmUp(scenario);
  const fixedClient = nextClient();
  const stopWatching = watchMemory(serverPid);
  const result = await autocannon({
    url: base,
    connections,
    duration,
    overallRate: rate,
    timeout: 10,
    requests: [
      {
        method: "POST",
        path: scenario.path,
        setupRequest: (request) => {
          const client = scenario.limited ? fixedClient : nextClient();
          return { ...request, headers: { ...jsonHeaders, "x-forwarded-for": client }, body: scenario.body() };
        },
      },
    ],
  });
  const peakRssMb = stopWatching();
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, Number(count)]),
  );
  return {
    scenario: scenario.name,
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    statuses,
    errors: result.errors + result.timeouts,
    peakRssMb,
  };
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  for (const scenario of scenarios) {
    process.stderr.write(`running ${scenario.name} at ${rate} req/s for ${warmupSeconds} s + ${duration} s …\n`);
    rows.push(await run(scenario));
  }

  const header = "| scenario | req/s | p50 ms | p99 ms | max ms | statuses | errors | server peak RSS |";
  const lines = rows.map(
    (row) =>
      `| ${row.scenario} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.max} | ${Object.entries(
        row.statuses,
      )
        .map(([status, count]) => `${status}×${count}`)
        .join(" ")} | ${row.errors} | ${row.peakRssMb === undefined ? "–" : `${row.peakRssMb} MB`} |`,
  );
  console.log(
    [
      `Target ${rate} req/s, ${connections} connections, ${duration} s each after ${warmupSeconds} s of warm-up, against ${base}`,
      "",
      header,
      "|---|---|---|---|---|---|---|---|",
      ...lines,
    ].join("\n"),
  );

  const over = rows.filter((row) => row.p99 >= 50);
  if (over.length > 0) console.log(`\np99 target (< 50 ms) missed by: ${over.map((row) => row.scenario).join(", ")}`);

  if (args.json) {
    mkdirSync(path.dirname(args.json), { recursive: true });
    writeFileSync(args.json, `${JSON.stringify({ base, rate, duration, connections, rows }, null, 2)}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
