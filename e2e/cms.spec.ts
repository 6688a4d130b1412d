// The editor at /admin/ on the served build, against Decap's local backend (decap-server)
// working on a temporary copy of content/, so the tests edit real files and leave the
// repository's alone.
import { spawn, type ChildProcess } from "node:child_process";
import { promises as fs, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { collections } from "../src/cms/config";
import { LOCAL_BACKEND_KEY, seedDefaultSort } from "../src/cms/environment-browser";
import { LOCAL_BACKEND_ORIGIN, localAdminContentSecurityPolicy } from "../src/headers/policy";
import { expect, test } from "./fixtures";
import { patterns } from "../src/content-model/rules";
import { editorAddresses, failedRequest, openMediaLibrary, walkEditor } from "./support/editor-walk";

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

// Each test loads the editor afresh, which takes a while on a busy machine.
test.describe.configure({ mode: "serial", timeout: 90_000 });

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

/** What the editor keeps in the browser after a maintainer's first visit (the lists' sort), as it writes it. */
const afterFirstVisit = (() => {
  const stored = new Map<string, string>();
  seedDefaultSort(
    { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) },
    collections,
  );
  return Object.fromEntries(stored);
})();

/**
 * Opens the editor under the policy npm run cms serves it with (the published one keeps
 * decap-server out), switched to the local backend as a developer switches the published editor.
 * It comes back as a maintainer does, unless `firstVisit`: the first visit starts the page twice
 * (to write the lists' sort), which only the test of that sort needs to pay for.
 */
async function openEditor(page: Page, hash: string, { firstVisit = false } = {}): Promise<void> {
  const stored = { [LOCAL_BACKEND_KEY]: `${LOCAL_BACKEND_ORIGIN}/api/v1`, ...(firstVisit ? {} : afterFirstVisit) };
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    }
  }, stored);
  await page.route(/\/admin\/(index\.html)?$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: { ...response.headers(), "content-security-policy": localAdminContentSecurityPolicy },
    });
  });
  await page.goto(`/admin/${hash}`);
  // The local backend needs no account: the login page has a single button.
  await page.getByRole("button", { name: "Logg inn" }).click();
  // On a busy machine the first entry takes a while to arrive.
  await expect(page.getByText(/^Laster (innlegg|oppføringer)/)).toHaveCount(0, { timeout: 30_000 });
}

/** Where the tests leave the screenshots a reviewer looks at. */
const shotsDir = path.resolve("test-results/cms-screenshots");

const serviceFile = () => path.join(repo, "content/services/videoproduksjon.json");

/**
 * A content file's data, or undefined while it does not parse: the backend writes a file in place
 * (emptied, then written), so a read can catch it half-written, and a throw would end a poll.
 */
async function savedData(file: string): Promise<Record<string, unknown> | undefined> {
  try {
    return JSON.parse(await fs.readFile(file, "utf8")) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

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
  await expect.poll(async () => (await savedData(serviceFile()))?.title, { timeout: 10_000 }).toBe("Film og video");
  // Only the title changed: the rest of the file is as it was, in the same layout.
  const saved = await fs.readFile(serviceFile(), "utf8");
  const original = await fs.readFile(path.resolve("content/services/videoproduksjon.json"), "utf8");
  expect(saved).toBe(original.replace('"title": "Videoproduksjon"', '"title": "Film og video"'));
  expect(cspViolations).toEqual([]);
});

test("a service's card text and search description show in the preview where the site shows them", async ({ page }) => {
  await openEditor(page, "#/collections/services/entries/fotografering");
  const preview = page.frameLocator("#preview-pane");
  await page.getByLabel("Kort beskrivelse (kortet på forsiden)").fill("Bilder som selger, tatt der dere er.");
  await expect(preview.getByRole("article", { name: "Fotografering" })).toContainText(
    "Bilder som selger, tatt der dere er.",
  );
  await page.getByLabel("Beskrivelse for søkemotorer").fill("Fotograf for bedrifter i hele Norge.");
  const result = preview.getByRole("region", { name: /Beskrivelse for søkemotorer/ });
  await expect(result).toContainText("Fotograf for bedrifter i hele Norge.");
  await result.scrollIntoViewIfNeeded();
  await fs.mkdir(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, "service-preview-card-and-search.png") });
});

test("a service with an empty required field is not saved", async ({ page }) => {
  await openEditor(page, "#/collections/services/entries/dronefoto");
  const file = path.join(repo, "content/services/dronefoto.json");
  const before = await fs.readFile(file, "utf8");

  await page.getByLabel("Ingress (under tittelen på siden)").fill("");
  await page.getByRole("button", { name: "Publiser" }).click();
  await page.getByRole("menuitem", { name: "Publiser nå" }).click();

  await expect(page.getByText("Ingress (under tittelen på siden) er påkrevd.")).toBeVisible();
  expect(await fs.readFile(file, "utf8")).toBe(before);
});

/** Publishes the open entry as a maintainer does with the local backend. */
async function publishNow(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publiser" }).click();
  await page.getByRole("menuitem", { name: "Publiser nå" }).click();
}

const contentFiles = (folder: string) =>
  readdirSync(path.resolve("content", folder))
    .filter((name) => name.endsWith(".json"))
    .map((name) => [folder, name.replace(/\.json$/, "")] as const);

// Every entry as it is today, with one text changed: nothing else in it may stop the save.
const entries: (readonly [hash: string, file: string, label: string, key: string])[] = [
  ...[...contentFiles("projects"), ...contentFiles("services")].map(
    ([folder, slug]) =>
      [`#/collections/${folder}/entries/${slug}`, `content/${folder}/${slug}.json`, "Tittel", "title"] as const,
  ),
  ...contentFiles("team").map(
    ([folder, slug]) =>
      [`#/collections/${folder}/entries/${slug}`, `content/${folder}/${slug}.json`, "Navn", "name"] as const,
  ),
  ["#/collections/site/entries/site", "content/site.json", "Slagord (bunnteksten)", "tagline"],
  ["#/collections/forms/entries/forms", "content/forms.json", "Det skjulte feltet mot spam", "trapLabel"],
];

for (const [hash, file, label, key] of entries) {
  test(`${file} can be changed and published as it is`, async ({ page }) => {
    const saved = path.join(repo, file);
    const before = await fs.readFile(saved, "utf8");
    const value = JSON.parse(before)[key] as string;
    await openEditor(page, hash);
    const input = page.getByLabel(label, { exact: true }).first();
    await expect(input).toHaveValue(value);
    await input.fill(`${value} (endret)`);
    await publishNow(page);
    await expect(page.getByText("Innlegg lagret")).toBeVisible({ timeout: 15_000 });
    // Only that text changed: the rest of the file is as it was, in the same layout.
    const expected = before.replace(JSON.stringify(value), JSON.stringify(`${value} (endret)`));
    await expect.poll(() => fs.readFile(saved, "utf8"), { timeout: 10_000 }).toBe(expected);
  });
}

test("a half-filled optional link says what is missing next to the group and is not saved", async ({ page }) => {
  const file = path.join(repo, "content/projects/bravida.json");
  const before = await fs.readFile(file, "utf8");
  await openEditor(page, "#/collections/projects/entries/bravida");
  // The group opens with the arrow beside its label; alone, each of its fields is optional.
  await page.locator('[id^="externalLink-field"]').getByTestId("expand-button").click();
  await page.getByLabel("Lenketekst (valgfritt)", { exact: true }).fill("Se profilen");
  await publishNow(page);
  await expect(page.getByText("Lenke til kundens side: fyll ut Adresse også, eller tøm alle feltene.")).toBeVisible();
  expect(await fs.readFile(file, "utf8")).toBe(before);

  // Both filled: saved, with the link in the file.
  await page.getByLabel("Adresse (valgfritt)", { exact: true }).fill("https://www.instagram.com/bravida");
  await publishNow(page);
  await expect
    .poll(async () => (await savedData(file))?.externalLink, { timeout: 10_000 })
    .toEqual({ label: "Se profilen", url: "https://www.instagram.com/bravida" });
});

test("a pattern mistake reads as a sentence, not as the pattern", async ({ page }) => {
  await openEditor(page, "#/collections/team/entries/sara-fjellheim");
  // The number is written once; one that cannot become a tel: link is refused in words.
  await page.getByLabel("Telefon", { exact: true }).fill("912 34 567");
  await publishNow(page);
  await expect(
    page.getByText(
      "Telefon: skriv nummeret med landskode og bare tall, mellomrom eller bindestrek, f.eks. +47 912 34 567, så det kan bli en ringelenke.",
    ),
  ).toBeVisible();
  await expect(page.getByText(/mønsteret/)).toHaveCount(0);
});

test("the editor reads Norwegian: lists sorted as the site orders them, new entries, lists and previews", async ({
  page,
}) => {
  // Nine views of the editor, each loaded afresh.
  test.setTimeout(120_000);
  const shots = path.resolve("test-results/cms-screenshots");
  await fs.mkdir(shots, { recursive: true });
  await page.setViewportSize({ width: 1400, height: 900 });
  await openEditor(page, "#/collections/projects", { firstVisit: true });
  // "Rekkefølge" decides the list's order, as on the site.
  await expect(page.getByRole("heading", { level: 2 }).filter({ hasNotText: "Samlinger" })).toHaveText([
    // The entries' titles may carry the earlier tests' edits.
    /^Video og sosiale medier for IBKA/,
    /^Videoer til en lokal Instagram-profil/,
    /^Lansering av håndverkerappen Fixano/,
  ]);
  await expect(page.getByRole("link", { name: "Opprett prosjekt" })).toBeVisible();
  await page.screenshot({ path: path.join(shots, "projects.png") });
  // Each list once its entries are in, first by "Rekkefølge".
  const firsts = {
    services: /^Digital markedsføring/,
    team: /^Sara Fjellheim/,
    site: /^Nettstedet \(site\.json\)/,
    forms: /^Skjemaene \(forms\.json\)/,
  };
  for (const [collection, first] of Object.entries(firsts)) {
    await page.goto(`/admin/#/collections/${collection}`);
    await expect(page.getByRole("heading", { level: 2 }).filter({ hasNotText: "Samlinger" }).first()).toHaveText(first);
    await page.screenshot({ path: path.join(shots, `${collection}.png`) });
  }

  await page.goto("/admin/#/collections/projects/entries/ibka");
  await expect(page.getByLabel("Tittel", { exact: true }).first()).toBeVisible();
  // A list of single values shows each item's own text when closed.
  await expect(page.getByText("Legg til stikkord")).toBeVisible();
  await expect(page.getByText(/\bAdd\b|Toggle preview|Sync scrolling/)).toHaveCount(0);
  await page.screenshot({ path: path.join(shots, "project-entry.png"), fullPage: false });

  // A fresh start of the editor (the login is remembered), as a maintainer opens a bookmark.
  await page.goto("about:blank");
  await page.goto("/admin/#/collections/site/entries/site");
  const about = page.frameLocator("#preview-pane");
  await expect(about.getByRole("heading", { level: 1 })).toHaveText("Om Fjellsyn Media", { timeout: 20_000 });
  // The about page's team with their portraits, as the site shows it.
  for (const alt of ["Illustrert portrett av Sara Fjellheim", "Illustrert portrett av Mathias Lunde"]) {
    const portrait = about.getByRole("img", { name: alt });
    await portrait.scrollIntoViewIfNeeded();
    await expect(portrait).toBeVisible();
    await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  }
  await page.screenshot({ path: path.join(shots, "site-entry.png") });

  await page.goto("/admin/#/collections/projects/new");
  await expect(page.getByText("Ingen ulagrede endringer")).toBeVisible();
  await expect(page.getByText("Endringer lagret")).toHaveCount(0);
  await page.screenshot({ path: path.join(shots, "project-new.png") });

  // A new entry's image library lists the images already there, and refuses an oversized upload
  // in the editor's own toast, in the unit the hints use.
  await page.getByRole("button", { name: "Velg et bilde" }).click();
  await expect(page.getByText("fixano.jpg")).toBeVisible();
  await expect(page.getByText("Ingen elementer funnet.")).toHaveCount(0);
  await page.screenshot({ path: path.join(shots, "project-new-library.png") });
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.locator('input[type="file"]').setInputFiles({
    name: "stort-bilde.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.alloc(25_100_000, 1),
  });
  await expect(page.getByRole("status").filter({ hasText: "Filen er for stor." })).toHaveText(
    "Filen er for stor. Et bilde kan være høyst 25 MB.",
  );
  expect(dialogs).toEqual([]);
  expect(await fs.readdir(path.join(repo, "content/images"))).not.toContain("stort-bilde.jpg");
});

/** A small JPEG under the given name. */
const photo = async (name: string) => ({
  name,
  mimeType: "image/jpeg",
  buffer: await fs.readFile(path.resolve("content/images/fixano.jpg")),
});

test("the header's media library refuses what an image field refuses, with the same words", async ({ page }) => {
  await openEditor(page, "#/collections/services");
  const library = await openMediaLibrary(page);
  const upload = library.locator('input[type="file"]');
  await upload.setInputFiles({ name: "stort.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(25_100_000, 1) });
  const refusal = page.getByRole("status").filter({ hasText: "Filen er for stor." });
  await expect(refusal).toHaveText("Filen er for stor. Et bilde kan være høyst 25 MB.");
  await upload.setInputFiles({ name: "film.mp4", mimeType: "video/mp4", buffer: Buffer.alloc(1_000, 1) });
  await expect(page.getByRole("status").filter({ hasText: "film.mp4" })).toHaveText(
    "«film.mp4» er ikke et bilde nettstedet kan vise. Last opp JPG, PNG, WebP eller AVIF; en film velges i feltet «Film» eller «Film øverst».",
  );
  await page.screenshot({ path: path.join(shotsDir, "library-refuses-film.png") });
  const names = await fs.readdir(path.join(repo, "content/images"));
  expect(names.filter((name) => /^(stort|film)/.test(name))).toEqual([]);
  // A picture that fits is taken, under its own name and a suffix no other file has.
  await upload.setInputFiles(await photo("Ny kunde.JPG"));
  await expect(library.getByText(/^ny-kunde-[a-z0-9]{9}\.jpg$/)).toBeVisible();
  await expect
    .poll(async () =>
      (await fs.readdir(path.join(repo, "content/images"))).some((name) => /^ny-kunde-[a-z0-9]{9}\.jpg$/.test(name)),
    )
    .toBe(true);
});

test("the published editor asks for no local backend: no policy violation, and the site's icon in its tab", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|8081/i.test(message.text())) problems.push(message.text());
  });
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(failedRequest(response));
  });
  // As `npm start` serves it: the published policy, no switch to the local backend.
  await page.goto("/admin/");
  await expect(page.getByRole("button", { name: "Logg på med GitHub" })).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
  expect(asked).not.toContain("/favicon.ico");
  const icon = await page.locator('link[rel~="icon"]').getAttribute("href");
  expect(icon).toBeTruthy();
  expect((await page.request.get(new URL(icon ?? "", page.url()).href)).status()).toBe(200);
});

/** The slug the form holds: which entry is being edited. */
const formSlug = (page: Page) => page.getByLabel("Adresse (slug)", { exact: true });

test("the form holds the entry its address names, typed or through Back and Forward, and publishing writes that file", async ({
  page,
}) => {
  // Several loads of the editor and two publishes.
  test.setTimeout(120_000);
  const other = path.join(repo, "content/services/sosiale-medier.json");
  const target = path.join(repo, "content/services/fotografering.json");
  const otherBefore = await fs.readFile(other, "utf8");
  await openEditor(page, "#/collections/services/entries/sosiale-medier");
  await expect(formSlug(page)).toHaveValue("sosiale-medier");

  // A new address typed into the bar: the same page, another entry.
  await page.goto("/admin/#/collections/services/entries/fotografering");
  await expect(formSlug(page)).toHaveValue("fotografering");
  await page.goBack();
  await expect(page).toHaveURL(/entries\/sosiale-medier$/);
  await expect(formSlug(page)).toHaveValue("sosiale-medier");
  await page.goForward();
  await expect(page).toHaveURL(/entries\/fotografering$/);
  await expect(formSlug(page)).toHaveValue("fotografering");
  // Another collection's entry by its address.
  await page.goto("/admin/#/collections/team/entries/mathias-lunde");
  await expect(formSlug(page)).toHaveValue("mathias-lunde");
  await page.goto("/admin/#/collections/services/entries/fotografering");
  await expect(formSlug(page)).toHaveValue("fotografering");

  const title = page.getByLabel("Tittel", { exact: true }).first();
  await title.fill("Foto som selger");
  // With unsaved changes the editor asks first; "no" keeps the entry and what was typed.
  const answers = [false, true];
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.message());
    void (answers.shift() ? dialog.accept() : dialog.dismiss());
  });
  await page.goto("/admin/#/collections/services/entries/sosiale-medier");
  await expect(page).toHaveURL(/entries\/fotografering$/);
  await expect(formSlug(page)).toHaveValue("fotografering");
  await expect(title).toHaveValue("Foto som selger");
  expect(asked).toEqual(["Er du sikker på at du vil forlate siden? Endringer som ikke er lagret, går tapt."]);

  await publishNow(page);
  await expect.poll(async () => (await savedData(target))?.title, { timeout: 10_000 }).toBe("Foto som selger");
  expect(await fs.readFile(other, "utf8")).toBe(otherBefore);

  // "Yes" loads the entry the address names.
  await title.fill("Foto");
  await page.goto("/admin/#/collections/services/entries/sosiale-medier");
  await expect(formSlug(page)).toHaveValue("sosiale-medier");
  expect(asked).toHaveLength(2);
});

test("a published change can be taken back in the same visit: publish, revert, publish again, and the file is as it was", async ({
  page,
}) => {
  // Several loads of the editor and two publishes.
  test.setTimeout(120_000);
  const file = path.join(repo, "content/team/mathias-lunde.json");
  const before = await fs.readFile(file, "utf8");
  await openEditor(page, "#/collections/team/entries/mathias-lunde");
  const name = page.getByLabel("Navn", { exact: true }).first();
  const original = await name.inputValue();

  await name.fill(`${original}Q`);
  await publishNow(page);
  await expect.poll(async () => (await savedData(file))?.name, { timeout: 10_000 }).toBe(`${original}Q`);
  await expect(page.getByText("Ingen ulagrede endringer")).toBeVisible();

  await expect(name).toHaveValue(`${original}Q`);
  await name.fill(original);
  await expect(page.getByText("Ulagrede endringer", { exact: true })).toBeVisible();
  await publishNow(page);
  await expect.poll(() => fs.readFile(file, "utf8"), { timeout: 10_000 }).toBe(before);
});

test("a refused publish says so in a toast naming the field, and opens the closed group that holds it", async ({
  page,
}) => {
  const file = path.join(repo, "content/site.json");
  const before = await fs.readFile(file, "utf8");
  await openEditor(page, "#/collections/site/entries/site");
  const group = page.locator('[id^="about-field"]').getByTestId("expand-button").first();
  await group.click();
  const eyebrow = page.getByLabel("Merkelappen over tittelen", { exact: true });
  await eyebrow.fill("Siden lenge");
  await group.click();
  await expect(eyebrow).toBeHidden();

  await publishNow(page);
  await expect(page.getByRole("status").filter({ hasText: "Ikke publisert" })).toHaveText(
    "Ikke publisert: rett «Merkelappen over tittelen» i «Om-siden».",
  );
  const message = page.getByText("Merkelappen over tittelen: skal inneholde {år}, og ingen andre ord i klammer.");
  await expect(message).toBeVisible();
  await expect(eyebrow).toBeVisible();
  await fs.mkdir(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, "refused-publish.png") });
  expect(await fs.readFile(file, "utf8")).toBe(before);
});

// Each nesting the collections use: the refusal names the place, opens the item and marks the field.
const nestedRefusals = [
  {
    nesting: "a list of objects",
    hash: "#/collections/services/entries/dronefoto",
    file: "content/services/dronefoto.json",
    open: ["features"],
    field: (page: Page) => page.locator('[id^="features-field"]').getByLabel("Tittel", { exact: true }).nth(1),
    value: "T".repeat(78),
    toast: "Ikke publisert: rett «Tittel» i punkt 2 av «Hva vi tilbyr».",
    message: "Tittel: høyst 60 tegn; teksten har 78.",
  },
  {
    nesting: "a list of strings",
    hash: "#/collections/projects/entries/ibka",
    file: "content/projects/ibka.json",
    open: ["tags"],
    field: (page: Page) => page.locator('[id^="tags-field"]').getByLabel("Stikkord", { exact: true }).first(),
    value: "S".repeat(45),
    toast: "Ikke publisert: rett «Stikkord» i stikkord 1 av «Stikkord».",
    message: "Stikkord: høyst 40 tegn; teksten har 45.",
  },
  {
    nesting: "a list inside a group",
    hash: "#/collections/site/entries/site",
    file: "content/site.json",
    open: ["about", "values"],
    field: (page: Page) => page.locator('[id^="values-field"]').getByLabel("Tittel", { exact: true }).nth(2),
    value: "V".repeat(70),
    toast: "Ikke publisert: rett «Tittel» i verdi 3 av «Verdiene» i «Om-siden».",
    message: "Tittel: høyst 60 tegn; teksten har 70.",
  },
  {
    nesting: "a group inside a list (a social profile)",
    hash: "#/collections/site/entries/site",
    file: "content/site.json",
    open: ["social"],
    field: (page: Page) => page.locator('[id^="social-field"]').getByLabel("Navn", { exact: true }).nth(1),
    value: "N".repeat(69),
    toast: "Ikke publisert: rett «Navn» i profil 2 av «Sosiale medier».",
    message: "Navn: høyst 40 tegn; teksten har 69.",
  },
] as const;

for (const { nesting, hash, file, open, field, value, toast, message } of nestedRefusals) {
  test(`a refusal in ${nesting} names the place in a toast, opens the item and marks the field`, async ({ page }) => {
    const saved = path.join(repo, file);
    const before = await fs.readFile(saved, "utf8");
    await openEditor(page, hash);
    for (const name of open) await page.locator(`[id^="${name}-field"]`).getByTestId("expand-button").first().click();
    const input = field(page);
    await input.fill(value);
    // Every item closed again, as a maintainer leaves the list after typing.
    await page
      .locator(`[id^="${open.at(-1)}-field"]`)
      .getByTestId("expand-button")
      .first()
      .click();
    await publishNow(page);
    await expect(page.getByRole("status").filter({ hasText: "Ikke publisert" })).toHaveText(toast);
    await expect(page.getByText(message)).toBeVisible();
    await expect(input).toBeVisible();
    await fs.mkdir(shotsDir, { recursive: true });
    await page.screenshot({ path: path.join(shotsDir, `refused-${open.at(-1)}.png`) });
    expect(await fs.readFile(saved, "utf8")).toBe(before);
  });
}

test("a text longer than its place holds is refused, with the limit in the hint and in the message", async ({
  page,
}) => {
  const file = path.join(repo, "content/services/dronefoto.json");
  const before = await fs.readFile(file, "utf8");
  await openEditor(page, "#/collections/services/entries/dronefoto");
  await expect(page.getByText("Høyst 60 tegn.").first()).toBeVisible();
  await page.getByLabel("Tittel", { exact: true }).first().fill("Dronefoto ".repeat(61).trim());
  await publishNow(page);
  await expect(page.getByText("Tittel: høyst 60 tegn; teksten har 609.")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Ikke publisert" })).toHaveText(
    "Ikke publisert: rett «Tittel».",
  );
  expect(await fs.readFile(file, "utf8")).toBe(before);
});

test("lists count their items in their own words", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await openEditor(page, "#/collections/projects/entries/ibka");
  await expect(page.getByText("5 steg", { exact: true })).toBeVisible();
  await expect(page.getByText("Legg til steg")).toBeVisible();
  await expect(page.getByText("Legg til stikkord")).toBeVisible();
  await expect(page.getByText(/løsningen$/)).toHaveCount(0);
  await page.getByText("5 steg", { exact: true }).scrollIntoViewIfNeeded();
  await fs.mkdir(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, "list-counters.png") });

  await page.goto("/admin/#/collections/services/entries/videoproduksjon");
  await expect(page.getByText("4 punkter", { exact: true })).toBeVisible();
  await expect(page.getByText("Legg til punkt", { exact: true })).toBeVisible();
});

/** Picks a picture in the open library by its file name, found through the library's search. */
async function pickFromLibrary(page: Page, name: string): Promise<void> {
  await page.getByPlaceholder("Søk...").fill(name.replace(/\.\w+$/, ""));
  await page.getByText(name, { exact: true }).click();
  await page.getByRole("button", { name: "Velg markert" }).click();
}

test("the media library shows every picture of the site, found by name, and an image field picks from them all", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await fs.mkdir(shotsDir, { recursive: true });
  await openEditor(page, "#/collections/services");
  for (const [device, size] of [
    ["desktop", { width: 1440, height: 900 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto("/admin/#/collections/services");
    // "Mediebibliotek" in the header: the pictures of every collection and page, each under its file name.
    const library = await openMediaLibrary(page);
    // The library fades in: the picture a reviewer looks at is taken as it ends.
    await page.screenshot({ path: path.join(shotsDir, `media-library-${device}.png`), animations: "disabled" });
    const search = library.getByPlaceholder("Søk...");
    for (const [query, name, other] of [
      ["sara", "sara-fjellheim.jpg", "ibka.jpg"],
      ["ibka", "ibka.jpg", "sara-fjellheim.jpg"],
      ["hero", "hero.jpg", "ibka.jpg"],
      ["video", "videoproduksjon.jpg", "hero.jpg"],
    ] as const) {
      await search.fill(query);
      await expect(library.getByText(name, { exact: true })).toBeVisible();
      await expect(library.getByText(other, { exact: true })).toHaveCount(0);
    }
    await page.screenshot({ path: path.join(shotsDir, `media-library-search-${device}.png`) });
    await page.keyboard.press("Escape");
  }

  // A team member's portrait is chosen among the same pictures, and saved as a path from the JSON file.
  await page.setViewportSize({ width: 1440, height: 900 });
  const member = path.join(repo, "content/team/sara-fjellheim.json");
  await page.goto("/admin/#/collections/team/entries/sara-fjellheim");
  await expect(page.getByText("Ingen ulagrede endringer")).toBeVisible();
  await page.getByRole("button", { name: "Velg et annet bilde" }).click();
  await expect(page.getByText("ibka.jpg", { exact: true })).toBeVisible();
  await page.screenshot({ path: path.join(shotsDir, "entry-library-desktop.png"), animations: "disabled" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(shotsDir, "entry-library-phone.png") });
  await page.setViewportSize({ width: 1440, height: 900 });
  await pickFromLibrary(page, "mathias-lunde.jpg");
  await publishNow(page);
  await expect
    .poll(async () => (await savedData(member))?.photo, { timeout: 10_000 })
    .toBe("../images/mathias-lunde.jpg");
});

// content/site.json sits beside the images' folder, not in a folder of its own like the collections.
test("an image picked for content/site.json is saved as a path from that file, which the build accepts", async ({
  page,
}) => {
  await openEditor(page, "#/collections/site/entries/site");
  await expect(page.getByText("Ingen ulagrede endringer")).toBeVisible();
  const site = path.join(repo, "content/site.json");
  await page.getByRole("button", { name: "Velg et annet bilde" }).first().click();
  await pickFromLibrary(page, "hero.jpg");
  await publishNow(page);
  await expect.poll(async () => (await savedData(site))?.ogImage, { timeout: 10_000 }).toBe("images/hero.jpg");
  const written = String((await savedData(site))?.ogImage);
  expect(written).toMatch(patterns.relativeImage);
  await expect(fs.access(path.join(repo, "content", written))).resolves.toBeUndefined();
});

test("no page error, console error or failed request on any list, entry, new entry or the media library", async ({
  page,
}) => {
  // The walk opens twenty-one views and the editor twice: about a minute alone, two beside the
  // other worker (119.6 s in a passing run). Each view still has its own 20 s limit.
  test.setTimeout(240_000);
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(failedRequest(response));
  });
  await openEditor(page, "#/collections/services");
  await walkEditor(page, editorAddresses(entries.map(([hash]) => hash)), 20_000);
  expect(problems).toEqual([]);
});
