// What both forms' enhancements do with formik once they take a form over: inline errors only after
// the first submit, a toast and focus on the first invalid field instead of a request, and the
// send. The fields stay the browser's own (uncontrolled): what a visitor typed, pasted or autofilled
// before the code arrived is read from the form at the takeover, and the focus and caret never move.
import { useFormik, type FormikHelpers } from "formik";
import * as React from "react";
import type { AnyObjectSchema } from "yup";
import { HONEYPOT_FIELD } from "../../form-contract/honeypot";
import { inlineMessage } from "../../form-contract/messages";
import { summarizeErrors } from "../../form-contract/validate";
import { notify } from "../ui/toast";
import { honeypotValue } from "./honeypot";
import type { EnhancementProps } from "./use-form-enhancement";

interface Options<Values> extends EnhancementProps {
  initialValues: Values;
  validationSchema: AnyObjectSchema;
  /** One toast per form: a new one replaces the last. */
  toastId: string;
  toastDuration?: number;
  /** Sends valid values and the trap field; true when they went through, and the form is emptied. */
  send: (body: Values & { [HONEYPOT_FIELD]: string }, helpers: FormikHelpers<Values>) => Promise<boolean>;
}

/** The form's own text fields among `names`, as the browser holds them. */
function valuesIn(form: HTMLFormElement, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) values[name] = control.value;
  }
  return values;
}

export function useEnhancedForm<Values extends Record<string, string>>({
  form,
  show,
  initialValues,
  validationSchema,
  toastId,
  toastDuration,
  send,
}: Options<Values>): void {
  const names = Object.keys(initialValues);
  // Inline errors wait for the first submit, so nobody is scolded while still typing.
  const [attempted, setAttempted] = React.useState(false);
  const formik = useFormik<Values>({
    initialValues,
    validationSchema,
    onSubmit: async (values, helpers) => {
      if (!(await send({ ...values, [HONEYPOT_FIELD]: honeypotValue(form.current) }, helpers))) return;
      helpers.resetForm();
      form.current?.reset();
      setAttempted(false);
    },
  });
  // The form's listeners are added once and act on the latest render.
  const latest = React.useRef(formik);
  latest.current = formik;

  React.useLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    void latest.current.setValues({ ...initialValues, ...valuesIn(element, names) }, false);
    const onInput = (event: Event) => {
      const { target } = event;
      if ((target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) && names.includes(target.name))
        void latest.current.setFieldValue(target.name, target.value);
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      void submit(latest.current);
    };
    // "change" too: some autofill and scripted changes fire no input event.
    element.addEventListener("input", onInput);
    element.addEventListener("change", onInput);
    element.addEventListener("submit", onSubmit);
    return () => {
      element.removeEventListener("input", onInput);
      element.removeEventListener("change", onInput);
      element.removeEventListener("submit", onSubmit);
      show(undefined);
    };
    // Once: the takeover, and the listeners that read `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function submit(current: typeof formik): Promise<void> {
    if (current.isSubmitting) return;
    setAttempted(true);
    // Every value is text, so every error is one message.
    const errors = (await current.validateForm()) as Record<string, string | undefined>;
    const invalid = names.filter((name) => errors[name]);
    if (invalid.length > 0) {
      notify.error({ id: toastId, title: summarizeErrors(errors), duration: toastDuration });
      form.current?.querySelector<HTMLElement>(`[name="${invalid[0]}"]`)?.focus();
      return;
    }
    await current.submitForm();
  }

  const { errors, isSubmitting } = formik;
  React.useLayoutEffect(() => {
    const messages = errors as Record<string, string | undefined>;
    show({
      errors: attempted ? Object.fromEntries(names.map((name) => [name, inlineMessage(messages[name])])) : {},
      submitting: isSubmitting,
    });
    // `names` follows initialValues, which never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [show, attempted, errors, isSubmitting]);
}
