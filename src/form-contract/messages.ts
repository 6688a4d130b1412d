// Every Norwegian message the two forms and their functions can show, in one place.

/** A required contact field is blank. */
export const REQUIRED_MESSAGE = "Vennligst fyll ut alle obligatoriske felt";
/** The address has no at-sign (or is otherwise not one address). */
export const INVALID_EMAIL_MESSAGE = "Vennligst skriv inn en gyldig e-postadresse";

/** Under one empty field the general sentence says too much; the toast still carries it. */
export const REQUIRED_INLINE_MESSAGE = "Dette feltet må fylles ut";

/** What a field shows under itself for a schema message. */
export const inlineMessage = (message: string | undefined): string | undefined =>
  message === REQUIRED_MESSAGE ? REQUIRED_INLINE_MESSAGE : message;

export const INVALID_VALUE_MESSAGE = "Feltet har en ugyldig verdi";
export const LINE_BREAK_MESSAGE = "Feltet kan ikke inneholde linjeskift";
export const ENCODED_WORD_MESSAGE = "Feltet kan ikke inneholde kodet tekst av typen =?…?=";

/** "Navnet kan ha høyst 200 tegn" — the noun is the field's definite form. */
export const tooLongMessage = (what: string, max: number): string => `${what} kan ha høyst ${max} tegn`;
