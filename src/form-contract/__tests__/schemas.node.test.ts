import fc from "fast-check";
import { CONTACT_LIMITS, contactSchema } from "../contact-schema";
import { isEmailAddress } from "../fields";
import copy from "../../../content/forms.json";
import { tooLongMessage, withAgencyEmail, INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from "../messages";
import { newsletterSchema } from "../newsletter-schema";
import { summarizeErrors, validateWith } from "../validate";

/** The content's "too long" sentence for a field, filled in by hand. */
const tooLong = (noun: string, max: number) =>
  copy.errors.tooLong.replace("{felt}", noun).replace("{antall}", String(max));

const valid = { name: "Kari Nordmann", email: "kari@example.no", phone: "", subject: "Video", message: "Hei" };

describe("the contact schema", () => {
  it("accepts a complete message without a phone number and trims every value", async () => {
    const result = await validateWith(contactSchema, { ...valid, name: "  Kari  ", phone: undefined });

    expect(result).toEqual({ ok: true, value: { ...valid, name: "Kari", phone: undefined } });
  });

  it.each(["name", "email", "subject", "message"] as const)(
    "requires %s, also when it is only spaces",
    async (field) => {
      const result = await validateWith(contactSchema, { ...valid, [field]: "   " });

      expect(result).toEqual({ ok: false, message: REQUIRED_MESSAGE, fields: { [field]: REQUIRED_MESSAGE } });
    },
  );

  it("says only that the address is invalid when only the address is wrong", async () => {
    const result = await validateWith(contactSchema, { ...valid, email: "kari.example.no" });

    expect(result).toEqual({ ok: false, message: INVALID_EMAIL_MESSAGE, fields: { email: INVALID_EMAIL_MESSAGE } });
  });

  it("puts a missing field before a wrong address in the summary", async () => {
    const result = await validateWith(contactSchema, { ...valid, name: "", email: "nope" });

    expect(result.ok ? "" : result.message).toBe(REQUIRED_MESSAGE);
  });

  it.each([
    ["name", CONTACT_LIMITS.name, tooLong(copy.contact.nameNoun, 200)],
    ["phone", CONTACT_LIMITS.phone, tooLong(copy.contact.phoneNoun, 40)],
    ["subject", CONTACT_LIMITS.subject, tooLong(copy.contact.subjectNoun, 200)],
    ["message", CONTACT_LIMITS.message, tooLong(copy.contact.messageNoun, 5000)],
  ] as const)("limits %s to %i characters", async (field, max, message) => {
    const atLimit = await validateWith(contactSchema, { ...valid, [field]: "æ".repeat(max) });
    const over = await validateWith(contactSchema, { ...valid, [field]: "æ".repeat(max + 1) });

    expect(atLimit.ok).toBe(true);
    expect(over).toEqual({ ok: false, message, fields: { [field]: message } });
  });

  it.each(["name", "phone", "subject"] as const)("rejects a line break in %s", async (field) => {
    for (const breakChar of ["\n", "\r", "\r\n"]) {
      const result = await validateWith(contactSchema, { ...valid, [field]: `Linje${breakChar}Bcc: a@example.com` });
      expect(result.ok).toBe(false);
    }
  });

  it.each([
    `=?UTF-8?B?${Buffer.from("Hei\r\nBcc: offer@example.com").toString("base64")}?=`,
    "Hei=?utf-8?q?=0D=0ABcc:_offer@example.com?=",
  ])("rejects a MIME encoded word in the subject, which could hide a line break: %s", async (subject) => {
    const result = await validateWith(contactSchema, { ...valid, subject });

    expect(result).toEqual({
      ok: false,
      message: copy.errors.encodedWord,
      fields: { subject: copy.errors.encodedWord },
    });
  });

  it("allows line breaks in the message", async () => {
    expect((await validateWith(contactSchema, { ...valid, message: "Hei\n\nHilsen Kari" })).ok).toBe(true);
  });

  it("rejects arrays and objects instead of throwing", async () => {
    const result = await validateWith(contactSchema, { ...valid, name: ["a"], subject: { a: 1 } });

    expect(result.ok).toBe(false);
  });
});

describe("an e-mail address", () => {
  it.each(["kari@example.no", "kari.nordmann+nyhetsbrev@firma.example.no", "ola@blåbær.no", "x@sub-domene.example"])(
    "accepts %s",
    (email) => {
      expect(isEmailAddress(email)).toBe(true);
    },
  );

  it.each([
    "kari.example.no",
    "kari@",
    "@example.no",
    "kari@example",
    "kari@example.no, ola@example.no",
    "kari@example.no\r\nBcc: ola@example.no",
    "Kari <kari@example.no>",
    "kari nordmann@example.no",
    `${"a".repeat(250)}@e.no`,
  ])("rejects %j", (email) => {
    expect(isEmailAddress(email)).toBe(false);
  });

  it("never accepts anything with a comma, a space or a line break", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom(",", " ", "\n", "\r", "<", ">", '"'),
        fc.string(),
        (before, bad, after) => {
          expect(isEmailAddress(`${before}${bad}${after}@example.no`)).toBe(false);
          expect(isEmailAddress(`kari@${before}${bad}${after}.no`)).toBe(false);
        },
      ),
    );
  });
});

test("the newsletter schema trims an address, and says the address is invalid when it is empty too", async () => {
  expect(await validateWith(newsletterSchema, { email: " per@example.no " })).toEqual({
    ok: true,
    value: { email: "per@example.no" },
  });
  const invalid = { ok: false, message: INVALID_EMAIL_MESSAGE, fields: { email: INVALID_EMAIL_MESSAGE } };
  expect(await validateWith(newsletterSchema, { email: " " })).toEqual(invalid);
  expect(await validateWith(newsletterSchema, { email: null })).toEqual(invalid);
});

test("the summary sentence falls back to the first message", () => {
  const message = tooLongMessage(copy.contact.nameNoun, 200);
  expect(summarizeErrors({ name: message, email: undefined })).toBe(message);
});

test("null from a JSON client counts as a missing field", async () => {
  expect((await validateWith(contactSchema, { ...valid, phone: null })).ok).toBe(true);
  const allNull = await validateWith(contactSchema, { name: null, email: null, subject: null, message: null });
  expect(allNull).toMatchObject({ ok: false, message: REQUIRED_MESSAGE });
});

test("the agency's address fills in a text as it is, $ signs included", () => {
  expect(withAgencyEmail("Skriv til {e-post} ({e-post}); {felt}", "a$&b@example.no")).toBe(
    "Skriv til a$&b@example.no (a$&b@example.no); {felt}",
  );
});
