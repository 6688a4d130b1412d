// Netlify's scheduled function: every five minutes, delivers the contact messages still waiting in
// Netlify Blobs (the store the contact function keeps them in), oldest first.
import { sweepLeads } from "../../src/server/composition-root";

export default async function deliverLeads(): Promise<Response> {
  const { delivered, waiting } = await sweepLeads();
  return Response.json({ delivered, waiting });
}

export const config = { schedule: "*/5 * * * *" };
