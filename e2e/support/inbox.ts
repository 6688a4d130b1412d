// Where the browser tests see a form's work arrive: a contact message in a Maildir (the served
// site's .data/mail, or a copy's), a signup at the Mailchimp stand-in.
import { expect } from "@playwright/test";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { mailchimpURL } from "./servers";

/** Every message in the Maildir holding `text`, once there is at least one. */
export async function waitForMail(text: string, mailDir = process.env.MAIL_DIR ?? ".data/mail"): Promise<string[]> {
  const inbox = path.resolve(mailDir, "new");
  const found = async () => {
    if (!existsSync(inbox)) return [];
    const raws = await Promise.all((await readdir(inbox)).map((name) => readFile(path.join(inbox, name), "utf8")));
    return raws.filter((raw) => raw.includes(text));
  };
  await expect
    .poll(async () => (await found()).length, { timeout: 10_000, message: `"${text}" in ${inbox}` })
    .toBeGreaterThan(0);
  return found();
}

/** Waits until the address has arrived at the Mailchimp stand-in. */
export async function expectAtMailchimp(address: string): Promise<void> {
  const members = async () =>
    ((await (await fetch(`${mailchimpURL}/__members`)).json()) as { email_address: string }[]).map(
      (member) => member.email_address,
    );
  // A server on the test port from an earlier run without the Mailchimp settings sends signups elsewhere.
  await expect.poll(members, { timeout: 10_000, message: `${address} at ${mailchimpURL}` }).toContain(address);
}
