// POST /api/send-contact-email — the contact form's function; the work happens in src/server/contact.
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { serveFunction } from "../server/composition-root";

// No `export const config`: it switches on Gatsby's engines, whose bundle refuses sharp (src/server limits bodies).
export default async function sendContactEmail(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  await serveFunction("send-contact-email", req, res);
}
