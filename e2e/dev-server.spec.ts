// `npm run cms`: `gatsby develop` beside the editor's local backend. The site hydrates without a
// React warning (only React's development build reports them), and a change published in the
// editor is saved through decap-server and shows on the open page without a restart. The dev
// server runs in a temporary copy of the project, so it touches neither public/ nor content/.
import { spawn, type ChildProcess } from "node:child_process";
import { promises as fs } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { localAdminPolicy } from "../src/headers/policy";
import { sitePort } from "./support/servers";
import { expect, failedRequest, test, waitForHydration } from "./fixtures";

const require = createRequire(__filename);
const devURL = `http://127.0.0.1:${sitePort + 2}`;
const backendURL = `http://127.0.0.1:${sitePort + 3}/api/v1`;
// A first `gatsby develop` compiles every page and the editor's bundle: minutes on a small machine.
const startupTimeout = 12 * 60_000;

let copy = "";
const children: ChildProcess[] = [];
const output: string[] = [];

/** The project without its generated folders; node_modules is shared through a link. */
async function copyProject(): Promise<string> {
  const target = await fs.mkdtemp(path.join(os.tmpdir(), "fjellsyn-develop-"));
  const skipped = new Set(["node_modules", ".cache", "public", ".git", ".netlify", ".data", "test-results"]);
  for (const name of await fs.readdir(".")) {
    if (!skipped.has(name)) await fs.cp(path.resolve(name), path.join(target, name), { recursive: true });
  }
  await fs.symlink(path.resolve("node_modules"), path.join(target, "node_modules"), "dir");
  return target;
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  // A group of its own: `gatsby develop` runs the server in a child process, which must stop too.
  const child = spawn(process.execPath, [command, ...args], {
    cwd: copy,
    env: { ...process.env, ...env },
    stdio: "pipe",
    detached: true,
  });
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  children.push(child);
}

async function answers(url: string, init?: RequestInit): Promise<boolean> {
  return fetch(url, init).then(
    (response) => response.ok,
    () => false,
  );
}

test.beforeAll(async () => {
  test.setTimeout(startupTimeout + 60_000);
  copy = await copyProject();
  start(require.resolve("decap-server/dist/index.js"), [], {
    GIT_REPO_DIRECTORY: copy,
    MODE: "fs",
    PORT: new URL(backendURL).port,
    LOG_LEVEL: "warn",
  });
  start(require.resolve("gatsby/cli.js"), ["develop", "-H", "127.0.0.1", "-p", new URL(devURL).port], {
    GATSBY_TELEMETRY_DISABLED: "1",
    // The editor talks to this test's backend, not to one a maintainer may run on port 8081.
    CMS_LOCAL_BACKEND_URL: backendURL,
  });
  // The site's browser bundle and then the editor's, which a watcher of its own compiles after it.
  for (const url of [`${devURL}/commons.js`, `${devURL}/admin/cms.js`]) {
    await expect
      .poll(
        async () => {
          if (children.some((child) => child.exitCode !== null)) throw new Error(output.join("").slice(-4000));
          return answers(url);
        },
        { timeout: startupTimeout, intervals: [1_000] },
      )
      .toBe(true);
  }
});

test.afterAll(async () => {
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  const exited = running.map((child) => new Promise((resolve) => child.once("exit", resolve)));
  for (const child of running) if (child.pid) process.kill(-child.pid, "SIGTERM");
  await Promise.all(exited);
  if (copy) await fs.rm(copy, { recursive: true, force: true });
});

test.use({ baseURL: devURL });

test("npm run cms: the site hydrates without a React warning, and a change published in the editor shows on the open page", async ({
  page,
  context,
}) => {
  test.setTimeout(5 * 60_000);
  const problems: string[] = [];
  context.on("weberror", (error) => problems.push(`page error: ${error.error().message}`));
  context.on("console", (message) => {
    if (message.type() === "error" || /^Warning: /.test(message.text())) problems.push(message.text().slice(0, 300));
  });
  context.on("response", (response) => {
    if (response.status() >= 400) problems.push(failedRequest(response));
  });

  for (const route of ["/", "/kontakt", "/case-study/ibka"]) {
    await page.goto(route);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 60_000 });
    await waitForHydration(page);
  }
  await page.goto("/tjenester/dronefoto");
  await waitForHydration(page);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Dronefoto og -video");

  const editor = await context.newPage();
  const answer = await editor.goto("/admin/#/collections/services/entries/dronefoto");
  // The dev server names its own backend in the editor's policy, which alone lets the editor reach it.
  expect(answer?.headers()["content-security-policy"]).toBe(localAdminPolicy(new URL(backendURL).origin));
  await editor.getByRole("button", { name: "Logg inn" }).click();
  const title = editor.getByLabel("Tittel", { exact: true }).first();
  await expect(title).toHaveValue("Dronefoto og -video", { timeout: 60_000 });
  await title.fill("Dronefoto og film");
  await editor.getByRole("button", { name: "Publiser" }).click();
  await editor.getByRole("menuitem", { name: "Publiser nå" }).click();
  const saved = path.join(copy, "content/services/dronefoto.json");
  await expect
    .poll(async () => (await fs.readFile(saved, "utf8")).includes('"title": "Dronefoto og film"'), { timeout: 30_000 })
    .toBe(true);

  // The open page follows the saved file by itself.
  await expect(heading).toHaveText("Dronefoto og film", { timeout: 60_000 });
  expect(problems).toEqual([]);
});
