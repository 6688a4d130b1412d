// The footer's newsletter signup: formik with the shared schema, posting to mailchimp-subscribe.
import styled from "styled-components";
import { emptyNewsletterValues, newsletterSchema, type NewsletterValues } from "../../form-contract/newsletter-schema";
import { formEndpoints } from "../../form-contract/routes";
import { track } from "../../analytics/track";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { notify } from "../ui/toast";
import { Honeypot } from "./honeypot";
import { postForm } from "./post-form";
import { useEnhancedForm } from "./use-enhanced-form";
import { media, sizes, space } from "../../theme/tokens";

const TOAST_ID = "newsletter-form";
/** Newsletter toasts stay for 5 seconds. */
const NEWSLETTER_TOAST_MS = 5000;

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
  max-width: ${sizes.narrow};
`;

const Row = styled.div`
  display: grid;
  gap: ${space.xs};

  ${media.sm} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
  }
`;

const Submit = styled(Button)`
  white-space: nowrap;
`;

export function NewsletterForm() {
  const { formik, formProps, errorFor } = useEnhancedForm<NewsletterValues>({
    initialValues: emptyNewsletterValues,
    validationSchema: newsletterSchema,
    toastId: TOAST_ID,
    toastDuration: NEWSLETTER_TOAST_MS,
    send: async (body) => {
      const result = await postForm(formEndpoints.newsletter, body);
      if (result.ok) {
        // Counted only when the function confirmed it, and never for a filled trap field (a bot).
        if (body.website === "") track.signUp();
        notify.success({
          id: TOAST_ID,
          title: newsletterText.successTitle,
          description: newsletterText.successDescription,
          duration: NEWSLETTER_TOAST_MS,
        });
        return true;
      }
      const description =
        result.kind === "network" ? newsletterText.networkFailure : (result.error ?? newsletterText.failureFallback);
      notify.error({ id: TOAST_ID, title: newsletterText.failureTitle, description, duration: NEWSLETTER_TOAST_MS });
      return false;
    },
  });

  return (
    <Form {...formProps} action={formEndpoints.newsletter} aria-label="Påmelding til nyhetsbrev">
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
          error={errorFor("email")}
        />
        <Submit type="submit" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? newsletterText.submitting : newsletterText.submit}
        </Submit>
      </Row>
      <Honeypot />
    </Form>
  );
}
