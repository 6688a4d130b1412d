// The published editor as it runs on the site: the editorial workflow (a draft, then a publish)
// with Decap's in-memory test backend standing in for GitHub, swapped in the configuration the
// editor hands to Decap; nothing in the build knows about it.
import { promises as fs } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";

interface Stored {
  content: { path: string; content: unknown };
}
interface TestRepo {
  repoFiles: { content: { projects: Record<string, Stored["content"]>; images: object } };
  repoFilesUnpublished: Record<string, { diffs: Stored["content"][] }>;
}

test("in the editorial workflow a draft with a mistake is not saved, and a picture uploaded under a name in use gets a new name while the old one stays", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const entry = await fs.readFile(path.resolve("content/projects/fixano.json"), "utf8");
  const picture = await fs.readFile(path.resolve("content/images/fixano.jpg"));
  await page.addInitScript(
    ([entry, picture]) => {
      const bytes = Uint8Array.from(atob(picture), (c) => c.charCodeAt(0));
      const fileObj = new File([bytes], "fixano.jpg", { type: "image/jpeg" });
      const projects = { "fixano.json": { path: "content/projects/fixano.json", content: entry } };
      const images = {
        "fixano.jpg": { path: "content/images/fixano.jpg", content: { path: "content/images/fixano.jpg", fileObj } },
      };
      // The backend reads an entry by its path, segment by segment, and lists a folder by its name as one key.
      Object.assign(window, {
        repoFiles: { content: { projects, images }, "content/projects": projects },
        repoFilesUnpublished: {},
      });
      // decap-cms-app sets window.DecapCmsApp; the editor's bundle calls its init, where the backend is swapped.
      let app: Record<string, unknown> & { default?: Record<string, unknown> };
      Object.defineProperty(window, "DecapCmsApp", {
        configurable: true,
        get: () => app,
        set(value: typeof app) {
          app = value;
          for (const cms of [value, value.default]) {
            const init = cms?.init as ((options: { config: Record<string, unknown> }) => unknown) | undefined;
            if (!cms || !init) continue;
            cms.init = ({
              config: { local_backend: _local, ...config },
              ...options
            }: {
              config: Record<string, unknown>;
            }) => init({ ...options, config: { ...config, backend: { name: "test-repo" } } });
          }
        },
      });
    },
    [entry, picture.toString("base64")] as const,
  );
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await page.goto("/admin/#/collections/projects/entries/fixano");
  await page.getByRole("button", { name: "Logg inn" }).click();
  // A draft with a mistake is refused in the words of the button pressed.
  const title = page.getByLabel("Tittel", { exact: true });
  await expect(title).not.toHaveValue("", { timeout: 30_000 });
  const titleBefore = await title.inputValue();
  await title.fill("");
  await page.getByRole("button", { name: "Lagre" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Ikke lagret" })).toHaveText("Ikke lagret: rett «Tittel».");
  await title.fill(titleBefore);
  await page.getByRole("button", { name: "Velg et annet bilde" }).click();
  await expect(page.getByText("fixano.jpg", { exact: true })).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "fixano.jpg", mimeType: "image/jpeg", buffer: picture });
  const uploaded = page.getByText(/^fixano-[a-z0-9]{9}\.jpg$/);
  await expect(uploaded).toBeVisible();
  const name = (await uploaded.textContent()) ?? "";
  await page.getByRole("button", { name: "Velg markert" }).click();
  await page.getByRole("button", { name: "Lagre" }).click();
  const repo = () =>
    page.evaluate(() => {
      const { repoFiles, repoFilesUnpublished } = window as unknown as TestRepo;
      const diffs = repoFilesUnpublished["projects/fixano"]?.diffs ?? [];
      const entry =
        diffs.find((diff) => diff.path.endsWith(".json"))?.content ??
        repoFiles.content.projects["fixano.json"]?.content;
      return {
        draft: diffs.map((diff) => diff.path).sort(),
        image: (JSON.parse(String(entry)) as { image?: string }).image,
        stored: Object.keys(repoFiles.content.images).sort(),
      };
    });
  // A draft: the new picture and the entry that names it wait together; the old picture stays.
  await expect.poll(repo).toEqual({
    draft: [`content/images/${name}`, "content/projects/fixano.json"],
    image: `../images/${name}`,
    stored: ["fixano.jpg"],
  });
  expect(dialogs).toEqual([]);
  await page.getByRole("button", { name: /^Status/ }).click();
  await page.getByRole("menuitem", { name: "Klar" }).click();
  await page.getByRole("button", { name: "Publiser", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publiser nå" }).click();
  // Published: the entry names the new picture, and the old file is still there beside it.
  await expect.poll(repo).toEqual({ draft: [], image: `../images/${name}`, stored: [name, "fixano.jpg"].sort() });
  // Only publishing asks (Decap's confirmation); the upload did not.
  expect(dialogs).toEqual(["Er du sikker på at du vil publisere?"]);
});
