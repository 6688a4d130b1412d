// The forms' code (formik, yup, the toasts) loads when a visitor is about to use a form: when it
// comes near the viewport, or is focused or typed in (on the contact page at once). Until then the
// server's form is there and works as plain HTML (it posts to its function), and what a visitor
// typed, pasted or autofilled is kept when React takes it over (use-hydrated-form.ts).
import * as React from "react";
import { anyIntent, createIntent, IntentZone, lazyOnIntent } from "../ui/on-intent";

const contactCode = createIntent();
const newsletterCode = createIntent();

const ContactForm = lazyOnIntent(contactCode, () =>
  import(/* webpackChunkName: "contact-form" */ "./contact-form").then((m) => m.ContactForm),
);
const NewsletterForm = lazyOnIntent(newsletterCode, () =>
  import(/* webpackChunkName: "newsletter-form" */ "./newsletter-form").then((m) => m.NewsletterForm),
);
// The toasts only ever follow a form submission, so they come with the first form's code.
const formCode = anyIntent(contactCode, newsletterCode);
const Toaster = lazyOnIntent(formCode, () =>
  import(/* webpackChunkName: "toaster" */ "../ui/toast").then((m) => m.AppToaster),
);

/** Half a screen below the fold is near: the code is usually there before the form is in view. */
const NEAR_VIEWPORT = "0px 0px 50% 0px";

// Memoized: the layout renders again on every navigation, and a new render must not reach a form
// whose code has not arrived (see on-intent.tsx).
export const LazyContactForm = React.memo(function LazyContactForm({
  agencyEmail,
  atOnce = false,
}: {
  agencyEmail: string;
  atOnce?: boolean;
}) {
  return (
    <IntentZone intent={contactCode} rootMargin={NEAR_VIEWPORT} atOnce={atOnce}>
      <ContactForm agencyEmail={agencyEmail} />
    </IntentZone>
  );
});

export const LazyNewsletterForm = React.memo(function LazyNewsletterForm() {
  return (
    <IntentZone intent={newsletterCode} rootMargin={NEAR_VIEWPORT}>
      <NewsletterForm />
    </IntentZone>
  );
});

export const LazyToaster = React.memo(function LazyToaster() {
  return (
    <IntentZone intent={formCode}>
      <Toaster />
    </IntentZone>
  );
});
