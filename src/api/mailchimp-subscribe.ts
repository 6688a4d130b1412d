// POST /api/mailchimp-subscribe — the newsletter form's function; the work happens in src/server/newsletter.
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { serveFunction } from "../server/composition-root";

// No `export const config` here: exporting one switches on Gatsby's rendering engines, whose bundle
// then refuses sharp's native binary and the build fails. src/server enforces the body limits instead.
export default async function mailchimpSubscribe(
  req: GatsbyFunctionRequest,
  res: GatsbyFunctionResponse,
): Promise<void> {
  await serveFunction("mailchimp-subscribe", req, res);
}
