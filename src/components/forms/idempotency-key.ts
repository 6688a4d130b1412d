// A fresh key for one message, so the server can tell a retry from a second message.

const toHex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");

export function newIdempotencyKey(): string {
  const webCrypto = globalThis.crypto as Crypto | undefined;
  // randomUUID exists only in secure contexts (https, localhost); a page served over plain http
  // on a local network has getRandomValues still.
  if (typeof webCrypto?.randomUUID === "function") return webCrypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof webCrypto?.getRandomValues === "function") {
    webCrypto.getRandomValues(bytes);
  } else {
    for (let index = 0; index < bytes.length; index += 1) bytes[index] = Math.floor(Math.random() * 256);
  }
  return toHex(bytes);
}
