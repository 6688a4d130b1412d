// The two forms' addresses, shared by the forms and the functions; where a post without JavaScript
// lands is in result-pages.ts.

export const formEndpoints = {
  contact: "/api/send-contact-email",
  newsletter: "/api/mailchimp-subscribe",
} as const;
