// The one way a failure becomes an HTTP answer: a status and a Norwegian `{error}`.
import { formCopy } from "../../form-contract/messages";
import type { ApiResult, Logger } from "./types";

/** What a visitor is told when a submission is refused before its form's own rules (content/forms.json). */
export const messages = formCopy.answers;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly options: { fields?: Record<string, string>; headers?: Record<string, string>; logMessage?: string } = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const describeError = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

export function toErrorResult(error: unknown, log: Logger, context: string): ApiResult {
  if (error instanceof HttpError) {
    if (error.options.logMessage) log.warn(`${context}: ${error.options.logMessage}`);
    return {
      status: error.status,
      headers: { "Cache-Control": "no-store", ...error.options.headers },
      body: error.options.fields ? { error: error.message, fields: error.options.fields } : { error: error.message },
    };
  }
  log.error(`${context}: unexpected failure (${describeError(error)})`);
  return { status: 500, headers: { "Cache-Control": "no-store" }, body: { error: messages.unexpected } };
}
