import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { endpointsFromEnv, type Env } from "../../composition-root";
import { createRateLimiters } from "../../http/rate-limit";
import { fixedClock, recordingLogger } from "../../../../test/support/recording-logger";
import { createLocalSubscriberStore, subscriberFile, type StoredSubscriber } from "../newsletter-endpoint";

describe("the local subscriber store", () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "fjellsyn-newsletter-"));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("stores an address once, whatever its case", async () => {
    const clock = fixedClock();
    const store = createLocalSubscriberStore({ dir, clock });

    await store.subscribe("Kari@Example.no");
    clock.advance(60_000);
    await store.subscribe("kari@example.no");

    const files = await readdir(path.join(dir, "subscribers"));
    expect(files).toHaveLength(1);
    const record = JSON.parse(await readFile(subscriberFile(dir, "KARI@example.NO"), "utf8")) as StoredSubscriber;
    expect(record).toEqual({
      email: "kari@example.no",
      status: "subscribed",
      subscribedAt: "2025-01-01T00:00:00.000Z",
    });
  });

  it("keeps exactly one complete record when the same address signs up concurrently", async () => {
    const stores = [
      createLocalSubscriberStore({ dir, clock: fixedClock() }),
      createLocalSubscriberStore({ dir, clock: fixedClock() }),
    ];

    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        stores[index % 2]?.subscribe(index % 3 ? "ola@example.no" : "OLA@example.no"),
      ),
    );

    expect(await readdir(path.join(dir, "subscribers"))).toHaveLength(1);
    expect(await readdir(path.join(dir, "tmp"))).toEqual([]);
    expect(JSON.parse(await readFile(subscriberFile(dir, "ola@example.no"), "utf8"))).toMatchObject({
      email: "ola@example.no",
    });
  });

  const newsletter = (env: Env, log = recordingLogger()) =>
    endpointsFromEnv(env, {
      contentEmail: "post@fjellsynmedia.no",
      cwd: dir,
      clock: fixedClock(),
      log,
      rateLimiters: createRateLimiters(undefined),
    }).newsletter;
  const signup = {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: { email: " per@example.no " },
  };

  it("is what the endpoint uses without Mailchimp settings, under NEWSLETTER_DIR, and answers the same for a repeat", async () => {
    const endpoint = newsletter({ NEWSLETTER_DIR: "liste" });

    const first = await endpoint(signup);
    const again = await endpoint(signup);

    expect(first).toEqual(again);
    expect(first).toMatchObject({ status: 200, body: { ok: true } });
    expect(await readdir(path.join(dir, "liste", "subscribers"))).toHaveLength(1);
  });

  it("refuses with 503 on a production host without Mailchimp settings", async () => {
    const log = recordingLogger();

    const result = await newsletter({ NODE_ENV: "production", CONTEXT: "production" }, log)(signup);

    expect(result.status).toBe(503);
    expect(log.lines.join("\n")).toContain("set MAILCHIMP_API_KEY and MAILCHIMP_AUDIENCE_ID");
  });
});
