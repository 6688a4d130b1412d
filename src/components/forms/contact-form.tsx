// The contact form (home #kontakt and /kontakt): a plain form posting to send-contact-email, taken
// over by its enhancement (contact-enhancement.tsx) once a visitor is about to use it.
import { graphql } from "gatsby";
import { Send } from "lucide-react";
import styled from "styled-components";
import type { ContactField } from "../../form-contract/contact-schema";
import { formEndpoints } from "../../form-contract/routes";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { Honeypot } from "./honeypot";
import { formEnhancement, NEAR_VIEWPORT, useFormEnhancement } from "./use-form-enhancement";
import { colors, fontSizes, media, space } from "../../theme/tokens";

const contactCode = formEnhancement(() =>
  import(/* webpackChunkName: "contact-form" */ "./contact-enhancement").then((module) => module.ContactEnhancement),
);

// The texts the plain form shows come with the page's data (content/forms.json through GraphQL)
// rather than as an import: an imported JSON file lands whole in the script every page loads.
export const query = graphql`
  fragment ContactFormLabels on FormCopy {
    contact {
      formName
      requiredNote
      nameLabel
      emailLabel
      phoneLabel
      subjectLabel
      messageLabel
      submit
      submitting
    }
    trapLabel
  }
`;

export type ContactFormLabels = Queries.ContactFormLabelsFragment;

const fields: readonly {
  name: ContactField;
  label: keyof ContactFormLabels["contact"];
  type?: string;
  autoComplete: string;
  required: boolean;
}[] = [
  { name: "name", label: "nameLabel", autoComplete: "name", required: true },
  { name: "email", label: "emailLabel", type: "email", autoComplete: "email", required: true },
  { name: "phone", label: "phoneLabel", type: "tel", autoComplete: "tel", required: false },
  { name: "subject", label: "subjectLabel", autoComplete: "off", required: true },
];

// No card of its own: the section around it decides the frame.
const Form = styled.form`
  display: grid;
  gap: ${space.md};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${colors.inkMuted};
`;

const FieldGrid = styled.div`
  display: grid;
  align-items: start;
  gap: ${space.md};

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Submit = styled(Button)`
  justify-self: start;
`;

export function ContactForm({
  labels,
  agencyEmail,
  atOnce = false,
}: {
  labels: ContactFormLabels;
  agencyEmail: string;
  /** On /kontakt the form is what the page is for: its code comes at once, not on a sign of use. */
  atOnce?: boolean;
}) {
  const { view, formProps, enhancement } = useFormEnhancement(
    contactCode,
    { near: NEAR_VIEWPORT, atOnce },
    { agencyEmail },
  );

  const text = labels.contact;
  return (
    <>
      <Form {...formProps} action={formEndpoints.contact} aria-label={text.formName}>
        <Note>{text.requiredNote}</Note>
        <FieldGrid>
          {fields.map((field) => (
            <Field
              key={field.name}
              label={text[field.label]}
              name={field.name}
              type={field.type ?? "text"}
              autoComplete={field.autoComplete}
              required={field.required}
              error={view?.errors[field.name]}
            />
          ))}
        </FieldGrid>
        <Field multiline label={text.messageLabel} name="message" required rows={6} error={view?.errors.message} />
        <Honeypot label={labels.trapLabel} />
        <Submit type="submit" disabled={view?.submitting}>
          <Send aria-hidden="true" size={18} />
          {view?.submitting ? text.submitting : text.submit}
        </Submit>
      </Form>
      {enhancement}
    </>
  );
}
