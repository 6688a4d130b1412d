// The contact form (home #kontakt and /kontakt): formik with the shared schema, posting to send-contact-email.
import type { FormikErrors } from "formik";
import { Send } from "lucide-react";
import * as React from "react";
import styled from "styled-components";
import {
  contactSchema,
  emptyContactValues,
  type ContactField,
  type ContactValues,
} from "../../form-contract/contact-schema";
import { withAgencyEmail, formCopy } from "../../form-contract/messages";
import { formEndpoints } from "../../form-contract/routes";
import { Button } from "../ui/button";
import { track } from "../../analytics/track";
import { Field } from "../ui/field";
import { notify } from "../ui/toast";
import { Honeypot } from "./honeypot";
import { useIdempotentSender } from "./post-form";
import { useEnhancedForm } from "./use-enhanced-form";
import { colors, fontSizes, media, space } from "../../theme/tokens";

const TOAST_ID = "contact-form";

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

export function ContactForm({ agencyEmail }: { agencyEmail: string }) {
  // Each message goes with a key, so the server sends it once however often it is retried.
  const sendMessage = useIdempotentSender(formEndpoints.contact);

  const { formik, formProps, errorFor } = useEnhancedForm<ContactValues>({
    initialValues: emptyContactValues,
    validationSchema: contactSchema,
    toastId: TOAST_ID,
    send: async (body, helpers) => {
      const { result, key } = await sendMessage(body);
      if (result.ok) {
        // A lead only when the function confirmed it, once per message even if a retry is
        // confirmed again, and never for a filled trap field (a bot, answered with a fake success).
        if (body.website === "") track.lead(key);
        notify.success({
          id: TOAST_ID,
          title: text.successTitle,
          description: text.successText,
          duration: 6000,
        });
        return true;
      }
      // Everything typed stays; fields the server pointed at get their message inline.
      if (result.kind === "rejected" && result.fields) helpers.setErrors(result.fields as FormikErrors<ContactValues>);
      notify.error({
        id: TOAST_ID,
        title: text.failureTitle,
        description: withAgencyEmail(text.failureText, agencyEmail),
        duration: 8000,
      });
      return false;
    },
  });

  return (
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
            value={formik.values[field.name]}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={errorFor(field.name)}
          />
        ))}
      </FieldGrid>
      <Field
        multiline
        label={text.messageLabel}
        name="message"
        required
        rows={6}
        value={formik.values.message}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={errorFor("message")}
      />
      <Honeypot />
      <Submit type="submit" disabled={formik.isSubmitting}>
        <Send aria-hidden="true" size={18} />
        {formik.isSubmitting ? text.submitting : text.submit}
      </Submit>
    </Form>
  );
}
