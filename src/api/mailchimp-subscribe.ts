// POST /api/mailchimp-subscribe — the newsletter form's function; the work happens in src/server/newsletter.
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { serveFunction } from "../server/composition-root";

// No `export const config`: it switches on Gatsby's engines, whose bundle refuses sharp (src/server limits bodies).
export default async function mailchimpSubscribe(
  req: GatsbyFunctionRequest,
  res: GatsbyFunctionResponse,
): Promise<void> {
  await serveFunction("mailchimp-subscribe", req, res);
}
