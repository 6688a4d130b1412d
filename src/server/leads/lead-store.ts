// Where contact messages wait until the agency inbox has them: Netlify Blobs on Netlify, one file per lead elsewhere.
import { mkdir, readFile, readdir, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Store } from "@netlify/blobs";
import type { ContactInput } from "../../form-contract/contact-schema";
import { errorCode as code, linkNew, stage } from "../files";

/** A message waiting for delivery; `claimedUntil` is when a sweep's hold on it lapses. */
export interface WaitingLead {
  key: string;
  receivedAt: number;
  attempts: number;
  claimedUntil: number;
  input: ContactInput;
}

/** What stays of a delivered lead for a day, so a late retry sends nothing: no personal data. */
export type DeliveredLead = { key: string; deliveredAt: number };

export type StoredLead = WaitingLead | DeliveredLead;

export const isWaiting = (lead: StoredLead): lead is WaitingLead => "input" in lead;

export type Versioned = { lead: StoredLead; version: string };

export interface LeadStore {
  readonly kind: string;
  /** Stores a lead under a new key; undefined when the key is already there (waiting or delivered). */
  create(lead: StoredLead): Promise<string | undefined>;
  /** Replaces the version read; undefined when someone else wrote it first. Returns the new version. */
  replace(lead: StoredLead, version: string): Promise<string | undefined>;
  delete(key: string): Promise<void>;
  /** Every lead with the version it was listed at. */
  all(): Promise<Versioned[]>;
}

/** Netlify Blobs: a site-wide store whose conditional writes (ETags) are checked at its origin. */
export function blobLeadStore(store: Store): LeadStore {
  return {
    kind: "netlify-blobs",
    create: async (lead) => (await store.setJSON(lead.key, lead, { onlyIfNew: true })).etag,
    replace: async (lead, version) => (await store.setJSON(lead.key, lead, { onlyIfMatch: version })).etag,
    delete: (key) => store.delete(key),
    async all() {
      const { blobs } = await store.list();
      const leads = await Promise.all(blobs.map((blob) => store.get(blob.key, { type: "json" })));
      return blobs.flatMap((blob, index) =>
        leads[index] ? [{ lead: leads[index] as StoredLead, version: blob.etag }] : [],
      );
    },
  };
}

const unlessMissing = (error: unknown) => {
  if (code(error) !== "ENOENT") throw error;
};
const unlessTaken = (error: unknown) => {
  if (code(error) !== "EEXIST") throw error;
  return false;
};

/** One file per lead, staged in tmp/ then linked (create) or renamed under a lock (replace): no half leads, no two claims. */
export function fileLeadStore(dir: string): LeadStore {
  const file = (key: string) => path.join(dir, `${key}.json`);
  const read = async (key: string) => {
    const text = await readFile(file(key), "utf8").catch(unlessMissing);
    return text === undefined ? undefined : { lead: JSON.parse(text) as StoredLead, version: text };
  };
  return {
    kind: `files in ${dir}`,
    async create(lead) {
      const text = JSON.stringify(lead);
      return (await linkNew(await stage(dir, lead.key, text), file(lead.key))) ? text : undefined;
    },
    async replace(lead, version) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // A lock is held for one read and one rename, so a taken one is soon free: waited for, since
      // only a changed version may refuse a write. One older than ten seconds was left by a crash.
      const lock = `${file(lead.key)}.lock`;
      while (!(await writeFile(lock, "", { flag: "wx" }).then(() => true, unlessTaken))) {
        const age = Date.now() - ((await stat(lock).catch(() => undefined))?.mtimeMs ?? Date.now());
        await (age > 10_000 ? unlink(lock).catch(() => undefined) : new Promise((resolve) => setTimeout(resolve, 10)));
      }
      try {
        if ((await read(lead.key))?.version !== version) return undefined;
        const text = JSON.stringify(lead);
        await rename(await stage(dir, lead.key, text), file(lead.key));
        return text;
      } finally {
        await unlink(lock).catch(() => undefined);
      }
    },
    delete: (key) => unlink(file(key)).catch(unlessMissing),
    async all() {
      const names = ((await readdir(dir).catch(unlessMissing)) ?? []).filter((name) => name.endsWith(".json"));
      const leads = await Promise.all(names.map((name) => read(name.slice(0, -".json".length))));
      return leads.filter((entry) => entry !== undefined);
    },
  };
}
