// The largest valid contact messages, each field at its schema's max length in the characters that
// take the most bytes: for a form posted without JavaScript and for JSON.
import { CONTACT_LIMITS } from "../../src/form-contract/contact-schema";
import { EMAIL_MAX_LENGTH } from "../../src/form-contract/fields";

/** The longest valid address: "a@" and dot-separated 63-letter labels of a 3-byte letter, 254 in all. */
function longestAddress(letter: string): string {
  const labels: string[] = [];
  let length = "a@".length;
  while (length < EMAIL_MAX_LENGTH) {
    const label = letter.repeat(Math.min(63, EMAIL_MAX_LENGTH - length - (labels.length > 0 ? 1 : 0)));
    length += label.length + (labels.length > 0 ? 1 : 0);
    labels.push(label);
  }
  return `a@${labels.join(".")}`;
}

const atMax = (char: string) => ({
  name: char.repeat(CONTACT_LIMITS.name),
  email: longestAddress("ア"),
  phone: char.repeat(CONTACT_LIMITS.phone),
  subject: char.repeat(CONTACT_LIMITS.subject),
  message: char.repeat(CONTACT_LIMITS.message),
});

/** "€" is 3 bytes of UTF-8, 9 once percent-encoded: the most a character costs in a urlencoded form. */
export const worstForForm = atMax("€");

/** A control character is escaped as \u0001 in JSON, 6 bytes: the most a character costs there. */
export const worstForJson = atMax("\u0001");
