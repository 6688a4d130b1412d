// What the engine flows run against, all on this machine: the production build served twice by
// scripts/serve.mjs (once as the tests configure it, once with a lead store that cannot keep a
// message: the one failure a visitor is told about), the Mailchimp stand-in, and a proxy that
// refuses every other host, so nothing a page asks for (Tag Manager) leaves the machine.
import http from "node:http";
import type net from "node:net";
import os from "node:os";
import path from "node:path";
import { owned } from "./children";
import { FAKE_API_KEY, FAKE_AUDIENCE, startMailchimpFake, type MailchimpFake } from "../../test/support/mailchimp-fake";
import { startLocalServer } from "../../test/support/servers";

export interface Harness {
  site: string;
  failingSite: string;
  mailchimp: MailchimpFake;
  /** The proxy for every other host, and every host a page asked for through it (refused), in order. */
  outside: { host: string; port: number; hosts: string[] };
  close(): Promise<void>;
}

/** Serves the build on a free port, stopped with this process. */
async function serve(env: NodeJS.ProcessEnv) {
  const server = await startLocalServer(path.resolve(__dirname, "../.."), { ...process.env, ...env });
  owned(server.child);
  return { origin: new URL(server.url).origin, child: server.child };
}

export async function startHarness(): Promise<Harness> {
  const mailchimp = await startMailchimpFake();
  const hosts: string[] = [];
  const proxy = http.createServer((request, response) => {
    hosts.push(request.headers.host ?? "");
    response.writeHead(403).end();
  });
  proxy.on("connect", (request: http.IncomingMessage, socket: net.Socket) => {
    hosts.push((request.url ?? "").replace(/:443$/, ""));
    socket.end("HTTP/1.1 403 Forbidden\r\n\r\n");
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
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
    outside: { host: "127.0.0.1", port: (proxy.address() as net.AddressInfo).port, hosts },
    async close() {
      site.child.kill();
      failing.child.kill();
      await Promise.all([mailchimp.close(), new Promise((resolve) => proxy.close(resolve))]);
    },
  };
}
