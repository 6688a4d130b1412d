// `npm run leads`: the contact messages waiting on this machine (key, age, attempts), never their content.
import path from "node:path";
import { isWaiting, fileLeadStore } from "../src/server/leads/lead-store";

async function main(): Promise<void> {
  const dir = path.resolve(process.env.LEADS_DIR?.trim() || ".data/leads");
  const store = fileLeadStore(dir);
  const leads = (await store.all())
    .map((entry) => entry.lead)
    .filter(isWaiting)
    .sort((a, b) => a.receivedAt - b.receivedAt);
  console.log(`${leads.length} waiting in ${dir}`);
  for (const lead of leads) {
    console.log(`${lead.key}\t${Math.round((Date.now() - lead.receivedAt) / 60_000)} min\t${lead.attempts} attempts`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
