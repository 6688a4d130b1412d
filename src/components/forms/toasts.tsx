// The forms' toasts (react-hot-toast). Only a form's enhancement shows one, so their code comes
// with the first form's enhancement (use-form-enhancement.tsx); the layout renders the toaster.
import { enhancement, useArrived } from "../ui/enhance";

export const toasterCode = enhancement(() =>
  import(/* webpackChunkName: "toaster" */ "../ui/toast").then((module) => module.AppToaster),
);

/** The toaster, once its code is there. */
export function Toasts() {
  const Toaster = useArrived(toasterCode);
  return Toaster ? <Toaster /> : null;
}
