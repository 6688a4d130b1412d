// The editor at /admin/ on the served build, against Decap's local backend (decap-server)
// working on a temporary copy of content/, so the tests edit real files and leave the
// repository's alone.
import { spawn, type ChildProcess } from "node:child_process";
import { promises as fs } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { adminContentSecurityPolicy, LOCAL_BACKEND_ORIGIN } from "../src/cms/admin-headers";
import { expect, test } from "./fixtures";

const require = createRequire(__filename);
const backendPort = new URL(LOCAL_BACKEND_ORIGIN).port;

let repo = "";
let backend: ChildProcess | undefined;

async function backendAnswers(): Promise<boolean> {
  try {
    const response = await fetch(`${LOCAL_BACKEND_ORIGIN}/api/v1`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    });
    const info = (await response.json()) as { repo?: string };
    return info.repo === path.basename(repo);
  } catch {
    return false;
  }
}

test.describe.configure({ mode: "serial" });

// The test answers the editor's page itself (openEditor), and Chromium counts a page that came
// from no network address as public, so its calls to the local backend on the loopback address
// would wait for a Local Network Access permission that no one can grant in a headless run.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-features=LocalNetworkAccessChecks"],
  },
});

test.beforeAll(async () => {
  repo = await fs.mkdtemp(path.join(os.tmpdir(), "fjellsyn-cms-"));
  await fs.cp(path.resolve("content"), path.join(repo, "content"), { recursive: true });
  // decap-server serves the folder named by GIT_REPO_DIRECTORY; "fs" writes files without git.
  backend = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: { ...process.env, GIT_REPO_DIRECTORY: repo, MODE: "fs", PORT: backendPort, LOG_LEVEL: "warn" },
    stdio: "pipe",
  });
  const output: string[] = [];
  backend.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const deadline = Date.now() + 15_000;
  while (!(await backendAnswers())) {
    if (backend.exitCode !== null || Date.now() > deadline) {
      throw new Error(`decap-server did not start on port ${backendPort} (is it in use?): ${output.join("")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

test.afterAll(async () => {
  backend?.kill();
  if (repo) await fs.rm(repo, { recursive: true, force: true });
});

/** Opens the editor under its own policy (src/cms/admin-headers.ts), whatever /* sends. */
async function openEditor(page: Page, hash: string): Promise<void> {
  await page.route(/\/admin\/(index\.html)?$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: { ...response.headers(), "content-security-policy": adminContentSecurityPolicy },
    });
  });
  await page.goto(`/admin/${hash}`);
  // The local backend needs no account: the login page has a single button.
  await page.getByRole("button", { name: "Logg inn" }).click();
}

const serviceFile = () => path.join(repo, "content/services/videoproduksjon.json");

test("a service's new title shows in the preview while typing and is saved to its JSON file", async ({ page }) => {
  const cspViolations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await openEditor(page, "#/collections/services/entries/videoproduksjon");

  const title = page.getByLabel("Tittel", { exact: true }).first();
  await expect(title).toHaveValue("Videoproduksjon");
  await title.fill("Film og video");

  // The preview is the site's own page: its header and the service's hero, styled in the frame.
  const preview = page.frameLocator("#preview-pane");
  const heading = preview.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Film og video");
  await expect(preview.getByRole("banner")).toContainText("Fjellsyn Media");
  await expect(preview.getByRole("heading", { name: "Hva vi tilbyr" })).toBeVisible();
  await expect(heading).toHaveCSS("color", "rgb(10, 34, 54)");

  await page.getByRole("button", { name: "Publiser" }).click();
  await page.getByRole("menuitem", { name: "Publiser nå" }).click();
  await expect
    .poll(async () => JSON.parse(await fs.readFile(serviceFile(), "utf8")).title as string, { timeout: 10_000 })
    .toBe("Film og video");
  // Only the title changed: the rest of the file is as it was, in the same layout.
  const saved = await fs.readFile(serviceFile(), "utf8");
  const original = await fs.readFile(path.resolve("content/services/videoproduksjon.json"), "utf8");
  expect(saved).toBe(original.replace('"title": "Videoproduksjon"', '"title": "Film og video"'));
  expect(cspViolations).toEqual([]);
});

test("a service with an empty required field is not saved", async ({ page }) => {
  await openEditor(page, "#/collections/services/entries/dronefoto");
  const file = path.join(repo, "content/services/dronefoto.json");
  const before = await fs.readFile(file, "utf8");

  await page.getByLabel("Ingress (under tittelen på siden)").fill("");
  await page.getByRole("button", { name: "Publiser" }).click();
  await page.getByRole("menuitem", { name: "Publiser nå" }).click();

  await expect(page.getByText("Oisann, ser ut som du glemte et påkrevd felt", { exact: false })).toBeVisible();
  await expect(page.getByText("Ingress (under tittelen på siden) er påkrevd.")).toBeVisible();
  expect(await fs.readFile(file, "utf8")).toBe(before);
});
