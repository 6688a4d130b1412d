// Flood bench for the local server behind `npm start`: one client pipelines GETs over raw
// sockets and never reads the answers, while a visitor loads a page every 100 ms.
//   npm run build && npm run bench:flood [-- --sockets 4 --requests 20000 --seconds 30 --port 9002]
// Loopback only, bounded in count and time. Prints the server's peak RSS and the visitor's
// latency; the server must stay under 300 MB and the visitor's p99 under 2 s.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    sockets: { type: "string", default: "4" },
    requests: { type: "string", default: "20000" },
    seconds: { type: "string", default: "30" },
    port: { type: "string", default: "9002" },
    path: { type: "string", default: "/kontakt" },
  },
});
const sockets = Math.min(Number(values.sockets), 16);
const requests = Math.min(Number(values.requests), 50_000);
const seconds = Math.min(Number(values.seconds), 120);
const port = Number(values.port);
const host = "127.0.0.1";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

function get(pathname: string, timeoutMs: number): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get({ host, port, path: pathname, agent: false, timeout: timeoutMs }, (response) => {
      response.resume();
      response.on("end", () => resolve({ ms: performance.now() - started, status: response.statusCode ?? 0 }));
      response.on("error", () => resolve({ ms: performance.now() - started, status: 0 }));
    });
    request.on("timeout", () => request.destroy());
    request.on("error", () => resolve({ ms: performance.now() - started, status: 0 }));
  });
}

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await get("/", 1000)).status === 200) return;
    await sleep(100);
  }
  throw new Error(`the server did not answer on ${host}:${port}`);
}

async function main(): Promise<void> {
  const server = spawn(process.execPath, ["scripts/serve.mjs", "--port", String(port), "--host", host], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const pid = server.pid ?? 0;
  try {
    await waitForServer();
    const idleRss = rssMb(pid);
    let peakRss = idleRss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(pid))), 100);

    // The flood: every request written at once, nothing read back.
    const request = `GET ${values.path} HTTP/1.1\r\nHost: ${host}:${port}\r\n\r\n`;
    const floods: net.Socket[] = [];
    for (let index = 0; index < sockets; index += 1) {
      const socket = net.connect({ host, port });
      socket.pause();
      socket.on("error", () => undefined);
      socket.write(request.repeat(requests));
      floods.push(socket);
    }

    // The visitor: one page every 100 ms for the length of the run, each on a fresh connection.
    const visits: Promise<{ ms: number; status: number }>[] = [];
    const until = Date.now() + seconds * 1000;
    while (Date.now() < until) {
      visits.push(get(values.path, 30_000));
      await sleep(100);
    }
    const results = await Promise.all(visits);
    clearInterval(sampler);
    for (const socket of floods) socket.destroy();

    // A page that failed or timed out counts with the time it took to fail.
    const failed = results.filter(({ status }) => status !== 200).length;
    const statuses = new Map<string, number>();
    for (const { status } of results) {
      const name = status === 0 ? "no answer" : String(status);
      statuses.set(name, (statuses.get(name) ?? 0) + 1);
    }
    const sorted = results.map(({ ms }) => ms).sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
    const rows: [string, string][] = [
      ["flood", `${sockets} sockets × ${requests} pipelined GET ${values.path}, never read`],
      ["run", `${seconds} s`],
      ["server RSS idle", `${idleRss.toFixed(0)} MB`],
      ["server RSS peak", `${peakRss.toFixed(0)} MB`],
      ["visitor pages", `${results.length} (${failed} failed or timed out after 30 s)`],
      ["visitor answers", [...statuses].map(([name, count]) => `${name}: ${count}`).join(", ")],
      ["visitor p50", `${at(0.5).toFixed(0)} ms`],
      ["visitor p99", `${at(0.99).toFixed(0)} ms`],
      ["visitor max", `${(sorted[sorted.length - 1] ?? NaN).toFixed(0)} ms`],
    ];
    const width = Math.max(...rows.map(([name]) => name.length));
    console.log(`\n| ${"measure".padEnd(width)} | value |\n| ${"-".repeat(width)} | --- |`);
    for (const [name, value] of rows) console.log(`| ${name.padEnd(width)} | ${value} |`);
  } finally {
    server.kill("SIGTERM");
  }
}

void main();
