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
import { formEndpoints } from "../../form-contract/routes";
import { Button } from "../ui/button";
import { track } from "../../analytics/track";
import { Field } from "../ui/field";
import { notify } from "../ui/toast";
import { Honeypot } from "./honeypot";
import { newIdempotencyKey } from "./idempotency-key";
import { postForm } from "./post-form";
import { useEnhancedForm } from "./use-enhanced-form";
import { colors, fontSizes, media, space } from "../../theme/tokens";

const TOAST_ID = "contact-form";

export const contactText = {
  submit: "Send melding",
  submitting: "Sender...",
  requiredNote: "Felt merket med * må fylles ut.",
  successTitle: "Meldingen ble sendt!",
  successDescription: "Takk for at du tok kontakt. Vi tar kontakt med deg så snart som mulig.",
  failureTitle: "Noe gikk galt ved sending",
  failureDescription: (email: string) => `Prøv igjen om litt, eller send oss en e-post direkte på ${email}.`,
} as const;

const fields: readonly { name: ContactField; label: string; type?: string; autoComplete: string; required: boolean }[] =
  [
    { name: "name", label: "Navn", autoComplete: "name", required: true },
    { name: "email", label: "E-post", type: "email", autoComplete: "email", required: true },
    { name: "phone", label: "Telefon (valgfritt)", type: "tel", autoComplete: "tel", required: false },
    { name: "subject", label: "Emne", autoComplete: "off", required: true },
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
  // The key the server uses to send a message once however often it is retried: the same while
  // the same message is retried, a new one once the text changes or the message has gone. The
  // form posted without JavaScript has none.
  const pending = React.useRef<{ key: string; message: string } | null>(null);
  const idempotencyKeyFor = (values: ContactValues): string => {
    const message = JSON.stringify(values);
    if (pending.current?.message !== message) pending.current = { key: newIdempotencyKey(), message };
    return pending.current.key;
  };

  const { formik, formProps, errorFor } = useEnhancedForm<ContactValues>({
    initialValues: emptyContactValues,
    validationSchema: contactSchema,
    toastId: TOAST_ID,
    send: async (body, helpers) => {
      const idempotencyKey = idempotencyKeyFor(body);
      const result = await postForm(formEndpoints.contact, { ...body, idempotencyKey });
      if (result.ok) {
        pending.current = null;
        // A lead only when the function confirmed it, once per message even if a retry is
        // confirmed again, and never for a filled trap field (a bot, answered with a fake success).
        if (body.website === "") track.lead(idempotencyKey);
        notify.success({
          id: TOAST_ID,
          title: contactText.successTitle,
          description: contactText.successDescription,
          duration: 6000,
        });
        return true;
      }
      // Everything typed stays; fields the server pointed at get their message inline.
      if (result.kind === "rejected" && result.fields) helpers.setErrors(result.fields as FormikErrors<ContactValues>);
      notify.error({
        id: TOAST_ID,
        title: contactText.failureTitle,
        description: contactText.failureDescription(agencyEmail),
        duration: 8000,
      });
      return false;
    },
  });

  return (
    <Form {...formProps} action={formEndpoints.contact} aria-label="Kontaktskjema">
      <Note>{contactText.requiredNote}</Note>
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
        label="Melding"
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
        {formik.isSubmitting ? contactText.submitting : contactText.submit}
      </Submit>
    </Form>
  );
}
