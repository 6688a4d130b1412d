// Serves the production build the way tests and `npm start` use it: `node scripts/serve.mjs
// --port N [--host 127.0.0.1] [--trust-forwarded-for]`. The server is TypeScript
// (src/security/local-server.ts, beside the header policy it serves), loaded through tsx.
import { tsImport } from "tsx/esm/api";

const { main } = await tsImport("../src/security/local-server.ts", import.meta.url);
await main(process.argv.slice(2));
