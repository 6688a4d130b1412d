// What the engine tests run against, all on this machine: the production build served twice by
// scripts/serve.mjs (once as configured for the tests, once with a mail server that cannot be
// reached, for the failure a visitor meets when sending fails), the Mailchimp stand-in, a front
// for each server that collects the pages' Content-Security-Policy reports, and a proxy that
// refuses every other host, so nothing a page asks for (Tag Manager) leaves the machine.
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { owned } from "./children";
import { FAKE_API_KEY, FAKE_AUDIENCE } from "../../test/support/mailchimp-fake";

const root = path.resolve(__dirname, "../..");

export interface Violation {
  page: string;
  directive: string;
  blocked: string;
}

/** A front for one site server: the same answers, plus a report-only copy of the page policy. */
export interface Front {
  origin: string;
  /** The violations reported since the last call. */
  takeViolations(): Violation[];
  /** From now on the requests come from another client address, with rate limits of its own. */
  newClient(): void;
}

export interface OutsideProxy {
  host: string;
  port: number;
  /** Every host a page asked for through the proxy (refused), in order. */
  hosts: string[];
}

export interface Harness {
  site: Front;
  failingSite: Front;
  mailchimpOrigin: string;
  outside: OutsideProxy;
  close(): Promise<void>;
}

const REPORT_PATH = "/__csp-reports";

const listen = (server: net.Server): Promise<number> =>
  new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port));
  });

const freePort = async (): Promise<number> => {
  const server = net.createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
};

async function waitForAnswer(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Forwards every request to the server on `targetPort` and adds, beside the enforced policy, a
 * Content-Security-Policy-Report-Only with the same directives and a report-uri here: the policy
 * the browser enforces is unchanged, and every violation of it is also reported to this front.
 * (WebKit's WebDriver has no way to listen in a page before its own scripts run.)
 * Every request carries a client address of the front's choosing (one per flow), so the forms'
 * rate limits count one flow's posts only.
 */
async function startFront(targetPort: () => number): Promise<{ server: http.Server; front: Front; port: number }> {
  const violations: Violation[] = [];
  const randomAddress = () => `10.45.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  let clientAddress = randomAddress();
  const server = http.createServer((request, response) => {
    if (request.url === REPORT_PATH && request.method === "POST") {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        try {
          const report = (
            JSON.parse(Buffer.concat(chunks).toString("utf8")) as { "csp-report"?: Record<string, string> }
          )["csp-report"];
          if (report) {
            violations.push({
              page: report["document-uri"] ?? "",
              directive: report["effective-directive"] ?? report["violated-directive"] ?? "",
              blocked: report["blocked-uri"] ?? "",
            });
          }
        } catch {
          violations.push({ page: "?", directive: "unreadable report", blocked: "" });
        }
        response.writeHead(204).end();
      });
      return;
    }
    const headers = { ...request.headers, "x-forwarded-for": clientAddress };
    const upstream = http.request(
      { host: "127.0.0.1", port: targetPort(), method: request.method, path: request.url, headers },
      (answer) => {
        const out = { ...answer.headers };
        const policy = answer.headers["content-security-policy"];
        if (typeof policy === "string") {
          out["content-security-policy-report-only"] = `${policy}; report-uri ${REPORT_PATH}`;
        }
        response.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(response);
      },
    );
    upstream.on("error", (error) => response.writeHead(502).end(String(error)));
    request.pipe(upstream);
  });
  const port = await listen(server);
  return {
    server,
    port,
    front: {
      origin: `http://127.0.0.1:${port}`,
      takeViolations: () => violations.splice(0),
      newClient: () => {
        clientAddress = randomAddress();
      },
    },
  };
}

/** An HTTP proxy that refuses every request and tunnel, and records the host asked for. */
export async function startOutsideProxy(): Promise<{ proxy: OutsideProxy; close: () => Promise<void> }> {
  const hosts: string[] = [];
  const server = http.createServer((request, response) => {
    hosts.push(request.headers.host ?? request.url ?? "");
    response.writeHead(403).end();
  });
  server.on("connect", (request: http.IncomingMessage, socket: net.Socket) => {
    hosts.push((request.url ?? "").replace(/:443$/, ""));
    socket.end("HTTP/1.1 403 Forbidden\r\n\r\n");
  });
  const port = await listen(server);
  return {
    proxy: { host: "127.0.0.1", port, hosts },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = owned(
    spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] }),
  );
  // Kept for a failure's explanation, not printed while things go well.
  const log: string[] = [];
  const keep = (data: Buffer) => {
    log.push(String(data));
    if (log.length > 200) log.shift();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  child.on("exit", (code, signal) => {
    if (code && signal === null) console.error(`${command} ${args.join(" ")} exited (${code}):\n${log.join("")}`);
  });
  return child;
}

export async function startHarness(): Promise<Harness> {
  const children: ChildProcess[] = [];
  const servers: http.Server[] = [];
  const ports = { site: 0, failing: 0 };
  const site = await startFront(() => ports.site);
  const failing = await startFront(() => ports.failing);
  servers.push(site.server, failing.server);
  const outside = await startOutsideProxy();

  const mailchimpPort = await freePort();
  const mailchimpOrigin = `http://127.0.0.1:${mailchimpPort}`;
  children.push(
    startProcess("node", ["--import", "tsx", "e2e/support/mailchimp-server.ts", "--port", String(mailchimpPort)], {}),
  );

  ports.site = await freePort();
  children.push(
    startProcess("node", ["scripts/serve.mjs", "--port", String(ports.site), "--trust-forwarded-for"], {
      MAILCHIMP_API_KEY: FAKE_API_KEY,
      MAILCHIMP_AUDIENCE_ID: FAKE_AUDIENCE,
      MAILCHIMP_API_URL: `${mailchimpOrigin}/3.0`,
      // The forms are posted from the front's address, which the Origin check must accept.
      SITE_URL: site.front.origin,
    }),
  );
  ports.failing = await freePort();
  // A lead store that can't take a message (its folder would sit under a file): the one failure a
  // visitor is told about, since a message the store keeps is delivered later.
  children.push(
    startProcess("node", ["scripts/serve.mjs", "--port", String(ports.failing), "--trust-forwarded-for"], {
      LEADS_DIR: path.join(os.devNull, "leads"),
      SITE_URL: failing.front.origin,
    }),
  );

  const close = async () => {
    for (const child of children) child.kill("SIGTERM");
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    await outside.close();
  };
  try {
    await Promise.all([
      waitForAnswer(`${mailchimpOrigin}/__members`, children[0] as ChildProcess),
      waitForAnswer(`http://127.0.0.1:${ports.site}/`, children[1] as ChildProcess),
      waitForAnswer(`http://127.0.0.1:${ports.failing}/`, children[2] as ChildProcess),
    ]);
  } catch (error) {
    await close();
    throw error;
  }
  return { site: site.front, failingSite: failing.front, mailchimpOrigin, outside: outside.proxy, close };
}
