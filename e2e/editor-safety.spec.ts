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
import { ffmpeg, run } from "../src/films/ffmpeg";
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
  // An entry is drawn once its toolbar says whether anything is unsaved; a list once its header is.
  const drawn = hash.includes("/entries/")
    ? page.getByText(/^(Ingen ulagrede endringer|Ulagrede endringer)$/)
    : page.getByRole("button", { name: "Mediebibliotek" });
  await expect(drawn).toBeVisible({ timeout: 30_000 });
}

async function publishNow(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publiser" }).click();
  await page.getByRole("menuitem", { name: "Publiser nå" }).click();
}

/** The entry as saved; undefined while the backend is still writing it (an empty or half file). */
async function saved(file: string): Promise<Record<string, unknown> | undefined> {
  try {
    return JSON.parse(await fs.readFile(path.join(repo, file), "utf8")) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

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

test("the film field refuses in Norwegian a film longer than 60 s and a file that is no film; a film that fits is named after the hero", async ({
  page,
}, testInfo) => {
  const films = path.join(repo, "content/videos");
  const before = await fs.readdir(films);
  /** A small test-card film of the given length, as a camera writes an MP4. */
  const film = async (name: string, seconds: number) => {
    const file = testInfo.outputPath(name);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await run(ffmpeg.path, [
      ...["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=128x72:rate=2", "-t", String(seconds)],
      ...["-c:v", "libx264", "-pix_fmt", "yuv420p", file],
    ]);
    return file;
  };
  await openEditor(page, "#/collections/site/entries/site");
  await page.locator('[id^="hero-field"]').getByTestId("expand-button").first().click();
  await page.getByRole("button", { name: "Velg en annen film" }).click();
  const upload = page.getByRole("dialog").locator('input[type="file"]');

  await upload.setInputFiles(await film("ferie.mp4", 70));
  await expect(page.getByRole("status").filter({ hasText: "ferie.mp4" })).toHaveText(
    "«ferie.mp4» varer 70 sekunder, og en film kan vare høyst 60. Klipp den kortere først (på iPhone: Bilder › Rediger).",
  );
  await upload.setInputFiles({ name: "notat.mp4", mimeType: "video/mp4", buffer: Buffer.from("Ikke en film.") });
  await expect(page.getByRole("status").filter({ hasText: "notat.mp4" })).toHaveText(
    "«notat.mp4» er ikke en film nettstedet kan bruke. Last opp MP4 eller MOV.",
  );

  await upload.setInputFiles(await film("klipp.mp4", 8));
  await expect(page.getByRole("dialog").getByText(/^hero-[a-z0-9]{9}\.mp4$/)).toBeVisible();
  await page.getByRole("button", { name: "Velg markert" }).click();
  await publishNow(page);
  await expect
    .poll(async () => ((await saved("content/site.json"))?.hero as { video?: string } | undefined)?.video, {
      timeout: 10_000,
    })
    .toMatch(/^videos\/hero-[a-z0-9]{9}\.mp4$/);
  const added = (await fs.readdir(films)).filter((name) => !before.includes(name));
  expect(added).toEqual([expect.stringMatching(/^hero-[a-z0-9]{9}\.mp4$/)]);
});

test("the preview shows a project's card text and the site's search descriptions, as visitors and search engines see them", async ({
  page,
}) => {
  await openEditor(page, "#/collections/projects/entries/fixano");
  const preview = page.frameLocator("#preview-pane");
  await page.getByLabel("Kort beskrivelse (kortet)").fill("Et kort som sier det viktigste.");
  await expect(preview.getByRole("article").filter({ hasText: "Et kort som sier det viktigste." })).toBeVisible();

  await page.goto("/admin/#/collections/site/entries/site");
  await page.getByLabel("Beskrivelse for søkemotorer", { exact: true }).first().fill("Film og foto fra Vestlandet.");
  await expect(preview.getByRole("region", { name: /Beskrivelse for søkemotorer/ }).first()).toContainText(
    "Film og foto fra Vestlandet.",
  );
});

test("a picture a page uses can't be deleted from the media library, and the refusal names the page", async ({
  page,
}) => {
  const picture = path.join(repo, "content/images/bravida.jpg");
  await openEditor(page, "#/collections/projects");
  await page.getByRole("button", { name: "Mediebibliotek" }).click();
  const library = page.getByRole("dialog");
  await library.getByPlaceholder("Søk...").fill("bravida");
  await library.getByText("bravida.jpg", { exact: true }).click();
  page.once("dialog", (dialog) => void dialog.accept());
  await library.getByRole("button", { name: "Slett markert" }).click();
  await expect(page.getByText(/^«bravida\.jpg» kan ikke slettes:/)).toHaveText(
    "«bravida.jpg» kan ikke slettes: «Videoer til en lokal Instagram-profil» i «Prosjekter» bruker den. Velg en annen fil der først.",
  );
  await expect(fs.access(picture)).resolves.toBeUndefined();
});

test("a refused publish shows one refusal toast, gone once the entry is saved", async ({ page }) => {
  await openEditor(page, "#/collections/services/entries/dronefoto");
  const lead = page.getByLabel("Ingress (under tittelen på siden)");
  await lead.fill("");
  await publishNow(page);
  const refusal = page.getByRole("status").filter({ hasText: "Ikke publisert" });
  await expect(refusal).toHaveText("Ikke publisert: rett «Ingress (under tittelen på siden)».");
  await expect(page.getByText("Oisann", { exact: false })).toBeHidden();

  await lead.fill("Dronefoto for bedrifter.");
  await publishNow(page);
  await expect(page.getByText("Innlegg lagret")).toBeVisible();
  await expect(refusal).toBeHidden();
});
