// Bridges a Gatsby Function's request and response (node:http's, or Netlify's stand-ins for them) to ApiRequest/ApiResult.
import type { IncomingMessage } from "node:http";
import { readWithin } from "./body";
import { toErrorResult } from "./errors";
import { headerValue, type ApiRequest, type ApiResult } from "./types";

/** The parts of GatsbyFunctionResponse that Netlify's stand-in also implements. */
export interface NodeLikeResponse {
  status(code: number): unknown;
  setHeader(name: string, value: string): unknown;
  json(body: unknown): unknown;
  end(): unknown;
}

/** What the adapter hands a function on Netlify: `body` as its parser left it, and the Lambda event. */
export type FunctionRequest = IncomingMessage & {
  body?: unknown;
  netlifyFunctionParams?: { event?: ApiRequest["lambdaEvent"] };
};

export function toApiRequest(request: FunctionRequest): ApiRequest {
  const { headers, body } = request;
  const declared = headerValue(headers, "content-length");
  const sent = headerValue(headers, "transfer-encoding") !== undefined || Number(declared ?? 0) > 0;
  const apiRequest: ApiRequest = {
    method: request.method ?? "GET",
    headers,
    body,
    remoteAddress: request.socket?.remoteAddress,
    lambdaEvent: request.netlifyFunctionParams?.event,
  };
  if (body !== undefined || !sent) return apiRequest;
  if (request.readableEnded) {
    // body-parser read it all and kept nothing: malformed with a Content-Length, else past its limit.
    apiRequest.bodyProblem = declared === undefined ? "too-large" : "unreadable";
  } else {
    apiRequest.readBody = (limit) => readWithin(request, limit);
  }
  return apiRequest;
}

/** Always answers: Gatsby's wrapper does not await the handler, so a throw would leave the request hanging. */
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
