// Serves the production build (public/ and the compiled functions) the way tests and
// `npm start` use it. One place to change how the site is served locally.
import { spawn } from "node:child_process";

const args = process.argv.slice(2);
const portIndex = args.indexOf("--port");
const port = portIndex >= 0 ? args[portIndex + 1] : process.env.PORT ?? "9000";

const child = spawn("npx", ["gatsby", "serve", "--port", port, "--host", "127.0.0.1"], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
