// Runs a shared schema the same way on both sides and sums its errors up in one sentence.
import { ValidationError, type AnyObjectSchema, type InferType } from "yup";
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from "./messages";

export type FieldErrors = Record<string, string>;

export type ValidationResult<S extends AnyObjectSchema> =
  { ok: true; value: InferType<S> } | { ok: false; message: string; fields: FieldErrors };

/**
 * The one sentence a toast (or a JSON `error`) shows for a set of field errors:
 * a missing field outranks a bad address, which outranks anything else.
 */
export function summarizeErrors(fields: Readonly<Record<string, string | undefined>>): string {
  const messages = Object.values(fields).filter((message): message is string => Boolean(message));
  if (messages.includes(REQUIRED_MESSAGE)) return REQUIRED_MESSAGE;
  if (messages.includes(INVALID_EMAIL_MESSAGE)) return INVALID_EMAIL_MESSAGE;
  return messages[0] ?? REQUIRED_MESSAGE;
}

/** Trims, checks and strips unknown keys; every field's first error is kept. */
export async function validateWith<S extends AnyObjectSchema>(schema: S, input: unknown): Promise<ValidationResult<S>> {
  try {
    const value = (await schema.validate(input, { abortEarly: false, stripUnknown: true })) as InferType<S>;
    return { ok: true, value };
  } catch (error: unknown) {
    if (!(error instanceof ValidationError)) throw error;
    const fields: FieldErrors = {};
    const inner = error.inner.length > 0 ? error.inner : [error];
    for (const item of inner) {
      const path = item.path ?? "";
      if (path && !(path in fields)) fields[path] = item.message;
    }
    return { ok: false, message: summarizeErrors(fields), fields };
  }
}
