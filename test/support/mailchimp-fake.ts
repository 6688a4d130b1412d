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

/**
 * Every error Mailchimp documents for the Marketing API (mailchimp.com/developer/marketing/docs/errors/),
 * plus the member-level titles a members PUT or POST can answer with.
 */
export const documentedErrors: readonly FakeProblem[] = [
  { status: 400, title: "Bad Request", detail: "Your request could not be processed." },
  { status: 400, title: "Invalid Action", detail: "The action requested was not valid for this resource." },
  { status: 400, title: "Invalid Resource", detail: "The resource submitted could not be validated." },
  { status: 400, title: "JSON Parse Error", detail: "We encountered an unspecified JSON parsing error." },
  { status: 400, title: "Member Exists", detail: "x@example.no is already a list member." },
  {
    status: 400,
    title: "Forgotten Email Not Subscribed",
    detail: "x@example.no was permanently deleted and cannot be re-imported.",
  },
  {
    status: 400,
    title: "Member In Compliance State",
    detail: "x@example.no is already a list member in compliance state.",
  },
  { status: 401, title: "API Key Missing", detail: "Your request did not include an API key." },
  { status: 401, title: "API Key Invalid", detail: "Your API key may be invalid." },
  { status: 403, title: "Forbidden", detail: "You don't have permission to access this resource." },
  { status: 403, title: "User Disabled", detail: "This account has been disabled." },
  { status: 403, title: "Wrong Datacenter", detail: "The API key provided is linked to a different datacenter." },
  { status: 404, title: "Resource Not Found", detail: "The requested resource could not be found." },
  { status: 405, title: "Method Not Allowed", detail: "The requested method and resource are not compatible." },
  { status: 414, title: "Resource Nesting Too Deep", detail: "The requested resource is nested too deep." },
  {
    status: 422,
    title: "Invalid Method Override",
    detail: "You can only use the X-HTTP-Method-Override header with the POST method.",
  },
  { status: 422, title: "Requested Fields Invalid", detail: "The fields requested from this resource are invalid." },
  { status: 429, title: "Too Many Requests", detail: "You have exceeded the limit of 10 simultaneous connections." },
  { status: 500, title: "Internal Server Error", detail: "An unexpected internal error has occurred." },
  { status: 503, title: "Service Unavailable", detail: "Mailchimp is down for maintenance." },
];

/** Mailchimp's documented error document (application/problem+json). */
export function problem(status: number, title: string, detail: string): Record<string, unknown> {
  return {
    type: "https://mailchimp.com/developer/marketing/docs/errors/",
    title,
    status,
    detail,
    instance: "3b4dcb40-0b6b-4820-bfaa-41267b3826ea",
  };
}

function send(res: ServerResponse, status: number, body: unknown, problemJson = false): void {
  res.writeHead(status, {
    "Content-Type": problemJson ? "application/problem+json; charset=utf-8" : "application/json; charset=utf-8",
  });
  res.end(JSON.stringify(body));
}

/** Answers with one of the documented errors, by its title; `detail` replaces the documented one. */
function refuse(res: ServerResponse, title: string, detail?: string): void {
  const known = documentedErrors.find((error) => error.title === title);
  if (!known) throw new Error(`no documented Mailchimp error titled ${title}`);
  send(res, known.status, problem(known.status, title, detail ?? known.detail), true);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown;
  } catch {
    return undefined;
  }
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
      requests.push({ method: req.method ?? "", path, body: (body ?? {}) as Record<string, unknown> });

      const [scheme, token] = (req.headers.authorization ?? "").split(" ");
      const password =
        scheme === "Basic" && token ? Buffer.from(token, "base64").toString("utf8").split(":").slice(1).join(":") : "";
      // Basic auth with any user name and the key as password, as Mailchimp documents.
      if (password !== FAKE_API_KEY) {
        refuse(
          res,
          "API Key Invalid",
          "Your API key may be invalid, or you've attempted to access the wrong datacenter.",
        );
        return;
      }

      const next = queued.shift();
      if (next === "hang") {
        hanging.push(res);
        return;
      }
      if (next) {
        send(res, next.status, problem(next.status, next.title, next.detail), true);
        return;
      }

      const match = /^\/3\.0\/lists\/([^/]+)\/members\/([0-9a-f]{32})$/.exec(path);
      if (!match || match[1] !== FAKE_AUDIENCE) {
        refuse(res, "Resource Not Found");
        return;
      }
      if (req.method !== "PUT") {
        refuse(res, "Method Not Allowed");
        return;
      }
      if (typeof body !== "object" || body === null) {
        refuse(res, "JSON Parse Error");
        return;
      }
      const { email_address: email, status_if_new: statusIfNew } = body as Record<string, unknown>;
      if (typeof email !== "string" || (statusIfNew !== "pending" && statusIfNew !== "subscribed")) {
        refuse(res, "Invalid Resource");
        return;
      }
      const hash = createHash("md5").update(email.toLowerCase()).digest("hex");
      if (hash !== match[2]) {
        refuse(res, "Invalid Resource", "The subscriber hash does not match the email address.");
        return;
      }
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
