// The body size cap, derived from the forms' own limits so that every valid submission fits in any encoding.
import type { AnyObjectSchema } from "yup";
import { contactSchema } from "../../form-contract/contact-schema";
import { HONEYPOT_FIELD } from "../../form-contract/honeypot";
import { IDEMPOTENCY_KEY_FIELD, IDEMPOTENCY_KEY_MAX_LENGTH } from "../../form-contract/idempotency-key";
import { newsletterSchema } from "../../form-contract/newsletter-schema";

/*
 * The most bytes one character of a field (one UTF-16 unit, as yup counts length) can take.
 * UTF-8 needs at most 3 bytes per unit (a 4-byte character is two units). A urlencoded form
 * percent-encodes each byte as %XX: 9 bytes, e.g. "€" is %E2%82%AC ("ø", 2 bytes, is 6). JSON
 * writes non-ASCII as UTF-8 (3 bytes) but escapes a control character or a lone surrogate as
 * \uXXXX: 6 bytes.
 */
const WORST_BYTES_PER_UNIT = { urlencoded: 9, json: 6 } as const;

export type FieldMaxima = Readonly<Record<string, number>>;

/** Each field's max length as the schema states it; a field without one could make any body valid. */
export function fieldMaxima(schema: AnyObjectSchema): FieldMaxima {
  return Object.fromEntries(
    Object.entries(schema.describe().fields).map(([name, field]) => {
      const tests = "tests" in field ? field.tests : [];
      const max = tests.find((test) => test.name === "max")?.params?.max;
      if (typeof max !== "number") throw new Error(`the schema's field "${name}" has no max length`);
      return [name, max];
    }),
  );
}

/** The largest body fields within `maxima` make, as a urlencoded form and as JSON. */
export function largestBodies(maxima: FieldMaxima): { urlencoded: number; json: number } {
  const fields = Object.entries(maxima);
  // name=value pairs joined by "&"; field names are plain ASCII, so they stay as they are.
  const urlencoded =
    fields.reduce((sum, [name, max]) => sum + name.length + 1 + max * WORST_BYTES_PER_UNIT.urlencoded, 0) +
    Math.max(0, fields.length - 1);
  // {"name":"value",…}: two quotes around each name and value, a colon, commas between, braces.
  const json =
    fields.reduce((sum, [name, max]) => sum + name.length + 5 + max * WORST_BYTES_PER_UNIT.json, 0) +
    Math.max(0, fields.length - 1) +
    2;
  return { urlencoded, json };
}

/** What a form posts besides its schema's fields: the retry key, and the honeypot, empty when a person sends it. */
const postedBesides: FieldMaxima = { [IDEMPOTENCY_KEY_FIELD]: IDEMPOTENCY_KEY_MAX_LENGTH, [HONEYPOT_FIELD]: 0 };

/**
 * The body cap: the largest valid submission of either form in its worst encoding (about 51 KB,
 * a contact message of 5,000 three-byte characters posted without JavaScript). Anything larger
 * cannot be valid and is refused before it is parsed.
 */
export const MAX_BODY_BYTES = Math.max(
  ...[contactSchema, newsletterSchema].flatMap((schema) =>
    Object.values(largestBodies({ ...fieldMaxima(schema), ...postedBesides })),
  ),
);
