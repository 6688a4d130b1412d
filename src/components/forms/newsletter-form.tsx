// The footer's newsletter signup: formik with the shared schema, posting to mailchimp-subscribe.
import { useFormik } from "formik";
import * as React from "react";
import styled from "styled-components";
import { emptyNewsletterValues, newsletterSchema, type NewsletterValues } from "../../validation/newsletter-schema";
import { formEndpoints } from "../../validation/form-routes";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { notify } from "../ui/toast";
import { Honeypot, honeypotValue } from "./honeypot";
import { postForm } from "./post-form";
import { useHydratedForm } from "./use-hydrated-form";

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

const Form = styled.form`
  position: relative;
  max-width: ${({ theme }) => theme.sizes.narrow};
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
  }
`;

const Submit = styled(Button)`
  white-space: nowrap;
`;

export function NewsletterForm(): React.ReactElement {
  const formRef = React.useRef<HTMLFormElement>(null);
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

  // Until hydrated it is a plain POST; the attribute tells tests (and anyone curious) it is enhanced.
  const enhanced = useHydratedForm(formRef, formik);

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
    <Form
      ref={formRef}
      method="post"
      action={NEWSLETTER_ENDPOINT}
      noValidate
      aria-label="Påmelding til nyhetsbrev"
      data-enhanced={enhanced ? "" : undefined}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <Row>
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
        <Submit type="submit" variant="primary" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? newsletterText.submitting : newsletterText.submit}
        </Submit>
      </Row>
      <Honeypot />
    </Form>
  );
}
