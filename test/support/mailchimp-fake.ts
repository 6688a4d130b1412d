// A loopback HTTP server that honours the Mailchimp members PUT contract, for the newsletter tests.
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_API_KEY = "0123456789abcdef0123456789abcdef-us21";
export const FAKE_AUDIENCE = "a1b2c3d4e5";

export interface FakeMember {
  email_address: string;
  status: string;
}

export interface MailchimpFake {
  apiUrl: string;
  members: Map<string, FakeMember>;
  requests: { method: string; path: string; body: Record<string, unknown> }[];
  /** Replaces the next answers with a canned status and problem body, or a silence. */
  failNext(answer: FakeProblem | "hang"): void;
  close(): Promise<void>;
}

export interface FakeProblem {
  status: number;
  title: string;
  detail: string;
}

/** Mailchimp's error document (application/problem+json), as its docs show it. */
function refuse(res: ServerResponse, status: number, title: string, detail = title): void {
  const body = { type: "https://mailchimp.com/developer/marketing/docs/errors/", title, status, detail };
  res.writeHead(status, { "Content-Type": "application/problem+json; charset=utf-8" }).end(JSON.stringify(body));
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" }).end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
}

/** `port` 0 (the default) takes any free one; the browser tests give a fixed one. */
export async function startMailchimpFake({ port: wanted = 0 }: { port?: number } = {}): Promise<MailchimpFake> {
  const members = new Map<string, FakeMember>();
  const requests: MailchimpFake["requests"] = [];
  const queued: (FakeProblem | "hang")[] = [];
  const hanging: ServerResponse[] = [];

  const server = createServer((req, res) => {
    void (async () => {
      const path = req.url ?? "";
      // Not Mailchimp's: what the browser tests read back to see a signup arrive.
      if (req.method === "GET" && path === "/__members") {
        send(res, 200, [...members.values()]);
        return;
      }
      const body = await readJson(req);
      requests.push({ method: req.method ?? "", path, body });

      const [scheme, token] = (req.headers.authorization ?? "").split(" ");
      const password =
        scheme === "Basic" && token ? Buffer.from(token, "base64").toString("utf8").split(":").slice(1).join(":") : "";
      // Basic auth with any user name and the key as password, as Mailchimp documents.
      if (password !== FAKE_API_KEY) {
        refuse(res, 401, "API Key Invalid");
        return;
      }

      const next = queued.shift();
      if (next === "hang") {
        hanging.push(res);
        return;
      }
      if (next) {
        refuse(res, next.status, next.title, next.detail);
        return;
      }

      // The tests read the path and body they sent from `requests`; here only what the answer depends on.
      const match = /^\/3\.0\/lists\/([^/]+)\/members\/[0-9a-f]{32}$/.exec(path);
      if (!match || match[1] !== FAKE_AUDIENCE) {
        refuse(res, 404, "Resource Not Found");
        return;
      }
      const { email_address: email, status_if_new: statusIfNew } = body as {
        email_address: string;
        status_if_new: string;
      };
      const hash = createHash("md5").update(email.toLowerCase()).digest("hex");
      // PUT upsert: an existing member keeps their status; only a new one gets status_if_new.
      const member = members.get(hash) ?? { email_address: email, status: statusIfNew };
      members.set(hash, member);
      send(res, 200, { id: hash, email_address: member.email_address, status: member.status, list_id: FAKE_AUDIENCE });
    })();
  });

  await new Promise<void>((resolve) => server.listen(wanted, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/3.0`,
    members,
    requests,
    failNext: (answer) => queued.push(answer),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
