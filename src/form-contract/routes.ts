// The two forms' addresses, shared by the forms, the functions and the no-JavaScript result pages.

export const formEndpoints = {
  contact: "/api/send-contact-email",
  newsletter: "/api/mailchimp-subscribe",
} as const;

/** Where a browser without JavaScript is sent (303) after a form POST; pageFor in form-endpoint.ts picks by status. */
export type ResultPages = Record<"success" | "invalid" | "failed" | "tooMany" | "refused", string>;

const shared = { tooMany: "/skjema/for-mange-forsok", refused: "/skjema/avvist" } as const;

export const contactResultPages = {
  success: "/skjema/kontakt-sendt",
  invalid: "/skjema/kontakt-ugyldig",
  failed: "/skjema/kontakt-feilet",
  ...shared,
} as const satisfies ResultPages;

export const newsletterResultPages = {
  success: "/skjema/nyhetsbrev-pameldt",
  invalid: "/skjema/nyhetsbrev-ugyldig",
  failed: "/skjema/nyhetsbrev-feilet",
  ...shared,
} as const satisfies ResultPages;
