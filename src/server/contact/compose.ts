// Turns a validated contact submission into the e-mail the agency inbox receives: plain text only,
// so nothing a visitor typed is ever read as markup by a mail client.
import type { ContactInput } from "../../form-contract/contact-schema";
import type { MailMessage } from "../mail/mailer";

/** `key` is the lead's: its Message-ID, so the same lead sent twice is the same message to the inbox. */
export function composeContactEmail(
  input: ContactInput,
  { from, to, key }: { from: string; to: string; key: string },
): MailMessage {
  const rows = [
    ["Navn", input.name],
    ["E-post", input.email],
    ["Telefon", input.phone || "–"],
    ["Emne", input.subject],
  ];
  return {
    from,
    to,
    replyTo: { name: input.name, address: input.email },
    subject: `Kontaktskjema: ${input.subject}`,
    text: [...rows.map(([label, value]) => `${label}: ${value}`), "", "Melding:", input.message, ""].join("\n"),
    messageId: `<${key}@${/@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "fjellsynmedia.no"}>`,
  };
}
