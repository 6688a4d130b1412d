// Every text the two forms, their result pages and their functions show, from content/forms.json:
// imported, not queried, since the functions run outside Gatsby's data layer (the build checks it).
import forms from "../../content/forms.json";
import { fillTemplate } from "../content-model/fill-template";

export const formCopy = forms;

/** A form text that offers the agency's address, with {e-post} filled in. */
export const withAgencyEmail = (text: string, email: string): string =>
  fillTemplate("agencyEmail", text, { "e-post": email });

export const REQUIRED_MESSAGE = forms.errors.required;
export const INVALID_EMAIL_MESSAGE = forms.errors.invalidEmail;

/** Under one empty field the general sentence says too much; the toast still carries it. */
export const REQUIRED_INLINE_MESSAGE = forms.errors.requiredInline;

/** What a field shows under itself for a schema message. */
export const inlineMessage = (message: string | undefined): string | undefined =>
  message === REQUIRED_MESSAGE ? REQUIRED_INLINE_MESSAGE : message;

export const INVALID_VALUE_MESSAGE = forms.errors.invalidValue;
export const LINE_BREAK_MESSAGE = forms.errors.lineBreak;
export const ENCODED_WORD_MESSAGE = forms.errors.encodedWord;

/** "Navnet kan ha høyst 200 tegn": `what` is the field's name in its definite form. */
export const tooLongMessage = (what: string, max: number): string =>
  fillTemplate("tooLong", forms.errors.tooLong, { felt: what, antall: max });
