// `npm run develop` (and `npm run cms`, the same dev server beside the editor's backend): every
// page compiles, renders and hydrates, and a change the editor saves shows without a restart.
// The dev server runs in a temporary copy of the project, so it neither writes into the
// production build the other specs serve nor touches the repository's content/.
import { spawn, type ChildProcess } from "node:child_process";
import { promises as fs } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { adminContentSecurityPolicy, localAdminPolicy } from "../src/headers/policy";
import { routes } from "./site-map";
import { sitePort } from "./support/servers";
import { expect, test, waitForHydration } from "./fixtures";
import { editorAddresses, failedRequest, walkEditor } from "./support/editor-walk";

const require = createRequire(__filename);
const devPort = sitePort + 2;
const backendPort = sitePort + 3;
const devURL = `http://127.0.0.1:${devPort}`;
const backendURL = `http://127.0.0.1:${backendPort}/api/v1`;
const backendOrigin = new URL(backendURL).origin;
// A first `gatsby develop` in a fresh copy encodes the films' loops and compiles every page and the
// editor's bundle: minutes on a small machine, which is why `npm test` runs it alone.
const startupTimeout = 12 * 60_000;

let copy = "";
const children: ChildProcess[] = [];
const output: string[] = [];

/** What the editor sends when "Publiser nå" is pressed with the local backend ("draft" is its first status). */
async function publish(collection: string, slug: string, file: string, raw: string): Promise<void> {
  const response = await fetch(backendURL, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      action: "persistEntry",
      params: {
        branch: "main",
        dataFiles: [{ slug, path: file, raw }],
        assets: [],
        options: { collectionName: collection, commitMessage: `Innhold: ${slug}`, useWorkflow: false, status: "draft" },
      },
    }),
  });
  expect({ status: response.status, body: await response.text() }).toEqual({
    status: 200,
    body: JSON.stringify({ message: "entry persisted" }),
  });
}

/** The project without its generated folders; node_modules is shared through a link. */
async function copyProject(): Promise<string> {
  const target = await fs.mkdtemp(path.join(os.tmpdir(), "fjellsyn-develop-"));
  const skipped = new Set([
    "node_modules",
    ".cache",
    "public",
    ".git",
    ".netlify",
    ".data",
    "test-results",
    "coverage",
  ]);
  for (const name of await fs.readdir(".")) {
    if (skipped.has(name)) continue;
    await fs.cp(path.resolve(name), path.join(target, name), { recursive: true });
  }
  await fs.symlink(path.resolve("node_modules"), path.join(target, "node_modules"), "dir");
  return target;
}

/** A log as one line: Gatsby wraps long messages to the terminal's width. */
const oneLine = (chunks: string[]) => chunks.join("").replace(/\s+/g, " ");

async function answers(url: string, init?: RequestInit): Promise<boolean> {
  try {
    return (await fetch(url, init)).ok;
  } catch {
    return false;
  }
}

async function waitFor(url: string, init: RequestInit | undefined, timeout: number): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await answers(url, init))) {
    if (children.some((child) => child.exitCode !== null) || Date.now() > deadline) {
      throw new Error(`${url} did not answer:\n${output.join("").slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const child = spawn(process.execPath, [command, ...args], {
    cwd: copy,
    env: { ...process.env, ...env },
    stdio: "pipe",
    // A group of its own: `gatsby develop` runs the server in a child process, which must stop too.
    detached: true,
  });
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  children.push(child);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(startupTimeout + 60_000);
  copy = await copyProject();
  // The editor's local backend, as `npm run cms` starts it, on a port of this test's own.
  start(require.resolve("decap-server/dist/index.js"), [], {
    GIT_REPO_DIRECTORY: copy,
    MODE: "fs",
    PORT: String(backendPort),
    LOG_LEVEL: "warn",
  });
  start(require.resolve("gatsby/cli.js"), ["develop", "-H", "127.0.0.1", "-p", String(devPort)], {
    GATSBY_TELEMETRY_DISABLED: "1",
    // The editor talks to this test's backend, not to one a maintainer may run on port 8081.
    CMS_LOCAL_BACKEND_URL: backendURL,
  });
  const info = { method: "POST", headers: { "content-type": "application/json" }, body: '{"action":"info"}' };
  await waitFor(backendURL, info, 30_000);
  await waitFor(`${devURL}/`, undefined, startupTimeout);
  // The first answer can come before the bundle is ready; the browser bundle is what hydrates.
  await waitFor(`${devURL}/commons.js`, undefined, startupTimeout);
});

/** Stops the servers with everything they started, and waits until they are gone. */
async function stopAll(): Promise<void> {
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  const exited = running.map((child) => new Promise((resolve) => child.once("exit", resolve)));
  for (const child of running) if (child.pid) process.kill(-child.pid, "SIGTERM");
  await Promise.all(exited);
}

test.afterAll(async () => {
  await stopAll();
  if (copy) await fs.rm(copy, { recursive: true, force: true });
});

test.use({ baseURL: devURL });

/** What the page reports that a maintainer or a developer would have to wonder about. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error" || /^Warning: |React Refresh/.test(text)) {
      problems.push(`${message.type()}: ${text.slice(0, 300)}`);
    }
  });
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(failedRequest(response));
  });
  return problems;
}

test("no React warning or error on any route of the dev site", async ({ page }) => {
  test.setTimeout(5 * 60_000);
  const problems = problemsOf(page);
  for (const { path: route, h1 } of routes) {
    await page.goto(route);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1, { timeout: 60_000 });
    await waitForHydration(page);
  }
  expect(problems).toEqual([]);
});

test("the editor under npm run cms: no page error, console error or failed request on any list, entry, new entry or the media library", async ({
  page,
}) => {
  test.setTimeout(5 * 60_000);
  // The editor's bundle is compiled by a watcher of its own, after the site's.
  await waitFor(`${devURL}/admin/cms.js`, undefined, startupTimeout);
  const problems = problemsOf(page);
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Logg inn" }).click({ timeout: 120_000 });
  const slugs = async (folder: string) =>
    (await fs.readdir(path.join(copy, "content", folder)))
      .filter((name) => name.endsWith(".json"))
      .map((name) => `#/collections/${folder}/entries/${name.replace(/\.json$/, "")}`);
  const addresses = editorAddresses([
    ...(await slugs("services")),
    ...(await slugs("projects")),
    ...(await slugs("team")),
    "#/collections/site/entries/site",
    "#/collections/forms/entries/forms",
  ]);
  await walkEditor(page, addresses, 60_000);
  expect(problems).toEqual([]);
});

test("the home page and a service page render and hydrate under gatsby develop", async ({ page }) => {
  test.setTimeout(3 * 60_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 60_000 });
  await waitForHydration(page);

  // A link Gatsby's router handles: the page changes without a new document once React runs.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator('a[href="/tjenester/videoproduksjon"]:visible').first().click();
  await expect(page).toHaveURL(/\/tjenester\/videoproduksjon\/?$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Videoproduksjon", { timeout: 60_000 });
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);

  // Opened directly, the generated page hydrates too.
  await page.goto("/tjenester/videoproduksjon");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Videoproduksjon");
  // The text face comes from the head's own style (gatsby-ssr), which the dev server renders too.
  const inter = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some((face) => face.family === "Inter Variable" && face.status === "loaded");
  });
  expect(inter, "Inter loaded").toBe(true);
  expect(errors).toEqual([]);
});

test("a change the editor's backend saves shows on the dev site without a restart", async ({ page }) => {
  test.setTimeout(3 * 60_000);
  const file = "content/services/videoproduksjon.json";
  await page.goto("/tjenester/videoproduksjon");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Videoproduksjon");

  const raw = (await fs.readFile(path.join(copy, file), "utf8")).replace(
    '"title": "Videoproduksjon"',
    '"title": "Film og video"',
  );
  await publish("services", "videoproduksjon", file, raw);
  // The open page follows the change by itself, and a new visit gets it too.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Film og video", { timeout: 60_000 });
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Film og video");
});

test("the editor under gatsby develop has the local editor's policy and saves through decap-server", async ({
  page,
}) => {
  test.setTimeout(5 * 60_000);
  await waitFor(`${devURL}/admin/cms.js`, undefined, startupTimeout);
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });

  const answer = await page.goto("/admin/#/collections/services/entries/dronefoto");
  // This dev server was told where its backend is (CMS_LOCAL_BACKEND_URL): its policy names that origin.
  expect(answer?.headers()["content-security-policy"]).toBe(localAdminPolicy(backendOrigin));
  await page.getByRole("button", { name: "Logg inn" }).click();
  const title = page.getByLabel("Tittel", { exact: true }).first();
  await expect(title).toHaveValue("Dronefoto og -video", { timeout: 60_000 });
  await title.fill("Dronefoto og film");
  await page.getByRole("button", { name: "Publiser" }).click();
  await page.getByRole("menuitem", { name: "Publiser nå" }).click();
  const saved = path.join(copy, "content/services/dronefoto.json");
  await expect
    .poll(async () => (await fs.readFile(saved, "utf8")).includes('"title": "Dronefoto og film"'), { timeout: 30_000 })
    .toBe(true);
  expect(violations).toEqual([]);

  // The same page under the published policy cannot reach the local backend: the browser refuses
  // the call, and the editor offers the GitHub sign-in instead.
  await page.route(/\/admin(\/(index\.html)?)?$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: { ...response.headers(), "content-security-policy": adminContentSecurityPolicy },
    });
  });
  await page.evaluate(() => localStorage.clear());
  await page.goto("/admin/");
  await expect(page.getByRole("button", { name: /GitHub/ })).toBeVisible({ timeout: 60_000 });
  expect(violations.some((violation) => violation.includes(backendOrigin))).toBe(true);
});

test("a build that reuses the dev server's cache still refuses a bad edit, naming the file, entry and field", async () => {
  test.setTimeout(10 * 60_000);
  const file = "content/projects/ibka.json";
  const raw = (await fs.readFile(path.join(copy, file), "utf8")).replace(
    "../videos/ibka.mp4",
    "../videos/finnes-ikke.mp4",
  );
  const problem =
    'content/projects/ibka.json (project "ibka"): video points to "../videos/finnes-ikke.mp4", which does not exist';
  const seen = output.length;
  await publish("projects", "ibka", file, raw);
  // The dev server reads the change (and names the problem), then writes its state to .cache/.
  await expect.poll(() => oneLine(output.slice(seen)), { timeout: 120_000 }).toContain(problem);
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  await stopAll();

  // The file has not changed since the dev server read it, so the build finds its entry in the cache.
  const build = spawn(process.execPath, [require.resolve("gatsby/cli.js"), "build"], {
    cwd: copy,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: "pipe",
  });
  const log: string[] = [];
  build.stdout?.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  build.stderr?.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  const code = await new Promise<number | null>((resolve) => build.once("exit", resolve));
  const text = oneLine(log);
  expect(text).not.toMatch(/deleting your site's cache/);
  expect(text).toContain(problem);
  expect(code).not.toBe(0);
});
