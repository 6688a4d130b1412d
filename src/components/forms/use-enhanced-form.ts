// What both forms' enhancements do once they take a form over: inline errors after the first submit,
// a toast and focus on the first invalid field instead of a request, and the send (as JSON, a message
// with a retry key). The fields stay the browser's own, so what was typed before the code came stays.
import { useFormik, type FormikHelpers } from "formik";
import * as React from "react";
import type { AnyObjectSchema } from "yup";
import { HONEYPOT_FIELD } from "../../form-contract/honeypot";
import { IDEMPOTENCY_KEY_FIELD } from "../../form-contract/idempotency-key";
import { inlineMessage } from "../../form-contract/messages";
import { summarizeErrors } from "../../form-contract/validate";
import { notify } from "../ui/toast";
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
      if (
        !(await send(
          {
            ...values,
            [HONEYPOT_FIELD]: String(form.current ? (new FormData(form.current).get(HONEYPOT_FIELD) ?? "") : ""),
          },
          helpers,
        ))
      )
        return;
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
    const listening = new AbortController();
    const { signal } = listening;
    // "change" too: some autofill and scripted changes fire no input event.
    element.addEventListener("input", onInput, { signal });
    element.addEventListener("change", onInput, { signal });
    element.addEventListener("submit", onSubmit, { signal });
    return () => {
      listening.abort();
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

export type PostResult =
  /** `pending`: a newsletter signup the subscriber must still confirm by e-mail. */
  | { ok: true; pending?: true }
  | { ok: false; kind: "rejected"; status: number; error?: string; fields?: Record<string, string> }
  | { ok: false; kind: "network" };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export async function postForm(url: string, body: Record<string, string>): Promise<PostResult> {
  let response: Response;
  try {
    // Not the bare `fetch`: Gatsby's server bundle swaps that for node-fetch 2, whose punycode import warns in every build.
    response = await globalThis.fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, kind: "network" };
  }

  let data: unknown;
  try {
    data = await response.json();
  } catch {
    data = undefined;
  }
  // An `error` in the answer is a failure even if the status says otherwise.
  const error = isRecord(data) && typeof data.error === "string" ? data.error : undefined;
  if (response.ok && !error)
    return isRecord(data) && data.pending === true ? { ok: true, pending: true } : { ok: true };

  const fields =
    isRecord(data) && isRecord(data.fields)
      ? Object.fromEntries(
          Object.entries(data.fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
        )
      : undefined;
  return { ok: false, kind: "rejected", status: response.status, error, fields };
}

export function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts; a page over plain http on a local network has getRandomValues.
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export type IdempotentSend = (body: Record<string, string>) => Promise<{ result: PostResult; key: string }>;

/** Posts messages to `url` with a key: the same while one message is retried, a new one once it changes or has gone. */
export function idempotentSender(url: string): IdempotentSend {
  let pending: { key: string; message: string } | undefined;
  return async (body) => {
    const message = JSON.stringify(body);
    if (pending?.message !== message) pending = { key: newIdempotencyKey(), message };
    const { key } = pending;
    const result = await postForm(url, { ...body, [IDEMPOTENCY_KEY_FIELD]: key });
    // Another send may have finished (and forgotten its key) while this one was on its way.
    if (result.ok && pending?.key === key) pending = undefined;
    return { result, key };
  };
}

/** A form's sender, kept for as long as the form is on the page; the form posted without JavaScript sends no key. */
export function useIdempotentSender(url: string): IdempotentSend {
  const [send] = React.useState(() => idempotentSender(url));
  return send;
}
