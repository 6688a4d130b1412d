// The newsletter signup's enhancement (see use-form-enhancement.tsx): the shared schema checked
// before sending, the send, the toasts and the signup event.
import { emptyNewsletterValues, newsletterSchema, type NewsletterValues } from "../../form-contract/newsletter-schema";
import { HONEYPOT_FIELD } from "../../form-contract/honeypot";
import { formCopy } from "../../form-contract/messages";
import { formEndpoints } from "../../form-contract/routes";
import { track } from "../../analytics/track";
import { notify } from "../ui/toast";
import { postForm, useEnhancedForm } from "./use-enhanced-form";
import type { EnhancementProps } from "./use-form-enhancement";

const TOAST_ID = "newsletter-form";
/** Newsletter toasts stay for 5 seconds. */
const NEWSLETTER_TOAST_MS = 5000;

const text = formCopy.newsletter;

export function NewsletterEnhancement(props: EnhancementProps) {
  useEnhancedForm<NewsletterValues>({
    ...props,
    initialValues: emptyNewsletterValues,
    validationSchema: newsletterSchema,
    toastId: TOAST_ID,
    toastDuration: NEWSLETTER_TOAST_MS,
    send: async (body) => {
      const result = await postForm(formEndpoints.newsletter, body);
      if (result.ok) {
        // Counted only when the function confirmed it, and never for a filled trap field (a bot).
        if (body[HONEYPOT_FIELD] === "") track.signUp();
        notify.success({
          id: TOAST_ID,
          title: text.successTitle,
          description: result.pending ? text.successPendingText : text.successText,
          duration: NEWSLETTER_TOAST_MS,
        });
        return true;
      }
      const description = result.kind === "network" ? text.networkFailure : (result.error ?? text.failureFallback);
      notify.error({ id: TOAST_ID, title: text.failureTitle, description, duration: NEWSLETTER_TOAST_MS });
      return false;
    },
  });
  return null;
}
