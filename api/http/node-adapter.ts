// Bridges Node-style request/response objects (Gatsby Functions, Netlify's shim, node:http) to ApiRequest/ApiResult.
import type { IncomingHttpHeaders } from "node:http";
import type { ApiRequest, ApiResult } from "./types";
import { toErrorResult } from "./errors";
import { consoleLogger } from "./types";

/** The parts of GatsbyFunctionRequest (and Netlify's stand-in for it) that we read. */
export interface NodeLikeRequest {
  method?: string;
  headers: IncomingHttpHeaders;
  body?: unknown;
  socket?: { remoteAddress?: string } | null;
}

/** The parts of GatsbyFunctionResponse that Netlify's stand-in also implements. */
export interface NodeLikeResponse {
  status(code: number): unknown;
  setHeader(name: string, value: string): unknown;
  json(body: unknown): unknown;
  end(): unknown;
}

export function toApiRequest(request: NodeLikeRequest): ApiRequest {
  return {
    method: request.method ?? "GET",
    headers: request.headers,
    body: request.body,
    remoteAddress: request.socket?.remoteAddress,
  };
}

export function writeApiResult(response: NodeLikeResponse, result: ApiResult): void {
  response.status(result.status);
  for (const [name, value] of Object.entries(result.headers)) response.setHeader(name, value);
  if (result.body) response.json(result.body);
  else response.end();
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
    result = toErrorResult(error, consoleLogger, name);
  }
  writeApiResult(response, result);
}
