// Bridges a Gatsby Function's request and response (node:http's, or Netlify's stand-ins for them) to ApiRequest/ApiResult.
import type { IncomingMessage } from "node:http";
import { toErrorResult } from "./errors";
import { headerValue, type ApiRequest, type ApiResult } from "./types";

/** The parts of GatsbyFunctionResponse that Netlify's stand-in also implements. */
export interface NodeLikeResponse {
  status(code: number): unknown;
  setHeader(name: string, value: string): unknown;
  json(body: unknown): unknown;
  end(): unknown;
}

/**
 * Reads the stream up to `limit` bytes and stops there: an oversized upload is never buffered.
 * It only pauses the stream (leaving the socket to the 413 and its Connection: close); breaking
 * out of a for-await loop would destroy the request, and the answer with it.
 */
function readWithin(request: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer | string) => {
      const buffer = Buffer.from(chunk);
      size += buffer.length;
      chunks.push(buffer);
      if (size <= limit) return;
      request.pause();
      request.off("data", onData);
      resolve(undefined);
    };
    request.on("data", onData);
    request.once("end", () => resolve(Buffer.concat(chunks)));
    request.once("error", reject);
  });
}

/** `body` is what a host's body parser made of the body, if one ran. */
export function toApiRequest(request: IncomingMessage & { body?: unknown }): ApiRequest {
  const { headers, body } = request;
  const declared = headerValue(headers, "content-length");
  const sent = headerValue(headers, "transfer-encoding") !== undefined || Number(declared ?? 0) > 0;
  const apiRequest: ApiRequest = {
    method: request.method ?? "GET",
    headers,
    body,
    remoteAddress: request.socket?.remoteAddress,
  };
  if (body !== undefined || !sent) return apiRequest;
  if (request.readableEnded) {
    // body-parser read it all and kept nothing. Its error is lost, but with a Content-Length
    // within our limit (checked first) the body was malformed; a chunked one that failed is
    // most likely past body-parser's 100 KB limit, the only failure a well-formed form has.
    apiRequest.bodyProblem = declared === undefined ? "too-large" : "unreadable";
  } else {
    apiRequest.readBody = (limit) => readWithin(request, limit);
  }
  return apiRequest;
}

/**
 * Runs a function's work and always answers: Gatsby's wrapper does not wait for the handler,
 * so anything that throws before a response is written would otherwise leave the request hanging.
 */
export async function answer(response: NodeLikeResponse, name: string, work: () => Promise<ApiResult>): Promise<void> {
  let result: ApiResult;
  try {
    result = await work();
  } catch (error: unknown) {
    result = toErrorResult(error, console, name);
  }
  response.status(result.status);
  for (const [header, value] of Object.entries(result.headers)) response.setHeader(header, value);
  if (result.body) response.json(result.body);
  else response.end();
}
