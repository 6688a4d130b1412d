// The local server's rule no browser test sees: a client's claim about its address reaches a
// function only under --trust-forwarded-for (the browser tests pose as many clients with it on).
import type { AddressInfo } from "node:net";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FunctionHandler } from "../functions";
import { createServer } from "../server";

let dir: string;
let addresses: unknown[] = [];
const recordAddress: FunctionHandler = (request, response) => {
  addresses.push(request.headers["x-nf-client-connection-ip"]);
  response.status(204).end();
};

/** A server on a free port for the duration of `use`. */
async function withServer(trustForwardedFor: boolean, run: (url: string) => Promise<void>) {
  const server = createServer(
    dir,
    async () => [],
    (route) => (route === "whoami" ? recordAddress : undefined),
    trustForwardedFor,
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "fjellsyn-local-server-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

test("a function gets the client's own address, and a claimed one only under --trust-forwarded-for", async () => {
  const claims = { "x-forwarded-for": "203.0.113.9, 10.0.0.1", "x-nf-client-connection-ip": "203.0.113.8" };
  addresses = [];
  await withServer(false, async (url) => void (await fetch(`${url}/api/whoami`, { method: "POST", headers: claims })));
  await withServer(true, async (url) => void (await fetch(`${url}/api/whoami`, { method: "POST", headers: claims })));
  expect(addresses).toEqual([expect.stringMatching(/127\.0\.0\.1$/), "203.0.113.9"]);
});
