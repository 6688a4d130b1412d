// The local server (`npm start` serves the build this way), where it differs from Netlify: killed
// with leads waiting, it delivers them once it is back and SMTP answers; it keeps the build's own files to itself.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";
import { fileLeadStore, isWaiting } from "../../src/server/leads/lead-store";
import { CLAIM_MS } from "../../src/server/leads/sweep";
import { post } from "../support/function-host";
import { scratchDir } from "../support/scratch";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";

jest.setTimeout(CLAIM_MS + 60_000);

const root = path.resolve(__dirname, "..", "..");
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** `node scripts/serve.mjs` on `port`, resolved once it listens. */
function serve(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, "scripts", "serve.mjs"), "--port", String(port)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the local server exited with ${String(code)}`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString("utf8").includes("Fjellsyn Media: http://")) resolve(child);
    });
  });
}

/** Checks `done` until it holds; jest's timeout bounds the wait. */
const until = async (done: () => Promise<boolean>) => {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 100));
};

describe("the local server (npm start)", () => {
  let smtp: SmtpSink | undefined;
  let server: ChildProcess | undefined;

  afterAll(async () => {
    server?.kill("SIGKILL");
    await smtp?.close();
  });

  let port = 0;

  it("delivers the leads that waited when it was killed, once, after it starts again", async () => {
    let smtpPort: number;
    [port, smtpPort] = await Promise.all([freePort(), freePort()]);
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, LEADS_DIR: scratchDir(), LEADS_SWEEP_MS: "300" };
    const store = fileLeadStore(env.LEADS_DIR);
    server = await serve(port, env);
    const url = `http://127.0.0.1:${port}/api/send-contact-email`;
    const message = { name: "Kari Nordmann", email: "kari@example.no", subject: "Omstart", message: "Hei" };

    const answers = [
      await post(url, JSON.stringify({ ...message, idempotencyKey: "omstart-1" })),
      await post(url, JSON.stringify({ ...message, idempotencyKey: "omstart-2" })),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    server.kill("SIGKILL");
    smtp = await startSmtpSink({ port: smtpPort });
    server = await serve(port, env);
    // A kill that lands inside a sweep's attempt leaves that lead claimed; it goes once the claim lapses.
    // Once none waits, no sweep sends again: then the count is final.
    await until(async () => (await store.all()).every((entry) => !entry || !isWaiting(entry.lead)));

    expect(smtp.received.map((mail) => mail.parsed.messageId).sort()).toEqual([
      "<omstart-1@fjellsynmedia.no>",
      "<omstart-2@fjellsynmedia.no>",
    ]);
  });

  it("never serves the build's _headers or _redirects, however spelt", async () => {
    const base = `http://127.0.0.1:${String(port)}`;
    const statuses = await Promise.all(
      ["/_headers", "/_redirects", "/%5Fheaders"].map(async (file) => (await fetch(base + file)).status),
    );
    expect(statuses).toEqual([404, 404, 404]);
  });
});
