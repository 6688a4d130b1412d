// The local server (`npm start` serves the build this way), where it differs from Netlify: killed
// with leads waiting, it delivers them once it is back and SMTP answers; it keeps the build's own files to itself.
import { fileLeadStore, isWaiting } from "../../src/server/leads/lead-store";
import { CLAIM_MS } from "../../src/server/leads/sweep";
import { MAX_BODY_BYTES } from "../../src/server/http/body";
import { freePort, post, startLocalServer } from "../support/servers";
import { scratchDir } from "../support/scratch";
import { startSmtpSink } from "../support/smtp-sink";

jest.setTimeout(CLAIM_MS + 60_000);

it("delivers the leads that waited when it was killed, once, after it starts again; trusts no claimed address, refuses a body over the cap; never serves _headers or _redirects", async () => {
  const smtpPort = await freePort();
  const env = {
    ...process.env,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LEADS_DIR: scratchDir(),
    LEADS_SWEEP_MS: "300",
  };
  const store = fileLeadStore(env.LEADS_DIR);
  const killed = await startLocalServer(".", env);
  const message = { name: "Kari Nordmann", email: "kari@example.no", subject: "Omstart", message: "Hei" };
  const send = (key: string) =>
    post(`${killed.url}api/send-contact-email`, JSON.stringify({ ...message, idempotencyKey: key }));

  expect([(await send("omstart-1")).status, (await send("omstart-2")).status]).toEqual([200, 200]);
  killed.child.kill("SIGKILL");
  const smtp = await startSmtpSink({ port: smtpPort });
  const server = await startLocalServer(".", env);
  try {
    // A kill that lands inside a sweep's attempt leaves that lead claimed; it goes once the claim lapses.
    // Once none waits, no sweep sends again: then the count is final.
    // Polled until then; jest's timeout bounds the wait.
    while ((await store.all()).some((entry) => entry && isWaiting(entry.lead)))
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.received.map((mail) => mail.parsed.messageId).sort()).toEqual([
      "<omstart-1@fjellsynmedia.no>",
      "<omstart-2@fjellsynmedia.no>",
    ]);
    // A client's claim about its address counts only under --trust-forwarded-for (the browser tests pose as many clients with it).
    const claims = Array.from({ length: 6 }, (_, index) => ({ "x-forwarded-for": `203.0.113.${index}` }));
    const answers = await Promise.all(
      claims.map((headers) => post(`${server.url}api/send-contact-email`, "{}", { headers })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([422, 422, 422, 422, 422, 429]);
    expect((await post(`${server.url}api/send-contact-email`, " ".repeat(MAX_BODY_BYTES + 1))).status).toBe(413);
    const hidden = await Promise.all(["_headers", "_redirects", "%5Fheaders"].map((file) => fetch(server.url + file)));
    expect(hidden.map((answer) => answer.status)).toEqual([404, 404, 404]);
  } finally {
    await server.stop();
    await smtp.close();
  }
});
