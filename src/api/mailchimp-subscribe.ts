// POST /api/mailchimp-subscribe — the newsletter form's function; the work happens in api/newsletter.
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
// Outside Gatsby's data layer, like its twin send-contact-email.ts: the agency address from content.
import site from "../../content/site.json";
import { answer, toApiRequest } from "../../api/http/node-adapter";
import { runtimeEndpoints } from "../../api/config";
import type { NewsletterValues } from "../validation/newsletter-schema";

// No `export const config` here: exporting one switches on Gatsby's rendering engines, whose bundle
// then refuses sharp's native binary and the build fails. api/ enforces the body limits instead.
export default async function mailchimpSubscribe(
  req: GatsbyFunctionRequest<Partial<NewsletterValues>>,
  res: GatsbyFunctionResponse,
): Promise<void> {
  await answer(res, "mailchimp-subscribe", () => runtimeEndpoints(site.email).newsletter(toApiRequest(req)));
}
