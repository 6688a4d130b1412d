// The retry key a message is posted with, so the server sends it once however often it is retried.
import * as React from "react";
import { IDEMPOTENCY_KEY_FIELD } from "../../form-contract/idempotency-key";
import { postForm, type PostResult } from "./post-form";

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

export type IdempotentSend = (body: Record<string, string>) => Promise<{ result: PostResult; key: string }>;

/**
 * Posts messages to `url`, each with its key: the same key while the same message is retried, a new
 * one once the text changes or the message has gone. Gives back the key too, by which a confirmed
 * message is counted once.
 */
export function idempotentSender(url: string): IdempotentSend {
  let pending: { key: string; message: string } | undefined;
  return async (body) => {
    const message = JSON.stringify(body);
    if (pending?.message !== message) pending = { key: newIdempotencyKey(), message };
    const { key } = pending;
    const result = await postForm(url, { ...body, [IDEMPOTENCY_KEY_FIELD]: key });
    if (result.ok && pending.key === key) pending = undefined;
    return { result, key };
  };
}

/** A form's sender, kept for as long as the form is on the page; the form posted without JavaScript sends no key. */
export function useIdempotentSender(url: string): IdempotentSend {
  const [send] = React.useState(() => idempotentSender(url));
  return send;
}
