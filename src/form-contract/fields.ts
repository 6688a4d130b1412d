// The field rules both forms share: text that survives any JSON, and one e-mail address.
import { string } from "yup";
import { INVALID_VALUE_MESSAGE } from "./messages";

/** yup's own trim() throws on arrays and objects; a server must survive any JSON. */
export const trimmedText = (invalidMessage = INVALID_VALUE_MESSAGE) =>
  string()
    .typeError(invalidMessage)
    // null is how JSON says "not given": the same as a missing field (required or optional).
    .transform((value: unknown) => (value === null ? undefined : typeof value === "string" ? value.trim() : value))
    // yup would turn a number or a boolean into text; a form only ever sends text.
    .test("text", invalidMessage, function isText() {
      const original: unknown = this.originalValue;
      return original === undefined || original === null || typeof original === "string";
    });

// One address, no display name or list: WHATWG's `type="email"` grammar with letters such as æ, ø and å
// in the domain (blåbær.no). No comma, space, quote, angle bracket or control character: safe in Reply-To.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?)+$/u;

/** The longest address SMTP carries; the body size cap is derived from it too. */
export const EMAIL_MAX_LENGTH = 254;

export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
