// POST /api/send-contact-email — the contact form's function; the work happens in src/server/contact.
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { serveFunction } from "../server/composition-root";

// No `export const config` here: exporting one switches on Gatsby's rendering engines, whose bundle
// then refuses sharp's native binary and the build fails. src/server enforces the body limits instead.
export default async function sendContactEmail(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  await serveFunction("send-contact-email", req, res);
}
