// The one way a failure becomes an HTTP answer: a status and a Norwegian `{error}`.
import type { ApiResult, Logger } from "./types";

export const messages = {
  methodNotAllowed: "Denne adressen tar bare imot skjemaer sendt med POST.",
  tooLarge: "Innsendingen er for stor. Forkort teksten og prøv igjen.",
  unsupportedType: "Skjemaet ble sendt i et format vi ikke kan lese.",
  badBody: "Vi kunne ikke lese innsendingen. Prøv igjen.",
  crossSite: "Skjemaet kan bare sendes fra nettsiden vår.",
  rateLimited: "Du har sendt mange skjemaer på kort tid. Vent litt og prøv igjen.",
  badIdempotencyKey: "Skjemaet kunne ikke sendes slik det er. Last inn siden på nytt og prøv igjen.",
  unexpected: "Noe gikk galt hos oss. Prøv igjen senere.",
} as const;

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

/**
 * Turns anything thrown into a JSON error answer. Known HttpErrors keep their status and
 * message; anything else is a 500 whose details go to the log, never to the visitor.
 */
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
