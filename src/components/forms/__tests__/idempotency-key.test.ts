import { newIdempotencyKey } from "../idempotency-key";

describe("newIdempotencyKey", () => {
  const realCrypto = globalThis.crypto;
  afterEach(() => {
    Object.defineProperty(globalThis, "crypto", { value: realCrypto, configurable: true });
  });

  it("is a random UUID where the browser offers one", () => {
    const randomUUID = jest.fn(() => "0b7d8f1e-1c0a-4a53-9a39-2f3f8a8e9c11" as const);
    Object.defineProperty(globalThis, "crypto", { value: { randomUUID }, configurable: true });

    expect(newIdempotencyKey()).toBe("0b7d8f1e-1c0a-4a53-9a39-2f3f8a8e9c11");
  });

  it("is 128 random bits in hex without randomUUID (a page not served over https)", () => {
    const getRandomValues = jest.fn(<T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint8Array) array.fill(171);
      return array;
    });
    Object.defineProperty(globalThis, "crypto", { value: { getRandomValues }, configurable: true });

    expect(newIdempotencyKey()).toBe("ab".repeat(16));
  });

  it("still gives a different 32-digit hex key each time without any Web Crypto", () => {
    Object.defineProperty(globalThis, "crypto", { value: undefined, configurable: true });

    const first = newIdempotencyKey();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });
});
