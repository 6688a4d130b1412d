// Runs a shared schema the same way on both sides and sums its errors up in one sentence.
import { ValidationError, type AnyObjectSchema, type InferType } from "yup";
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from "./messages";

export type ValidationResult<S extends AnyObjectSchema> =
  { ok: true; value: InferType<S> } | { ok: false; message: string; fields: Record<string, string> };

/** The one sentence a toast (or a JSON `error`) shows: a missing field outranks a bad address, which outranks the rest. */
export function summarizeErrors(fields: Readonly<Record<string, string | undefined>>): string {
  const messages = Object.values(fields).filter((message): message is string => Boolean(message));
  if (messages.includes(REQUIRED_MESSAGE)) return REQUIRED_MESSAGE;
  if (messages.includes(INVALID_EMAIL_MESSAGE)) return INVALID_EMAIL_MESSAGE;
  return messages[0] ?? REQUIRED_MESSAGE;
}

/** An object with nothing on it, not even a prototype: no `toString` for yup to call. */
const emptyObject = () => Object.create(null) as Record<string, unknown>;

/**
 * Only the schema's own fields, on an object without a prototype (a key like `__proto__` makes yup
 * throw); an object or array in a field (only a script sends one) becomes an empty object, still the
 * wrong type, since yup would call its own `toString` when it casts.
 */
function knownFields(schema: AnyObjectSchema, input: unknown): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const picked = emptyObject();
  for (const key of Object.keys(schema.fields)) {
    if (!Object.prototype.hasOwnProperty.call(input, key)) continue;
    const value = (input as Record<string, unknown>)[key];
    picked[key] = typeof value === "object" && value !== null ? emptyObject() : value;
  }
  return picked;
}

/** Trims and checks the schema's own fields; every field's first error is kept. */
export async function validateWith<S extends AnyObjectSchema>(schema: S, input: unknown): Promise<ValidationResult<S>> {
  try {
    const value = (await schema.validate(knownFields(schema, input), { abortEarly: false })) as InferType<S>;
    return { ok: true, value };
  } catch (error: unknown) {
    if (!(error instanceof ValidationError)) throw error;
    const fields: Record<string, string> = {};
    for (const item of error.inner) {
      const path = item.path ?? "";
      if (path && !(path in fields)) fields[path] = item.message;
    }
    return { ok: false, message: summarizeErrors(fields), fields };
  }
}
