// The contact form (home #kontakt and /kontakt): formik with the shared schema, posting to send-contact-email.
import { useFormik, type FormikErrors } from "formik";
import { Send } from "lucide-react";
import * as React from "react";
import {
  contactSchema,
  emptyContactValues,
  type ContactField,
  type ContactValues,
} from "../../validation/contact-schema";
import { formEndpoints } from "../../validation/form-routes";
import { inlineMessage } from "../../validation/messages";
import { summarizeErrors } from "../../validation/validate";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { notify } from "../ui/toast";
import { requestToaster } from "../ui/toaster-request";
import { useHydrated } from "../../hooks/use-hydrated";
import { Honeypot, honeypotValue } from "./honeypot";
import { postForm } from "./post-form";
import * as styles from "./contact-form.module.css";

export const CONTACT_ENDPOINT = formEndpoints.contact;
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

const fieldOrder: readonly ContactField[] = [...fields.map((field) => field.name), "message"];

export interface ContactFormProps {
  agencyEmail: string;
}

export function ContactForm({ agencyEmail }: ContactFormProps): React.ReactElement {
  const formRef = React.useRef<HTMLFormElement>(null);
  // Marks the form once its script runs; until then it is a plain POST (tests wait for this).
  const enhanced = useHydrated();
  React.useEffect(requestToaster, []);
  // Inline errors wait for the first submit, so nobody is scolded while still typing.
  const [attempted, setAttempted] = React.useState(false);

  const formik = useFormik<ContactValues>({
    initialValues: emptyContactValues,
    validationSchema: contactSchema,
    onSubmit: async (values, helpers) => {
      const result = await postForm(CONTACT_ENDPOINT, { ...values, website: honeypotValue(formRef.current) });
      if (result.ok) {
        notify.success({
          id: TOAST_ID,
          title: contactText.successTitle,
          description: contactText.successDescription,
          duration: 6000,
        });
        helpers.resetForm();
        setAttempted(false);
        return;
      }
      // Everything typed stays; fields the server pointed at get their message inline.
      if (result.kind === "rejected" && result.fields) helpers.setErrors(result.fields as FormikErrors<ContactValues>);
      notify.error({
        id: TOAST_ID,
        title: contactText.failureTitle,
        description: contactText.failureDescription(agencyEmail),
        duration: 8000,
      });
    },
  });

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (formik.isSubmitting) return;
    setAttempted(true);
    const errors = await formik.validateForm();
    const invalid = fieldOrder.filter((name) => errors[name]);
    if (invalid.length > 0) {
      void formik.setTouched(Object.fromEntries(invalid.map((name) => [name, true])), false);
      notify.error({ id: TOAST_ID, title: summarizeErrors(errors) });
      formRef.current?.querySelector<HTMLElement>(`[name="${invalid[0]}"]`)?.focus();
      return;
    }
    await formik.submitForm();
  }

  const errorFor = (name: ContactField): string | undefined =>
    attempted ? inlineMessage(formik.errors[name]) : undefined;

  return (
    <form
      ref={formRef}
      className={styles.form}
      method="post"
      action={CONTACT_ENDPOINT}
      noValidate
      aria-label="Kontaktskjema"
      data-enhanced={enhanced ? "" : undefined}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <p className={styles.note}>{contactText.requiredNote}</p>
      <div className={styles.grid}>
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
      </div>
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
      <div className={styles.actions}>
        <Button type="submit" disabled={formik.isSubmitting}>
          <Send aria-hidden="true" size={18} />
          {formik.isSubmitting ? contactText.submitting : contactText.submit}
        </Button>
      </div>
    </form>
  );
}
