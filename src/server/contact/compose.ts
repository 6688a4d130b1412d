// Turns a validated contact submission into the e-mail the agency inbox receives.
import type { ContactInput } from "../../form-contract/contact-schema";
import type { MailMessage } from "../mail/mailer";

const htmlEntities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => htmlEntities[character] ?? character);

/** `key` is the lead's: its Message-ID, so the same lead sent twice is the same message to the inbox. */
export function composeContactEmail(
  input: ContactInput,
  { from, to, key }: { from: string; to: string; key: string },
): MailMessage {
  const subject = `Kontaktskjema: ${input.subject}`;
  const rows: [string, string][] = [
    ["Navn", input.name],
    ["E-post", input.email],
    ["Telefon", input.phone || "–"],
    ["Emne", input.subject],
  ];
  const text = [...rows.map(([label, value]) => `${label}: ${value}`), "", "Melding:", input.message, ""].join("\n");
  const htmlRows = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const htmlMessage = escapeHtml(input.message).replace(/\r?\n/g, "<br>\n");
  const html = `<!doctype html>
<html lang="nb"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;line-height:1.5">
<h1 style="font-size:18px">Ny melding fra kontaktskjemaet</h1>
<table>${htmlRows}</table>
<h2 style="font-size:16px">Melding</h2>
<p>${htmlMessage}</p>
</body></html>
`;
  return {
    from,
    to,
    replyTo: { name: input.name, address: input.email },
    subject,
    text,
    html,
    messageId: `<${key}@${/@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "fjellsynmedia.no"}>`,
  };
}
