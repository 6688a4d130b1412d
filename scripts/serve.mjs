// Serves the production build the way tests and `npm start` use it: `node scripts/serve.mjs
// --port N [--host 127.0.0.1] [--trust-forwarded-for]`. The server is TypeScript
// (src/local-server/server.ts, beside the header policy it serves), loaded through tsx.
import { existsSync } from "node:fs";
import { tsImport } from "tsx/esm/api";

// A production build's functions read .env.production, as its build did; a variable set in the shell wins.
if (existsSync(".env.production")) process.loadEnvFile(".env.production");

// A production build made for Netlify (NETLIFY=true) insists on SMTP and Mailchimp, because files
// vanish with a serverless instance; on this machine they do not, so without those settings contact
// messages go to the Maildir and signups to the local store, as the README promises for `npm start`.
process.env.REQUIRE_MAIL_TRANSPORT ||= "false";

const { main } = await tsImport("../src/local-server/server.ts", import.meta.url);
await main(process.argv.slice(2));
