// `npm run cms`: the editor against this working copy, with no account. Starts Decap's local
// backend (decap-server, port 8081, writes content/ directly) and `gatsby develop`, whose
// /admin/ finds that backend by itself; Ctrl-C stops both.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const decapServer = require.resolve("decap-server/dist/index.js");
const gatsby = require.resolve("gatsby/cli.js");

const children = [
  spawn(process.execPath, [decapServer], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, GIT_REPO_DIRECTORY: root, MODE: "fs" },
  }),
  spawn(process.execPath, [gatsby, "develop", ...process.argv.slice(2)], { cwd: root, stdio: "inherit" }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}

for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
console.log("Redigering: http://localhost:8000/admin/ (stopp med Ctrl-C)");
