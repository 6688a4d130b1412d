// The footer's newsletter signup: a plain form posting to mailchimp-subscribe, taken over by its
// enhancement (newsletter-enhancement.tsx) once it comes near the viewport or a visitor uses it.
import { graphql } from "gatsby";
import styled from "styled-components";
import { formEndpoints } from "../../form-contract/routes";
import { Button } from "../ui/button";
import { darkField, Field } from "../ui/field";
import { Honeypot } from "./honeypot";
import { formEnhancement, NEAR_VIEWPORT, useFormEnhancement } from "./use-form-enhancement";
import { media, sizes, space } from "../../theme/tokens";

const newsletterCode = formEnhancement(() =>
  import(/* webpackChunkName: "newsletter-form" */ "./newsletter-enhancement").then(
    (module) => module.NewsletterEnhancement,
  ),
);

// The texts come with the footer's query (content/forms.json through GraphQL) rather than as an
// import: an imported JSON file lands whole in the script every page loads.
export const query = graphql`
  fragment NewsletterFormLabels on FormCopy {
    newsletter {
      formName
      emailLabel
      placeholder
      submit
      submitting
    }
    trapLabel
  }
`;

export type NewsletterFormLabels = Queries.NewsletterFormLabelsFragment;

const Form = styled.form`
  position: relative;
  max-width: ${sizes.narrow};
`;

const Row = styled.div`
  display: grid;
  gap: ${space.xs};

  > div {
    ${darkField}
  }

  ${media.sm} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
  }
`;

const Submit = styled(Button)`
  white-space: nowrap;
`;

export function NewsletterForm({ labels }: { labels: NewsletterFormLabels }) {
  const { view, formProps, enhancement } = useFormEnhancement(newsletterCode, { near: NEAR_VIEWPORT }, {});
  const text = labels.newsletter;

  return (
    <>
      <Form {...formProps} action={formEndpoints.newsletter} aria-label={text.formName}>
        <Row>
          <Field
            hideLabel
            label={text.emailLabel}
            name="email"
            type="email"
            autoComplete="email"
            required
            placeholder={text.placeholder}
            disabled={view?.submitting}
            error={view?.errors.email}
          />
          <Submit type="submit" disabled={view?.submitting}>
            {view?.submitting ? text.submitting : text.submit}
          </Submit>
        </Row>
        <Honeypot label={labels.trapLabel} />
      </Form>
      {enhancement}
    </>
  );
}
