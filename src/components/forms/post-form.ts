// Sends a form to one of our functions as JSON and reads the answer the way both forms need it;
// a message that must arrive once goes with a retry key, by which the server sends it only once
// however often it is retried.
import * as React from "react";
import { IDEMPOTENCY_KEY_FIELD } from "../../form-contract/idempotency-key";

export type PostResult =
  /** `pending`: a newsletter signup the subscriber must still confirm by e-mail. */
  | { ok: true; pending?: true }
  | { ok: false; kind: "rejected"; status: number; error?: string; fields?: Record<string, string> }
  | { ok: false; kind: "network" };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export async function postForm(url: string, body: Record<string, string>): Promise<PostResult> {
  let response: Response;
  try {
    // globalThis.fetch, not the bare name: for the server render Gatsby's webpack swaps a bare `fetch`
    // for node-fetch 2, whose URL parser loads Node's deprecated punycode module and makes every
    // build print an error; a form only posts in the browser, where this is the browser's fetch.
    response = await globalThis.fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, kind: "network" };
  }

  let data: unknown;
  try {
    data = await response.json();
  } catch {
    data = undefined;
  }
  // An `error` in the answer is a failure even if the status says otherwise.
  const error = isRecord(data) && typeof data.error === "string" ? data.error : undefined;
  if (response.ok && !error)
    return isRecord(data) && data.pending === true ? { ok: true, pending: true } : { ok: true };

  const fields =
    isRecord(data) && isRecord(data.fields)
      ? Object.fromEntries(
          Object.entries(data.fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
        )
      : undefined;
  return { ok: false, kind: "rejected", status: response.status, error, fields };
}

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
    // Another send may have finished (and forgotten its key) while this one was on its way.
    if (result.ok && pending?.key === key) pending = undefined;
    return { result, key };
  };
}

/** A form's sender, kept for as long as the form is on the page; the form posted without JavaScript sends no key. */
export function useIdempotentSender(url: string): IdempotentSend {
  const [send] = React.useState(() => idempotentSender(url));
  return send;
}
