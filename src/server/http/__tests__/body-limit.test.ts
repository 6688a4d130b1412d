import { object, string } from "yup";
import { contactSchema } from "../../../form-contract/contact-schema";
import { newsletterSchema } from "../../../form-contract/newsletter-schema";
import { fieldMaxima, largestBodies, MAX_BODY_BYTES } from "../body-limit";

describe("the body cap", () => {
  it("reads every field's max length from the schemas", () => {
    expect(fieldMaxima(contactSchema)).toEqual({ name: 200, email: 254, phone: 40, subject: 200, message: 5000 });
    expect(fieldMaxima(newsletterSchema)).toEqual({ email: 254 });
  });

  it("refuses a schema with a field that has no max length, which no cap could bound", () => {
    expect(() => fieldMaxima(object({ name: string().max(10), note: string() }))).toThrow(
      'the schema\'s field "note" has no max length',
    );
  });

  it("is exactly the size of the costliest values, percent-encoded and as JSON", () => {
    const maxima = { name: 3, message: 5, empty: 0 };
    const worst = (char: string) => ({ name: char.repeat(3), message: char.repeat(5), empty: "" });

    expect(largestBodies(maxima)).toEqual({
      urlencoded: Buffer.byteLength(new URLSearchParams(worst("€")).toString()),
      json: Buffer.byteLength(JSON.stringify(worst("\u0001"))),
    });
    // No character costs more: a 4-byte one counts as two, a 2-byte one such as ø is 6 encoded.
    for (const char of ["ø", "😀", "\ud800", "\u0001", '"', "&", "€"]) {
      const { urlencoded, json } = largestBodies({ message: char.length });
      expect(Buffer.byteLength(new URLSearchParams({ message: char }).toString())).toBeLessThanOrEqual(urlencoded);
      expect(Buffer.byteLength(JSON.stringify({ message: char }))).toBeLessThanOrEqual(json);
    }
  });

  it("admits the largest valid contact form with its retry key and honeypot: about 51 KB", () => {
    const contact = largestBodies({ ...fieldMaxima(contactSchema), idempotencyKey: 100, website: 0 });

    expect(MAX_BODY_BYTES).toBe(contact.urlencoded);
    expect(MAX_BODY_BYTES).toBe(52_208);
  });
});
