// One e-mail address, as a person types it into a form: no display name, no list, no line breaks.

/*
 * The WHATWG `type="email"` grammar (what browsers accept), widened to let the domain
 * carry letters such as æ, ø and å (blåbær.no). Commas, spaces, quotes, angle brackets
 * and control characters can never match, so the value is safe in a Reply-To header.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?)+$/u;

export const EMAIL_MAX_LENGTH = 254;

export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
