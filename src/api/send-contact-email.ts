// POST /api/send-contact-email — the contact form's function; the work happens in api/contact.
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
// Functions run outside Gatsby's data layer, so they read the agency address (the default
// CONTACT_TO) straight from content; the two functions are the only readers outside GraphQL.
import site from "../../content/site.json";
import { answer, toApiRequest } from "../../api/http/node-adapter";
import { runtimeEndpoints } from "../../api/config";
import type { ContactValues } from "../validation/contact-schema";

// No `export const config` here: exporting one switches on Gatsby's rendering engines, whose bundle
// then refuses sharp's native binary and the build fails. api/ enforces the body limits instead.
export default async function sendContactEmail(
  req: GatsbyFunctionRequest<Partial<ContactValues>>,
  res: GatsbyFunctionResponse,
): Promise<void> {
  await answer(res, "send-contact-email", () => runtimeEndpoints(site.email).contact(toApiRequest(req)));
}
