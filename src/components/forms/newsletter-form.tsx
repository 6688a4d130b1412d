// The footer's newsletter signup: formik with the shared schema, posting to mailchimp-subscribe.
import { useFormik } from "formik";
import * as React from "react";
import { emptyNewsletterValues, newsletterSchema, type NewsletterValues } from "../../validation/newsletter-schema";
import { formEndpoints } from "../../validation/form-routes";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { notify } from "../ui/toast";
import { requestToaster } from "../ui/toaster-request";
import { useHydrated } from "../../hooks/use-hydrated";
import { Honeypot, honeypotValue } from "./honeypot";
import { postForm } from "./post-form";
import * as styles from "./newsletter-form.module.css";

export const NEWSLETTER_ENDPOINT = formEndpoints.newsletter;
const TOAST_ID = "newsletter-form";
/** Seed, section 9: newsletter toasts stay for 5 seconds. */
export const NEWSLETTER_TOAST_MS = 5000;

export const newsletterText = {
  label: "E-postadresse",
  placeholder: "Din e-postadresse",
  submit: "Meld på",
  submitting: "Melder på...",
  successTitle: "Takk for at du meldte deg på!",
  successDescription: "Du får nå de siste oppdateringene og tipsene fra oss.",
  failureTitle: "Kunne ikke melde deg på nyhetsbrevet",
  failureFallback: "Prøv igjen senere eller kontakt oss direkte",
  networkFailure: "Kunne ikke koble til tjenesten",
} as const;

export function NewsletterForm(): React.ReactElement {
  const formRef = React.useRef<HTMLFormElement>(null);
  // Marks the form once its script runs; until then it is a plain POST (tests wait for this).
  const enhanced = useHydrated();
  React.useEffect(requestToaster, []);
  const [attempted, setAttempted] = React.useState(false);

  const formik = useFormik<NewsletterValues>({
    initialValues: emptyNewsletterValues,
    validationSchema: newsletterSchema,
    onSubmit: async (values, helpers) => {
      const result = await postForm(NEWSLETTER_ENDPOINT, { ...values, website: honeypotValue(formRef.current) });
      if (result.ok) {
        notify.success({
          id: TOAST_ID,
          title: newsletterText.successTitle,
          description: newsletterText.successDescription,
          duration: NEWSLETTER_TOAST_MS,
        });
        helpers.resetForm();
        setAttempted(false);
        return;
      }
      const description =
        result.kind === "network" ? newsletterText.networkFailure : (result.error ?? newsletterText.failureFallback);
      notify.error({ id: TOAST_ID, title: newsletterText.failureTitle, description, duration: NEWSLETTER_TOAST_MS });
    },
  });

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (formik.isSubmitting) return;
    setAttempted(true);
    const errors = await formik.validateForm();
    if (errors.email) {
      void formik.setTouched({ email: true }, false);
      notify.error({ id: TOAST_ID, title: errors.email, duration: NEWSLETTER_TOAST_MS });
      formRef.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
      return;
    }
    await formik.submitForm();
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      method="post"
      action={NEWSLETTER_ENDPOINT}
      noValidate
      aria-label="Påmelding til nyhetsbrev"
      data-enhanced={enhanced ? "" : undefined}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <div className={styles.row}>
        <Field
          tone="dark"
          hideLabel
          label={newsletterText.label}
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder={newsletterText.placeholder}
          value={formik.values.email}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          disabled={formik.isSubmitting}
          error={attempted ? formik.errors.email : undefined}
        />
        <Button type="submit" variant="primary" className={styles.submit} disabled={formik.isSubmitting}>
          {formik.isSubmitting ? newsletterText.submitting : newsletterText.submit}
        </Button>
      </div>
      <Honeypot />
    </form>
  );
}
