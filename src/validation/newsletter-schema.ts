// The newsletter signup's one rule, shared by formik and the mailchimp-subscribe function.
import { object, string, type InferType } from "yup";
import { EMAIL_MAX_LENGTH, isEmailAddress } from "./email";
import { INVALID_EMAIL_MESSAGE } from "./messages";

// The seed gives one message for both an empty and a malformed address.
export const newsletterSchema = object({
  email: string()
    .typeError(INVALID_EMAIL_MESSAGE)
    // Not yup's trim(), which throws on an array or object sent by a bot.
    // null (JSON's "not given") is treated like a missing address.
    .transform((value: unknown) => (value === null ? undefined : typeof value === "string" ? value.trim() : value))
    .required(INVALID_EMAIL_MESSAGE)
    .max(EMAIL_MAX_LENGTH, INVALID_EMAIL_MESSAGE)
    .test("email", INVALID_EMAIL_MESSAGE, (value) => value === undefined || isEmailAddress(value)),
});

export type NewsletterInput = InferType<typeof newsletterSchema>;
export type NewsletterValues = Record<keyof NewsletterInput, string>;

export const emptyNewsletterValues: NewsletterValues = { email: "" };
