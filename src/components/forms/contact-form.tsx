// The contact form (home #kontakt and /kontakt): a plain form posting to send-contact-email, taken
// over by its enhancement (contact-enhancement.tsx) once a visitor is about to use it.
import { Send } from "lucide-react";
import styled from "styled-components";
import type { ContactField } from "../../form-contract/contact-schema";
import { formCopy } from "../../form-contract/messages";
import { formEndpoints } from "../../form-contract/routes";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { Honeypot } from "./honeypot";
import { formEnhancement, NEAR_VIEWPORT, useFormEnhancement } from "./use-form-enhancement";
import { colors, fontSizes, media, space } from "../../theme/tokens";

const contactCode = formEnhancement(() =>
  import(/* webpackChunkName: "contact-form" */ "./contact-enhancement").then((module) => module.ContactEnhancement),
);

const text = formCopy.contact;

const fields: readonly { name: ContactField; label: string; type?: string; autoComplete: string; required: boolean }[] =
  [
    { name: "name", label: text.nameLabel, autoComplete: "name", required: true },
    { name: "email", label: text.emailLabel, type: "email", autoComplete: "email", required: true },
    { name: "phone", label: text.phoneLabel, type: "tel", autoComplete: "tel", required: false },
    { name: "subject", label: text.subjectLabel, autoComplete: "off", required: true },
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
  agencyEmail,
  atOnce = false,
}: {
  agencyEmail: string;
  /** On /kontakt the form is what the page is for: its code comes at once, not on a sign of use. */
  atOnce?: boolean;
}) {
  const { view, formProps, enhancement } = useFormEnhancement(
    contactCode,
    { near: NEAR_VIEWPORT, atOnce },
    { agencyEmail },
  );

  return (
    <>
      <Form {...formProps} action={formEndpoints.contact} aria-label={text.formName}>
        <Note>{text.requiredNote}</Note>
        <FieldGrid>
          {fields.map((field) => (
            <Field
              key={field.name}
              label={field.label}
              name={field.name}
              type={field.type ?? "text"}
              autoComplete={field.autoComplete}
              required={field.required}
              error={view?.errors[field.name]}
            />
          ))}
        </FieldGrid>
        <Field multiline label={text.messageLabel} name="message" required rows={6} error={view?.errors.message} />
        <Honeypot />
        <Submit type="submit" disabled={view?.submitting}>
          <Send aria-hidden="true" size={18} />
          {view?.submitting ? text.submitting : text.submit}
        </Submit>
      </Form>
      {enhancement}
    </>
  );
}
