// The framework-free shapes of a request coming in and an answer going out.
export interface ApiRequest {
  method: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The body as the host left it: raw (string, Buffer), or the object Gatsby's body parsers made of it. */
  body: unknown;
  /** Gatsby runs body-parser first and calls the function without the body when it fails. */
  bodyProblem?: "too-large" | "unreadable";
  /** For a body nobody has read yet: reads at most `limit` bytes; undefined when there were more. */
  readBody?(limit: number): Promise<Buffer | undefined>;
  /** The peer address of the socket, when the host has one. */
  remoteAddress?: string;
  /** On Netlify, the function's Lambda event, which carries the Blobs credentials of this invocation. */
  lambdaEvent?: { blobs?: string; headers: Record<string, string> };
}

export interface ApiResult {
  status: number;
  headers: Record<string, string>;
  /** JSON to send: `{ ok: true, …what the endpoint adds }` or a Norwegian `{ error }`; null for a redirect. */
  body: ({ ok: true } & SuccessDetails) | { error: string; fields?: Record<string, string> } | null;
}

/** What a success answer may say beyond `ok`: a newsletter signup that awaits the subscriber's confirmation. */
export type SuccessDetails = { pending?: boolean };

export type Clock = { now(): number };

export const systemClock: Clock = { now: Date.now };

/** Where operators read what went wrong (console in production); never given anything a visitor typed. */
export type Logger = Pick<Console, "info" | "warn" | "error">;

export function headerValue(headers: ApiRequest["headers"], name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : value;
}
