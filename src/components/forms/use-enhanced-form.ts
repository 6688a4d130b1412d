// What both forms do around formik: inline errors only after the first submit, a toast and focus on
// the first invalid field instead of a request, and the hand-over from the server's plain POST.
import { useFormik, type FormikHelpers, type FormikTouched } from "formik";
import * as React from "react";
import type { AnyObjectSchema } from "yup";
import { inlineMessage } from "../../form-contract/messages";
import { summarizeErrors } from "../../form-contract/validate";
import { notify } from "../ui/toast";
import { honeypotValue } from "./honeypot";
import { useHydratedForm } from "./use-hydrated-form";

interface Options<Values> {
  initialValues: Values;
  validationSchema: AnyObjectSchema;
  /** One toast per form: a new one replaces the last. */
  toastId: string;
  toastDuration?: number;
  /** Sends valid values and the trap field; true when they went through, and the form is emptied. */
  send: (body: Values & { website: string }, helpers: FormikHelpers<Values>) => Promise<boolean>;
}

export function useEnhancedForm<Values extends Record<string, string>>({
  initialValues,
  validationSchema,
  toastId,
  toastDuration,
  send,
}: Options<Values>) {
  const formRef = React.useRef<HTMLFormElement>(null);
  // Inline errors wait for the first submit, so nobody is scolded while still typing.
  const [attempted, setAttempted] = React.useState(false);

  const formik = useFormik<Values>({
    initialValues,
    validationSchema,
    onSubmit: async (values, helpers) => {
      if (!(await send({ ...values, website: honeypotValue(formRef.current) }, helpers))) return;
      helpers.resetForm();
      setAttempted(false);
    },
  });

  // Until hydrated it is a plain POST; the attribute tells tests (and anyone curious) it is enhanced.
  const enhanced = useHydratedForm(formRef, formik);

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (formik.isSubmitting) return;
    setAttempted(true);
    // Every value is text, so every error is one message.
    const errors = (await formik.validateForm()) as Record<string, string | undefined>;
    const invalid = Object.keys(initialValues).filter((name) => errors[name]);
    if (invalid.length > 0) {
      void formik.setTouched(Object.fromEntries(invalid.map((name) => [name, true])) as FormikTouched<Values>, false);
      notify.error({ id: toastId, title: summarizeErrors(errors), duration: toastDuration });
      formRef.current?.querySelector<HTMLElement>(`[name="${invalid[0]}"]`)?.focus();
      return;
    }
    await formik.submitForm();
  }

  return {
    formik,
    formProps: {
      ref: formRef,
      method: "post",
      noValidate: true,
      "data-enhanced": enhanced ? "" : undefined,
      onSubmit: (event: React.FormEvent<HTMLFormElement>) => void handleSubmit(event),
    },
    errorFor: (name: keyof Values & string) =>
      attempted ? inlineMessage(formik.errors[name] as string | undefined) : undefined,
  };
}
