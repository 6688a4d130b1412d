// The contact form's rules, shared by formik in the browser and by the send-contact-email function.
import { object, type InferType } from "yup";
import { EMAIL_MAX_LENGTH, isEmailAddress, trimmedText } from "./fields";
import {
  ENCODED_WORD_MESSAGE,
  formCopy,
  INVALID_EMAIL_MESSAGE,
  LINE_BREAK_MESSAGE,
  REQUIRED_MESSAGE,
  tooLongMessage,
} from "./messages";

export const CONTACT_LIMITS = {
  name: 200,
  phone: 40,
  subject: 200,
  message: 5000,
} as const;

// Name, phone and subject end up in mail headers or on one line; a line break there is an injection attempt.
const singleLine = (value: string | undefined): boolean => value === undefined || !/[\r\n]/.test(value);

// An RFC 2047 encoded word (=?UTF-8?B?…?=) is decoded by mail clients anywhere in a header, where it
// could show a line break and a "Bcc:"; nobody types one, so every field that reaches a header refuses it.
const ENCODED_WORD = /=\?[^?\s]+\?[bq]\?[^?\s]*\?=/i;
const noEncodedWord = (value: string | undefined): boolean => value === undefined || !ENCODED_WORD.test(value);

/** Name and subject: required text on one line, which ends up in a mail header. */
const headerText = (what: string, max: number) =>
  trimmedText()
    .required(REQUIRED_MESSAGE)
    .max(max, tooLongMessage(what, max))
    .test("single-line", LINE_BREAK_MESSAGE, singleLine)
    .test("encoded-word", ENCODED_WORD_MESSAGE, noEncodedWord);

export const contactSchema = object({
  name: headerText(formCopy.contact.nameNoun, CONTACT_LIMITS.name),
  email: trimmedText()
    .required(REQUIRED_MESSAGE)
    .max(EMAIL_MAX_LENGTH, INVALID_EMAIL_MESSAGE)
    .test("email", INVALID_EMAIL_MESSAGE, (value) => value === undefined || isEmailAddress(value))
    .test("encoded-word", INVALID_EMAIL_MESSAGE, noEncodedWord),
  phone: trimmedText()
    .max(CONTACT_LIMITS.phone, tooLongMessage(formCopy.contact.phoneNoun, CONTACT_LIMITS.phone))
    .test("single-line", LINE_BREAK_MESSAGE, singleLine)
    .optional(),
  subject: headerText(formCopy.contact.subjectNoun, CONTACT_LIMITS.subject),
  message: trimmedText()
    .required(REQUIRED_MESSAGE)
    .max(CONTACT_LIMITS.message, tooLongMessage(formCopy.contact.messageNoun, CONTACT_LIMITS.message)),
});

export type ContactInput = InferType<typeof contactSchema>;
export type ContactField = keyof ContactInput;

/** What the form holds while a person types: every field a string. */
export type ContactValues = Record<ContactField, string>;

export const emptyContactValues: ContactValues = { name: "", email: "", phone: "", subject: "", message: "" };
