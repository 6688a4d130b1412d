// What a maintainer can't break in the editor: the editor at /admin/ of the served build, against
// Decap's local backend (decap-server) on a port of its own, working on a temporary copy of content/.
import { spawn, type ChildProcess } from "node:child_process";
import { promises as fs } from "node:fs";
import { createServer } from "node:net";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { collections } from "../src/cms/config";
import { LOCAL_BACKEND_KEY, seedDefaultSort } from "../src/cms/environment-browser";
import { localAdminPolicy } from "../src/headers/policy";
import { expect, test } from "./fixtures";

const require = createRequire(__filename);
let repo = "";
let backend: ChildProcess | undefined;
let origin = "";

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async () => {
  repo = await fs.mkdtemp(path.join(os.tmpdir(), "fjellsyn-editor-safety-"));
  await fs.cp(path.resolve("content"), path.join(repo, "content"), { recursive: true });
  const port = await freePort();
  origin = `http://localhost:${port}`;
  backend = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: { ...process.env, GIT_REPO_DIRECTORY: repo, MODE: "fs", PORT: String(port), LOG_LEVEL: "warn" },
    stdio: "pipe",
  });
  await expect
    .poll(
      () =>
        fetch(`${origin}/api/v1`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ action: "info" }),
        }).then(
          (response) => response.ok,
          () => false,
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
});

test.afterAll(async () => {
  backend?.kill();
  if (repo) await fs.rm(repo, { recursive: true, force: true });
});

/** The editor on `hash`, logged in to the local backend as a returning maintainer (the lists' sort kept). */
async function openEditor(page: Page, hash: string): Promise<void> {
  const stored = new Map<string, string>([[LOCAL_BACKEND_KEY, `${origin}/api/v1`]]);
  seedDefaultSort(
    { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) },
    collections,
  );
  await page.addInitScript(
    (entries) => {
      for (const [key, value] of entries)
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    },
    [...stored],
  );
  await page.route(/\/admin\/(index\.html)?$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: { ...response.headers(), "content-security-policy": localAdminPolicy(origin) },
    });
  });
  await page.goto(`/admin/${hash}`);
  await page.getByRole("button", { name: "Logg inn" }).click();
  await expect(page.getByText(/^(Ingen ulagrede endringer|Ulagrede endringer)$/)).toBeVisible({ timeout: 30_000 });
}

async function publishNow(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publiser" }).click();
  await page.getByRole("menuitem", { name: "Publiser nå" }).click();
}

const saved = async (file: string): Promise<Record<string, unknown> | undefined> =>
  JSON.parse(await fs.readFile(path.join(repo, file), "utf8").catch(() => "null")) ?? undefined;

/** Every dialog the page opens (Decap's English "already exists … replace it?"), answered no. */
const dialogsOf = (page: Page): string[] => {
  const messages: string[] = [];
  page.on("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  return messages;
};

test("an upload under a name in use replaces nothing, even when the library's search hides that picture", async ({
  page,
}) => {
  const dialogs = dialogsOf(page);
  const images = path.join(repo, "content/images");
  const old = await fs.readFile(path.join(images, "videoproduksjon.jpg"));
  await openEditor(page, "#/collections/services/entries/videoproduksjon");
  await page.getByRole("button", { name: "Velg et annet bilde" }).click();
  const library = page.getByRole("dialog");
  // Only one card drawn, not the entry's own picture.
  await library.getByPlaceholder("Søk...").fill("fixano");
  await expect(library.getByText("videoproduksjon.jpg", { exact: true })).toHaveCount(0);
  await library.locator('input[type="file"]').setInputFiles({
    name: "videoproduksjon.jpg",
    mimeType: "image/jpeg",
    buffer: await fs.readFile(path.resolve("content/images/fixano.jpg")),
  });
  await library.getByPlaceholder("Søk...").fill("");
  const uploaded = library.getByText(/^videoproduksjon-[a-z0-9]{9}\.jpg$/);
  await expect(uploaded).toBeVisible();
  await page.getByRole("button", { name: "Velg markert" }).click();
  await publishNow(page);
  await expect
    .poll(async () => (await saved("content/services/videoproduksjon.json"))?.image, { timeout: 10_000 })
    .toMatch(/^\.\.\/images\/videoproduksjon-[a-z0-9]{9}\.jpg$/);
  expect(dialogs).toEqual([]);
  expect(await fs.readFile(path.join(images, "videoproduksjon.jpg"))).toEqual(old);
});
