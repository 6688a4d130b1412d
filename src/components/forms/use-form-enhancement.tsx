// A form is first the server's plain form, posting to its function. On a sign of use its enhancement
// arrives and takes the same element over, saying what it shows; should it throw, the form is plain again.
import * as React from "react";
import { enhancement, Keep, useArrived, useEnhancement, type Enhancement, type Signs } from "../ui/enhance";

// The toasts' code comes with the first form's enhancement, the only one to show a toast.
const toasterCode = enhancement(() =>
  import(/* webpackChunkName: "toaster" */ "../ui/toast").then((module) => module.AppToaster),
);

/** The toaster, once its code is there; the layout renders it. */
export function Toasts() {
  const Toaster = useArrived(toasterCode);
  return Toaster ? <Toaster /> : null;
}

/** Half a screen below the fold is near: the code is usually there before the form is in view. */
export const NEAR_VIEWPORT = "0px 0px 50% 0px";

/** What the enhancement has the form show. */
export interface FormView {
  /** The inline message under each field that has one. */
  errors: Readonly<Record<string, string | undefined>>;
  submitting: boolean;
}

export interface EnhancementProps {
  form: React.RefObject<HTMLFormElement | null>;
  /** Called with what to show, and with undefined when the enhancement is gone. */
  show: (view: FormView | undefined) => void;
}

/** A form's enhancement, counted as arrived once the toaster it reports through has arrived too. */
export function formEnhancement<P>(
  importCode: () => Promise<React.ComponentType<EnhancementProps & P>>,
): Enhancement<React.ComponentType<EnhancementProps & P>> {
  return enhancement(async () => (await Promise.all([importCode(), toasterCode.load()]))[0]);
}

export function useFormEnhancement<P extends object>(
  code: Enhancement<React.ComponentType<EnhancementProps & P>>,
  signs: Signs,
  props: P,
) {
  const form = React.useRef<HTMLFormElement>(null);
  const [view, show] = React.useState<FormView>();
  const Enhanced = useEnhancement(code, form, signs);
  return {
    view,
    formProps: { ref: form, method: "post", noValidate: true, "data-enhanced": view ? "" : undefined },
    /** Rendered right after the form (its layout effects then find the form's ref set); nothing until the code is there. */
    enhancement: Enhanced ? (
      <Keep fallback={null}>
        <Enhanced form={form} show={show} {...props} />
      </Keep>
    ) : null,
  };
}
