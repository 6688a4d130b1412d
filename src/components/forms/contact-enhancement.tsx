// The contact form's enhancement (see use-form-enhancement.tsx): the shared schema checked before
// sending, the send with its retry key, the toasts and the lead event.
import type { FormikErrors } from "formik";
import { contactSchema, emptyContactValues, type ContactValues } from "../../form-contract/contact-schema";
import { HONEYPOT_FIELD } from "../../form-contract/honeypot";
import { formCopy, withAgencyEmail } from "../../form-contract/messages";
import { formEndpoints } from "../../form-contract/routes";
import { track } from "../../analytics/track";
import { notify } from "../ui/toast";
import { useEnhancedForm, useIdempotentSender } from "./use-enhanced-form";
import type { EnhancementProps } from "./use-form-enhancement";

const TOAST_ID = "contact-form";

const text = formCopy.contact;

export function ContactEnhancement({ agencyEmail, ...props }: EnhancementProps & { agencyEmail: string }) {
  // Each message goes with a key, so the server sends it once however often it is retried.
  const sendMessage = useIdempotentSender(formEndpoints.contact);

  useEnhancedForm<ContactValues>({
    ...props,
    initialValues: emptyContactValues,
    validationSchema: contactSchema,
    toastId: TOAST_ID,
    send: async (body, helpers) => {
      const { result, key } = await sendMessage(body);
      if (result.ok) {
        // A lead only when the function confirmed it, once per message even if a retry is
        // confirmed again, and never for a filled trap field (a bot, answered with a fake success).
        if (body[HONEYPOT_FIELD] === "") track.lead(key);
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
  return null;
}
