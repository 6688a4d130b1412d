// What the engine flows run against, all on this machine: the production build served twice by
// scripts/serve.mjs (once as the tests configure it, once with a lead store that cannot keep a
// message: the one failure a visitor is told about), the Mailchimp stand-in, and a proxy that
// refuses every other host, so nothing a page asks for (Tag Manager) leaves the machine.
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { owned } from "./children";
import { FAKE_API_KEY, FAKE_AUDIENCE, startMailchimpFake, type MailchimpFake } from "../../test/support/mailchimp-fake";

export interface OutsideProxy {
  host: string;
  port: number;
  /** Every host a page asked for through the proxy (refused), in order. */
  hosts: string[];
}

export interface Harness {
  site: string;
  failingSite: string;
  mailchimp: MailchimpFake;
  outside: OutsideProxy;
  close(): Promise<void>;
}

const listen = (server: net.Server): Promise<number> =>
  new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port));
  });

/** An HTTP proxy that refuses every request and tunnel, and records the host asked for. */
export async function startOutsideProxy(): Promise<{ proxy: OutsideProxy; close: () => Promise<void> }> {
  const hosts: string[] = [];
  const server = http.createServer((request, response) => {
    hosts.push(request.headers.host ?? "");
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

/** Serves the build on a free port; resolves once it answers. */
async function serve(env: NodeJS.ProcessEnv): Promise<{ origin: string; child: ChildProcess }> {
  const free = net.createServer();
  const port = await listen(free);
  await new Promise((resolve) => free.close(resolve));
  const origin = `http://127.0.0.1:${port}`;
  // The forms post from this origin, which the functions' Origin check must accept.
  const child = owned(
    spawn(process.execPath, ["scripts/serve.mjs", "--port", String(port)], {
      cwd: path.resolve(__dirname, "../.."),
      env: { ...process.env, ...env, SITE_URL: origin },
      stdio: ["ignore", "ignore", "inherit"],
    }),
  );
  for (
    let attempt = 0;
    !(await fetch(origin).then(
      (answer) => answer.ok,
      () => false,
    ));
    attempt++
  ) {
    if (child.exitCode !== null || attempt > 300) throw new Error(`the site did not start on ${origin}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { origin, child };
}

export async function startHarness(): Promise<Harness> {
  const mailchimp = await startMailchimpFake();
  const outside = await startOutsideProxy();
  const [site, failing] = await Promise.all([
    serve({
      MAILCHIMP_API_KEY: FAKE_API_KEY,
      MAILCHIMP_AUDIENCE_ID: FAKE_AUDIENCE,
      MAILCHIMP_API_URL: mailchimp.apiUrl,
    }),
    // Its folder would sit under a file, so no message can be kept.
    serve({ LEADS_DIR: path.join(os.devNull, "leads") }),
  ]);
  return {
    site: site.origin,
    failingSite: failing.origin,
    mailchimp,
    outside: outside.proxy,
    async close() {
      site.child.kill();
      failing.child.kill();
      await Promise.all([mailchimp.close(), outside.close()]);
    },
  };
}
