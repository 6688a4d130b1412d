// A stand-in for Mailchimp's members API on a loopback port, so the browser tests can follow a
// newsletter signup from the form to "Mailchimp". It honours the one call the site makes:
// PUT /3.0/lists/{audience}/members/{md5 of the lower-cased address}, Basic auth with the key as
// password, body {email_address, status_if_new}, answered with the member. GET /__members lists
// what it has received, for the tests. Started by playwright.config.ts:
// `tsx e2e/support/mailchimp-server.ts --port N [--key K] [--audience A]`.
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { parseArgs } from "node:util";

export interface Member {
  id: string;
  email_address: string;
  status: string;
  list_id: string;
}

/** Mailchimp's problem document, as its API answers errors. */
function problem(res: ServerResponse, status: number, title: string, detail: string): void {
  res.writeHead(status, { "Content-Type": "application/problem+json; charset=utf-8" });
  res.end(JSON.stringify({ type: "https://mailchimp.com/developer/marketing/docs/errors/", title, status, detail }));
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown;
  } catch {
    return undefined;
  }
}

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "9112" },
    key: { type: "string", default: "test-us1" },
    audience: { type: "string", default: "testlist" },
  },
});
const { key, audience } = values;
const members = new Map<string, Member>();

const server = createServer((req, res) => {
  void (async () => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (req.method === "GET" && url.pathname === "/__members") {
      json(res, 200, [...members.values()]);
      return;
    }
    const body = await readBody(req);
    const [scheme, token] = (req.headers.authorization ?? "").split(" ");
    const password =
      scheme === "Basic" && token ? Buffer.from(token, "base64").toString("utf8").split(":").slice(1).join(":") : "";
    if (password !== key) {
      problem(res, 401, "API Key Invalid", "Your API key may be invalid.");
      return;
    }
    const match = /^\/3\.0\/lists\/([^/]+)\/members\/([0-9a-f]{32})$/.exec(url.pathname);
    if (!match || match[1] !== audience) {
      problem(res, 404, "Resource Not Found", "The requested resource could not be found.");
      return;
    }
    if (req.method !== "PUT") {
      problem(res, 405, "Method Not Allowed", "The requested method and resource are not compatible.");
      return;
    }
    const { email_address: email, status_if_new: statusIfNew } = (body ?? {}) as Record<string, unknown>;
    if (typeof email !== "string" || (statusIfNew !== "pending" && statusIfNew !== "subscribed")) {
      problem(res, 400, "Invalid Resource", "The resource submitted could not be validated.");
      return;
    }
    const hash = createHash("md5").update(email.toLowerCase()).digest("hex");
    if (hash !== match[2]) {
      problem(res, 400, "Invalid Resource", "The subscriber hash does not match the email address.");
      return;
    }
    // An upsert: a known member keeps their status, only a new one gets status_if_new.
    const member = members.get(hash) ?? { id: hash, email_address: email, status: statusIfNew, list_id: audience };
    members.set(hash, member);
    json(res, 200, member);
  })();
});

server.listen(Number(values.port), "127.0.0.1", () => {
  console.log(`Mailchimp stand-in on http://127.0.0.1:${values.port}/3.0`);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
