// Hands a server-rendered form over to Formik without losing what the visitor already put in it.
import type { FormikProps } from "formik";
import * as React from "react";

// On the server neither runs; there useLayoutEffect would only warn.
const useIsomorphicLayoutEffect = typeof document === "undefined" ? React.useEffect : React.useLayoutEffect;

/** The non-empty values of the named text fields, as the browser holds them. */
function valuesInForm(form: HTMLFormElement, names: readonly string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const name of names) {
    const control = form.elements.namedItem(name);
    if ((control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) && control.value !== "") {
      found[name] = control.value;
    }
  }
  return found;
}

/**
 * Text typed, pasted or autofilled before React hydrated the form lives only in the inputs: Formik
 * starts from empty values, and the next render of a controlled input would write "" back over it
 * (hydration itself leaves an input's value alone). So, once hydrated and before anything renders
 * again, every field's current text goes into Formik. Returns whether that has happened: the form
 * is then enhanced, and its `data-enhanced` attribute says so.
 */
export function useHydratedForm<Values extends Record<string, string>>(
  formRef: React.RefObject<HTMLFormElement | null>,
  formik: Pick<FormikProps<Values>, "values" | "setValues">,
): boolean {
  const [enhanced, setEnhanced] = React.useState(false);
  // The values and setter of the first render: what the server rendered, and Formik's stable setter.
  const atMount = React.useRef(formik);

  useIsomorphicLayoutEffect(() => {
    const form = formRef.current;
    const { values, setValues } = atMount.current;
    const typed = form ? valuesInForm(form, Object.keys(values)) : {};
    if (Object.keys(typed).length > 0) void setValues({ ...values, ...typed }, false);
    setEnhanced(true);
  }, [formRef]);

  return enhanced;
}
