import { webcrypto } from "node:crypto";
import { IDEMPOTENCY_KEY_PATTERN } from "../../../form-contract/idempotency-key";
import { idempotentSender, newIdempotencyKey } from "../use-enhanced-form";
import { deferred, fetchMock, jsonResponse } from "./render-form";

describe("newIdempotencyKey", () => {
  const realCrypto = globalThis.crypto;
  afterEach(() => {
    Object.defineProperty(globalThis, "crypto", { value: realCrypto, configurable: true });
  });

  // A page over https has randomUUID; one over plain http on a local network only getRandomValues; an old browser neither.
  it.each([
    ["with randomUUID", { randomUUID: () => webcrypto.randomUUID() }],
    [
      "with getRandomValues only",
      { getRandomValues: <T extends Uint8Array>(array: T) => webcrypto.getRandomValues(array) },
    ],
  ])("gives a different key each time that the server accepts, %s", (_, crypto) => {
    Object.defineProperty(globalThis, "crypto", { value: crypto, configurable: true });

    const keys = Array.from({ length: 50 }, () => newIdempotencyKey());

    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });
});

describe("idempotentSender", () => {
  const message = { name: "Kari", email: "kari@example.no", message: "Hei!", website: "" };
  const sentBody = (call: number): Record<string, unknown> =>
    JSON.parse(String(fetchMock.mock.calls[call]?.[1].body)) as Record<string, unknown>;

  it("posts the message with its key, and gives the key back", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));

    const { result, key } = await idempotentSender("/api/send-contact-email")(message);

    expect(result).toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/send-contact-email");
    expect(sentBody(0)).toEqual({ ...message, idempotencyKey: key });
    expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it("retries a message that failed with the same key, however it failed", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(502, { error: "Vi kunne ikke sende meldingen akkurat nå." }));
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    const send = idempotentSender("/api/send-contact-email");

    const keys = [await send(message), await send({ ...message }), await send(message)].map(({ key }) => key);

    expect(new Set(keys).size).toBe(1);
    expect(fetchMock.mock.calls.map((_, call) => sentBody(call).idempotencyKey)).toEqual(keys);
  });

  it("takes a new key once the message is changed", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const send = idempotentSender("/api/send-contact-email");

    const first = await send(message);
    const changed = await send({ ...message, message: "Hei! Ring meg gjerne." });

    expect(changed.key).not.toBe(first.key);
  });

  it("takes a new key for the next message once one has gone, even with the same text", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    const send = idempotentSender("/api/send-contact-email");

    const first = await send(message);
    const next = await send(message);

    expect(next.key).not.toBe(first.key);
  });

  it("sends two overlapping sends of one message with one key, both confirmed, whichever answer comes first", async () => {
    const first = deferred<Response>();
    const second = deferred<Response>();
    fetchMock.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const send = idempotentSender("/api/send-contact-email");

    const sending = [send(message), send(message)];
    second.resolve(jsonResponse(200, { ok: true }));
    first.resolve(jsonResponse(200, { ok: true }));
    const [one, other] = await Promise.all(sending);

    expect(one?.result).toEqual({ ok: true });
    expect(other?.result).toEqual({ ok: true });
    expect(other?.key).toBe(one?.key);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    expect((await send(message)).key).not.toBe(one?.key);
  });
});
