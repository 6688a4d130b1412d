// The forms' code (formik, yup, the toasts) loads beside the page instead of in front of it.
// React.lazy inside Suspense: the server renders each form into the HTML as usual, and while its
// chunk is on its way React leaves that server markup in place (selective hydration), then
// hydrates it where it stands; what a visitor typed meanwhile is kept (use-hydrated-form.ts).
import * as React from "react";

const ContactForm = React.lazy(() => import("./contact-form").then((m) => ({ default: m.ContactForm })));
const NewsletterForm = React.lazy(() => import("./newsletter-form").then((m) => ({ default: m.NewsletterForm })));
const Toaster = React.lazy(() => import("../ui/toast").then((m) => ({ default: m.AppToaster })));

const suspended = (element: React.ReactElement) => <React.Suspense fallback={null}>{element}</React.Suspense>;

export const LazyContactForm = (props: { agencyEmail: string }) => suspended(<ContactForm {...props} />);
export const LazyNewsletterForm = () => suspended(<NewsletterForm />);
/** The toasts only ever follow a form submission. */
export const LazyToaster = () => suspended(<Toaster />);
