// The footer's newsletter signup: formik with the shared schema, posting to mailchimp-subscribe.
import styled from "styled-components";
import { emptyNewsletterValues, newsletterSchema, type NewsletterValues } from "../../form-contract/newsletter-schema";
import { formCopy } from "../../form-contract/messages";
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

const text = formCopy.newsletter;

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
          title: text.successTitle,
          description: text.successText,
          duration: NEWSLETTER_TOAST_MS,
        });
        return true;
      }
      const description = result.kind === "network" ? text.networkFailure : (result.error ?? text.failureFallback);
      notify.error({ id: TOAST_ID, title: text.failureTitle, description, duration: NEWSLETTER_TOAST_MS });
      return false;
    },
  });

  return (
    <Form {...formProps} action={formEndpoints.newsletter} aria-label={text.formName}>
      <Row>
        <Field
          tone="dark"
          hideLabel
          label={text.emailLabel}
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder={text.placeholder}
          value={formik.values.email}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          disabled={formik.isSubmitting}
          error={errorFor("email")}
        />
        <Submit type="submit" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? text.submitting : text.submit}
        </Submit>
      </Row>
      <Honeypot />
    </Form>
  );
}
