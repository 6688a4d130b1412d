// Bridges Node-style request/response objects (Gatsby Functions, Netlify's shim, node:http) to ApiRequest/ApiResult.
import type { IncomingHttpHeaders } from "node:http";
import type { ApiRequest, ApiResult } from "./types";

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
