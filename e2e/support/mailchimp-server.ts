// The Mailchimp contract stand-in the function tests use (test/support/mailchimp-fake.ts),
// on a fixed loopback port for the browser tests, which read GET /__members to see a signup
// arrive. playwright.config.ts starts it: `tsx e2e/support/mailchimp-server.ts --port N`.
import { parseArgs } from "node:util";
import { startMailchimpFake } from "../../test/support/mailchimp-fake";

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { port: { type: "string", default: "9112" } } });
  const fake = await startMailchimpFake({ port: Number(values.port) });
  console.log(`Mailchimp stand-in on ${fake.apiUrl}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => void fake.close().then(() => process.exit(0)));
  }
}

void main();
