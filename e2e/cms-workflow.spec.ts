// The published editor as it runs on the site: the editorial workflow (a draft, then a
// publish) with Decap's in-memory test backend standing in for GitHub, which cannot be reached
// here. The test swaps the backend in the configuration the editor hands to Decap, and gives the
// backend the entry and the picture the tests need; nothing in the build knows about it.
import { promises as fs } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

interface TestRepo {
  repoFiles: Record<string, unknown>;
  repoFilesUnpublished: Record<string, { diffs: { path: string; content: unknown }[] }>;
}

/** The editor on Decap's test backend, with content/projects/fixano.json and its picture in it. */
async function openOnTestBackend(page: Page, hash: string): Promise<void> {
  const entry = await fs.readFile(path.resolve("content/projects/fixano.json"), "utf8");
  const picture = (await fs.readFile(path.resolve("content/images/fixano.jpg"))).toString("base64");
  await page.addInitScript(
    ([entry, picture]) => {
      const bytes = Uint8Array.from(atob(picture), (c) => c.charCodeAt(0));
      const file = (name: string) => new File([bytes], name, { type: "image/jpeg" });
      const projects = { "fixano.json": { path: "content/projects/fixano.json", content: entry } };
      const images = {
        "fixano.jpg": {
          path: "content/images/fixano.jpg",
          content: { path: "content/images/fixano.jpg", fileObj: file("fixano.jpg") },
        },
      };
      // The backend reads an entry by its path, segment by segment, and lists a folder by its
      // name as one key: the same objects under both.
      Object.assign(window, {
        repoFiles: { content: { projects, images }, "content/projects": projects },
        repoFilesUnpublished: {},
      });
      // decap-cms-app is a script of its own that sets window.DecapCmsApp; the editor's own
      // bundle calls its init with the site's configuration, where the backend is swapped.
      let app: unknown;
      Object.defineProperty(window, "DecapCmsApp", {
        configurable: true,
        get: () => app,
        set(value: Record<string, unknown> & { default?: Record<string, unknown> }) {
          app = value;
          for (const cms of [value, value.default]) {
            if (!cms || typeof cms.init !== "function") continue;
            const init = cms.init as (options: { config: Record<string, unknown> }) => unknown;
            cms.init = (options: { config: Record<string, unknown> }) => {
              const { local_backend: _local, ...config } = options.config;
              return init({ ...options, config: { ...config, backend: { name: "test-repo" } } });
            };
          }
        },
      });
    },
    [entry, picture] as const,
  );
  await page.goto(`/admin/${hash}`);
  await page.getByRole("button", { name: "Logg inn" }).click();
  await expect(page.getByText(/^Laster (innlegg|oppføringer)/)).toHaveCount(0, { timeout: 30_000 });
}

/** The draft of content/projects/fixano.json and the pictures already in the repository. */
const draft = (page: Page) =>
  page.evaluate(() => {
    const { repoFiles, repoFilesUnpublished } = window as unknown as TestRepo;
    const diffs = repoFilesUnpublished["projects/fixano"]?.diffs ?? [];
    const entry = diffs.find((diff) => diff.path.endsWith(".json"))?.content;
    return {
      paths: diffs.map((diff) => diff.path).sort(),
      image: typeof entry === "string" ? (JSON.parse(entry) as { image?: string }).image : undefined,
      stored: Object.keys((repoFiles.content as { images: object }).images).sort(),
    };
  });

/** The entry and the pictures as published. */
const published = (page: Page) =>
  page.evaluate(() => {
    const content = (window as unknown as TestRepo).repoFiles.content as {
      projects: Record<string, { content: string }>;
      images: object;
    };
    return {
      image: (JSON.parse(content.projects["fixano.json"]!.content) as { image?: string }).image,
      stored: Object.keys(content.images).sort(),
    };
  });

test.describe.configure({ timeout: 90_000 });

test("in the editorial workflow a picture uploaded under a name in use gets a new name, and the old one stays until published", async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    // Only publishing asks (Decap's confirmation); an upload never does.
    void dialog.accept();
  });
  await openOnTestBackend(page, "#/collections/projects/entries/fixano");
  await page.getByRole("button", { name: "Velg et annet bilde" }).click();
  await expect(page.getByText("fixano.jpg", { exact: true })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: "fixano.jpg",
    mimeType: "image/jpeg",
    buffer: await fs.readFile(path.resolve("content/images/fixano.jpg")),
  });
  const uploaded = page.getByText(/^fixano-[a-z0-9]{9}\.jpg$/);
  await expect(uploaded).toBeVisible();
  const name = (await uploaded.textContent()) ?? "";
  await page.getByRole("button", { name: "Velg markert" }).click();
  await page.getByRole("button", { name: "Lagre" }).click();
  // Saved as a draft: the new picture and the entry that names it wait together; the old picture
  // is where it was.
  await expect
    .poll(() => draft(page))
    .toEqual({
      paths: [`content/images/${name}`, "content/projects/fixano.json"],
      image: `../images/${name}`,
      stored: ["fixano.jpg"],
    });
  expect(dialogs).toEqual([]);
  // Published: the entry names the new picture, and the old file is still there beside it.
  await page.getByRole("button", { name: /^Status/ }).click();
  await page.getByRole("menuitem", { name: "Klar" }).click();
  await page.getByRole("button", { name: "Publiser", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publiser nå" }).click();
  await expect.poll(() => published(page)).toEqual({ image: `../images/${name}`, stored: [name, "fixano.jpg"].sort() });
  expect(dialogs).toEqual(["Er du sikker på at du vil publisere?"]);
});
