// Delivers waiting leads, each exactly once however many sweeps run at the same time.
import { describeError } from "../http/errors";
import type { Logger } from "../http/types";
import type { MailMessage, Mailer } from "../mail/mailer";
import { isWaiting, type LeadStore, type Versioned, type WaitingLead } from "./lead-store";

/** Longer than any delivery can run (the SMTP deadline), so only a sweep that died loses its claim. */
export const CLAIM_MS = 60_000;
/** How long a delivered key is remembered: a visitor's retry comes within minutes. */
export const DELIVERED_KEPT_MS = 24 * 60 * 60 * 1000;

export interface Delivery {
  leads: LeadStore;
  mailer: Mailer;
  message(lead: WaitingLead): MailMessage;
  log: Logger;
  now(): number;
}

/** Sent now; left to a sweep that holds it; or not accepted, with the transport's reason (no personal data). */
export type Outcome = "delivered" | "held" | { failed: string };

/** Claims the lead at the version read, sends it (within `deadlineMs`) and marks it delivered; a held lead is left alone. */
export async function deliver(delivery: Delivery, entry: Versioned, deadlineMs?: number): Promise<Outcome> {
  const { leads, mailer, now } = delivery;
  if (!isWaiting(entry.lead)) return "delivered";
  const lead = entry.lead;
  if (lead.claimedUntil > now()) return "held";
  const claimed = await leads.replace({ ...lead, claimedUntil: now() + CLAIM_MS }, entry.version);
  if (!claimed) return "held";
  try {
    await mailer.send(delivery.message(lead), deadlineMs);
  } catch (error: unknown) {
    await leads.replace({ ...lead, attempts: lead.attempts + 1, claimedUntil: 0 }, claimed);
    return { failed: describeError(error) };
  }
  await leads.replace({ key: lead.key, deliveredAt: now() }, claimed);
  return "delivered";
}

const age = (ms: number) => (ms < 3_600_000 ? `${Math.round(ms / 60_000)} min` : `${(ms / 3_600_000).toFixed(1)} h`);

/** One pass, oldest lead first; after a failed delivery the rest wait for the next pass, each logged by key and age. */
export async function sweep(delivery: Delivery): Promise<{ delivered: number; waiting: number }> {
  const { leads, log, now } = delivery;
  const waiting: { lead: WaitingLead; version: string }[] = [];
  for (const { lead, version } of await leads.all()) {
    if (isWaiting(lead)) waiting.push({ lead, version });
    else if (now() - lead.deliveredAt > DELIVERED_KEPT_MS) await leads.delete(lead.key);
  }
  waiting.sort((a, b) => a.lead.receivedAt - b.lead.receivedAt);
  let delivered = 0;
  let failure: string | undefined;
  for (const entry of waiting) {
    const { lead } = entry;
    const tried = failure === undefined;
    const outcome = failure ? { failed: failure } : await deliver(delivery, entry);
    if (outcome === "delivered") delivered += 1;
    if (typeof outcome !== "object") continue;
    failure = outcome.failed;
    const attempts = lead.attempts + (tried ? 1 : 0);
    log.warn(`leads: ${lead.key} waiting for ${age(now() - lead.receivedAt)} after ${attempts} attempts (${failure})`);
  }
  if (delivered > 0) log.info(`leads: delivered ${delivered} via ${delivery.mailer.kind}`);
  return { delivered, waiting: waiting.length - delivered };
}
