// The newsletter signup's one rule, shared by formik and the mailchimp-subscribe function.
import { object, type InferType } from "yup";
import { EMAIL_MAX_LENGTH, isEmailAddress, trimmedText } from "./fields";
import { INVALID_EMAIL_MESSAGE } from "./messages";

// One message for both an empty and a malformed address.
export const newsletterSchema = object({
  email: trimmedText(INVALID_EMAIL_MESSAGE)
    .required(INVALID_EMAIL_MESSAGE)
    .max(EMAIL_MAX_LENGTH, INVALID_EMAIL_MESSAGE)
    .test("email", INVALID_EMAIL_MESSAGE, (value) => value === undefined || isEmailAddress(value)),
});

export type NewsletterInput = InferType<typeof newsletterSchema>;
export type NewsletterValues = Record<keyof NewsletterInput, string>;

export const emptyNewsletterValues: NewsletterValues = { email: "" };
