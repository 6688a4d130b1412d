// The editor at /admin/ of the served build against Decap's local backend (decap-server), which
// works on a temporary copy of content/. The editor loads once: every test moves inside it by
// address, as a maintainer does.
import { spawn, type ChildProcess } from "node:child_process";
import { promises as fs, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Dialog, Locator, Page } from "@playwright/test";
import { LOCAL_BACKEND_KEY } from "../src/cms/environment-browser";
import { ffmpeg, run } from "../src/films/ffmpeg";
import { localAdminPolicy } from "../src/headers/policy";
import { expect, failedRequest, test } from "./fixtures";
import { baseURL } from "./support/servers";

/** Every list, every entry given, and a new entry of each collection that has them. */
const editorAddresses = (entries: readonly string[]): string[] => [
  ...["services", "projects", "team", "site", "forms"].map((name) => `#/collections/${name}`),
  ...entries,
  ...["services", "projects", "team"].map((name) => `#/collections/${name}/new`),
];

/** An entry's form is drawn once its toolbar says whether anything is unsaved. */
const entryDrawn = (page: Page): Locator => page.getByText(/^(Ingen ulagrede endringer|Ulagrede endringer)$/);

/** A collection's list, once its entries' headings are there. */
const listDrawn = (page: Page): Locator =>
  page.getByRole("heading", { level: 2 }).filter({ hasNotText: "Samlinger" }).first();

/** Opens the site-wide media library from the header (above a list) and waits until its pictures are drawn. */
async function openMediaLibrary(page: Page, timeout = 20_000): Promise<Locator> {
  await page.getByRole("button", { name: "Mediebibliotek" }).click();
  const library = page.getByRole("dialog").filter({ has: page.getByRole("heading", { name: "Mediebibliotek" }) });
  const pictures = library.locator("img");
  await expect(pictures.first()).toBeVisible({ timeout });
  await expect
    .poll(() => pictures.evaluateAll((images: HTMLImageElement[]) => images.every((image) => image.naturalWidth > 0)), {
      timeout,
    })
    .toBe(true);
  return library;
}

/** Opens a list, or an entry from its list so the form opens afresh on it, and waits until it is drawn. */
async function openAfresh(page: Page, hash: string, timeout?: number): Promise<void> {
  const list = hash.replace(/^(#\/collections\/[^/]+).*$/, "$1");
  await page.goto(`/admin/${list}`);
  await expect(listDrawn(page)).toBeVisible({ timeout });
  if (hash === list) return;
  await page.goto(`/admin/${hash}`);
  await expect(entryDrawn(page)).toBeVisible({ timeout });
  // The site's own views draw the preview of every collection but the forms' texts; one that throws draws nothing.
  if (!hash.includes("/forms/")) {
    await expect(page.frameLocator("#preview-pane").getByRole("main"), `the preview of ${hash}`).toBeAttached({
      timeout,
    });
  }
}

async function walkEditor(page: Page, addresses: readonly string[], timeout: number): Promise<void> {
  for (const address of addresses) {
    await openAfresh(page, address, timeout);
    // The pictures the view asks for once drawn (thumbnails) have arrived or failed.
    await expect
      .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)), { timeout })
      .toBe(true);
  }
  // The media library has no address of its own: it opens over a list.
  await page.goto("/admin/#/collections/services");
  await expect(listDrawn(page)).toBeVisible({ timeout });
  await openMediaLibrary(page, timeout);
  await page.keyboard.press("Escape");
}

const require = createRequire(__filename);
let repo = "";
let backend: ChildProcess | undefined;
let page: Page;
/** Page errors, console errors and failed requests, from the first load on. */
const problems: string[] = [];
/** The questions the page asked, and the answers to give the next ones (no, unless told). */
const asked: string[] = [];
const answers: boolean[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(60_000);
  repo = await fs.mkdtemp(path.join(os.tmpdir(), "fjellsyn-cms-"));
  await fs.cp(path.resolve("content"), path.join(repo, "content"), { recursive: true });
  const origin = `http://localhost:${await freePort()}`;
  backend = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: { ...process.env, GIT_REPO_DIRECTORY: repo, MODE: "fs", PORT: new URL(origin).port, LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  const info = { method: "POST", headers: { "content-type": "application/json" }, body: '{"action":"info"}' };
  const up = () =>
    fetch(`${origin}/api/v1`, info)
      .then((response) => response.ok)
      .catch(() => false);
  await expect.poll(up, { timeout: 15_000 }).toBe(true);

  const context = await browser.newContext({ baseURL, locale: "nb-NO", viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(failedRequest(response));
  });
  // The published editor, switched to the local backend as a developer switches it, under the
  // policy `npm run cms` serves it with. Its first visit writes the lists' sort and starts again.
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    LOCAL_BACKEND_KEY,
    `${origin}/api/v1`,
  ] as const);
  await page.route(/\/admin\/(index\.html)?$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: { ...response.headers(), "content-security-policy": localAdminPolicy(origin) },
    });
  });
  await page.goto("/admin/#/collections/projects");
  await page.getByRole("button", { name: "Logg inn" }).click();
  await expect(listDrawn(page)).toBeVisible({ timeout: 30_000 });
});

test.afterAll(async () => {
  await page?.context().close();
  backend?.kill();
  if (repo) await fs.rm(repo, { recursive: true, force: true });
});

const answer = (dialog: Dialog) => {
  asked.push(dialog.message());
  void ((answers.shift() ?? dialog.type() === "beforeunload") ? dialog.accept() : dialog.dismiss());
};

const text = (file: string) => fs.readFile(path.join(repo, file), "utf8");
/** A content file as saved (after a publish, which waits for the write). */
const saved = async (file: string) => JSON.parse(await text(file)) as Record<string, unknown>;

/** Opens a list, or an entry from its list (moves by address are tested on their own below). */
const go = (hash: string) => openAfresh(page, hash);

const pressPublish = async () => {
  await page.getByRole("button", { name: "Publiser" }).click();
  await page.getByRole("menuitem", { name: "Publiser nå" }).click();
};

/** Publishes the open entry, and waits until the editor has read it again from its file. */
async function publish(): Promise<void> {
  const reopened = page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let left = false;
        window.addEventListener("hashchange", function listen() {
          if (!location.hash.includes("/entries/")) left = true;
          else if (left) resolve(window.removeEventListener("hashchange", listen));
        });
      }),
  );
  await pressPublish();
  await reopened;
  await expect(page.getByText("Ingen ulagrede endringer", { exact: true })).toBeVisible({ timeout: 15_000 });
}

/** A file as it was with top-level texts changed: the rest, layout included, stays as it was. */
const withTexts = (file: string, texts: Record<string, string>) =>
  Object.entries(texts).reduce(
    (changed, [key, value]) =>
      changed.replace(`"${key}": ${JSON.stringify(JSON.parse(file)[key])}`, `"${key}": ${JSON.stringify(value)}`),
    file,
  );
const field = (label: string) => page.getByLabel(label, { exact: true }).first();
const refusal = () => page.getByRole("status").filter({ hasText: "Ikke publisert" });
const expand = (name: string) => page.locator(`[id^="${name}-field"]`).getByTestId("expand-button").first();
const preview = () => page.frameLocator("#preview-pane");

test("no page error, console error or failed request on any list, entry, new entry or the media library", async () => {
  const entries = ["projects", "services", "team"].flatMap((folder) =>
    readdirSync(path.resolve("content", folder)).map(
      (name) => `#/collections/${folder}/entries/${name.replace(/\.json$/, "")}`,
    ),
  );
  // "Rekkefølge" orders the lists, as on the site.
  await expect(page.getByRole("heading", { level: 2 }).filter({ hasNotText: "Samlinger" })).toHaveText([
    /^Video og sosiale medier for IBKA/,
    /^Videoer til en lokal Instagram-profil/,
    /^Lansering av håndverkerappen Fixano/,
  ]);
  await walkEditor(
    page,
    editorAddresses([...entries, "#/collections/site/entries/site", "#/collections/forms/entries/forms"]),
    20_000,
  );
  expect(problems).toEqual([]);
  page.on("dialog", answer);
});

test("the preview shows every field as the site does, and a publish writes only the changed text", async () => {
  const service = "content/services/videoproduksjon.json";
  const serviceBefore = await text(service);
  await go("#/collections/services/entries/videoproduksjon");
  await test.step("a service: its page, its card on the home page and its search result", async () => {
    await field("Tittel").fill("Film og video");
    const heading = preview().getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Film og video");
    await expect(heading).toHaveCSS("color", "rgb(10, 34, 54)");
    await expect(preview().getByRole("banner")).toContainText("Fjellsyn Media");
    await field("Kort beskrivelse (kortet på forsiden)").fill("Bilder som beveger.");
    await expect(preview().getByRole("article", { name: "Film og video" })).toContainText("Bilder som beveger.");
    await field("Beskrivelse for søkemotorer").fill("Film for bedrifter i hele Norge.");
    await expect(preview().getByRole("region", { name: /Beskrivelse for søkemotorer/ })).toContainText(
      "Film for bedrifter i hele Norge.",
    );
  });
  await publish();
  expect(await text(service)).toBe(
    withTexts(serviceBefore, {
      title: "Film og video",
      description: "Bilder som beveger.",
      metaDescription: "Film for bedrifter i hele Norge.",
    }),
  );

  await test.step("a project's card text and the site's search description", async () => {
    const project = "content/projects/fixano.json";
    const projectBefore = await text(project);
    await go("#/collections/projects/entries/fixano");
    await field("Kort beskrivelse (kortet)").fill("Et kort som sier det viktigste.");
    const card = preview().getByRole("article").filter({ hasText: "Et kort som sier det viktigste." });
    await expect
      .poll(() => card.getByRole("img").evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await publish();
    expect(await text(project)).toBe(withTexts(projectBefore, { description: "Et kort som sier det viktigste." }));

    const site = "content/site.json";
    const siteBefore = await text(site);
    await go("#/collections/site/entries/site");
    await field("Beskrivelse for søkemotorer").fill("Film og foto fra Vestlandet.");
    await expect(
      preview()
        .getByRole("region", { name: /Beskrivelse for søkemotorer/ })
        .first(),
    ).toContainText("Film og foto fra Vestlandet.");
    // The about page's team with their portraits, as the site shows it.
    const portrait = preview().getByRole("img", { name: "Illustrert portrett av Sara Fjellheim" });
    await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await publish();
    expect(await text(site)).toBe(withTexts(siteBefore, { description: "Film og foto fra Vestlandet." }));
  });
});

test("the form holds the entry its address names: typed, Back and Forward, after a publish; a published change can be taken back", async () => {
  const slug = page.getByLabel("Adresse (slug)", { exact: true });
  const other = "content/services/sosiale-medier.json";
  const target = "content/services/fotografering.json";
  const otherBefore = await text(other);
  const targetBefore = await text(target);
  await go("#/collections/services/entries/sosiale-medier");
  await expect(slug).toHaveValue("sosiale-medier");
  await page.goto("/admin/#/collections/services/entries/fotografering");
  await expect(slug).toHaveValue("fotografering");
  await page.goBack();
  await expect(page).toHaveURL(/entries\/sosiale-medier$/);
  await expect(slug).toHaveValue("sosiale-medier");
  await page.goForward();
  await expect(page).toHaveURL(/entries\/fotografering$/);
  await expect(slug).toHaveValue("fotografering");
  await page.goto("/admin/#/collections/team/entries/mathias-lunde");
  await expect(slug).toHaveValue("mathias-lunde");

  // An address changed while the form still loads its entry is followed too.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/v1", async (route) => {
    if (route.request().postData()?.includes("fotografering.json")) await held;
    await route.continue().catch(() => {});
  });
  await page.goto("/admin/#/collections/services/entries/fotografering");
  await expect(slug).toBeHidden();
  await page.goto("/admin/#/collections/services/entries/digital-markedsforing");
  // A form still loading starts the editor again on the address: a whole first load.
  await expect(slug).toHaveValue("digital-markedsforing", { timeout: 30_000 });
  release();
  await page.unroute("**/api/v1");
  await page.goto("/admin/#/collections/services/entries/fotografering");
  await expect(slug).toHaveValue("fotografering");

  const title = field("Tittel");
  const original = await title.inputValue();
  await title.fill("Foto som selger");
  // With unsaved changes the editor asks first; "no" keeps the entry and what was typed.
  asked.length = 0;
  answers.push(false);
  await page.goto("/admin/#/collections/services/entries/sosiale-medier");
  await expect(page).toHaveURL(/entries\/fotografering$/);
  await expect(slug).toHaveValue("fotografering");
  await expect(title).toHaveValue("Foto som selger");
  expect(asked).toEqual(["Er du sikker på at du vil forlate siden? Endringer som ikke er lagret, går tapt."]);

  await publish();
  expect((await saved(target)).title).toBe("Foto som selger");
  expect(await text(other)).toBe(otherBefore);
  // Back to the text before, in the same visit: a change again, and the file is as it was.
  await title.fill(original);
  await expect(page.getByText("Ulagrede endringer", { exact: true })).toBeVisible();
  await publish();
  expect(await text(target)).toBe(targetBefore);

  // "Yes" loads the entry the address names.
  await title.fill("Foto");
  answers.push(true);
  await page.goto("/admin/#/collections/services/entries/sosiale-medier");
  await expect(slug).toHaveValue("sosiale-medier");
  await expect(field("Tittel")).toHaveValue(String(JSON.parse(otherBefore).title));

  // An address that names no entry (deleted, or renamed) says so and opens the list, not an empty form.
  await page.goto("/admin/#/collections/services/entries/finnes-ikke");
  await expect(page.getByRole("status").filter({ hasText: "Fant ikke" })).toHaveText(
    "Fant ikke innlegget på den adressen: det er slettet eller har fått en ny adresse. Velg det i listen.",
  );
  await expect(page).toHaveURL(/#\/collections\/services$/);
  await expect(listDrawn(page)).toBeVisible();
});

test("a refused publish says in one Norwegian toast where each mistake is, opens what holds it, and is gone once saved", async () => {
  await test.step("an empty required field and a too long title in a closed list item", async () => {
    const file = "content/services/dronefoto.json";
    const before = await text(file);
    await go("#/collections/services/entries/dronefoto");
    await expect(page.getByText("Høyst 60 tegn.").first()).toBeVisible();
    const lead = field("Ingress (under tittelen på siden)");
    await lead.fill("");
    await expand("features").click();
    const item = page.locator('[id^="features-field"]').getByLabel("Tittel", { exact: true }).nth(1);
    await item.fill("T".repeat(78));
    await expand("features").click();
    await expect(item).toBeHidden();
    await pressPublish();
    await expect(refusal()).toHaveText(
      "Ikke publisert: rett de 2 feltene «Ingress (under tittelen på siden)» og «Tittel» i punkt 2 av «Hva vi tilbyr».",
    );
    await expect(page.getByText("Tittel: høyst 60 tegn; teksten har 78.")).toBeVisible();
    await expect(item).toBeVisible();
    await expect(page.getByText("Oisann", { exact: false })).toBeHidden();
    expect(await text(file)).toBe(before);
  });

  await test.step("a closed group, and a list inside a group", async () => {
    answers.push(true);
    const file = "content/site.json";
    const before = await text(file);
    await go("#/collections/site/entries/site");
    await expand("about").click();
    const eyebrow = field("Merkelappen over tittelen");
    await eyebrow.fill("Siden lenge");
    await expand("values").click();
    const value = page.locator('[id^="values-field"]').getByLabel("Tittel", { exact: true }).nth(2);
    await value.fill("V".repeat(70));
    await expand("about").click();
    await expect(eyebrow).toBeHidden();
    await pressPublish();
    await expect(refusal()).toHaveText(
      "Ikke publisert: rett de 2 feltene «Merkelappen over tittelen» i «Om-siden» og «Tittel» i verdi 3 av «Verdiene» i «Om-siden».",
    );
    await expect(
      page.getByText("Merkelappen over tittelen: skal inneholde {år}, og ingen andre ord i klammer."),
    ).toBeInViewport();
    await expect(value).toBeVisible();
    expect(await text(file)).toBe(before);
  });

  await test.step("a list of texts, counted in its own words", async () => {
    answers.push(true);
    await go("#/collections/projects/entries/ibka");
    await expect(page.getByText("5 steg", { exact: true })).toBeVisible();
    await expand("tags").click();
    await page.locator('[id^="tags-field"]').getByLabel("Stikkord", { exact: true }).first().fill("S".repeat(45));
    await pressPublish();
    await expect(refusal()).toHaveText("Ikke publisert: rett «Stikkord» i stikkord 1 av «Stikkord».");
    await expect(page.getByText("Stikkord: høyst 40 tegn; teksten har 45.")).toBeInViewport();
  });

  await test.step("a pattern reads as a sentence", async () => {
    answers.push(true);
    await go("#/collections/team/entries/sara-fjellheim");
    await field("Telefon").fill("912 34 567");
    await pressPublish();
    await expect(
      page.getByText(
        "Telefon: skriv nummeret med landskode og bare tall, mellomrom eller bindestrek, f.eks. +47 912 34 567, så det kan bli en ringelenke.",
      ),
    ).toBeVisible();
  });

  await test.step("a half-filled optional group says what is missing; filled, it is saved", async () => {
    answers.push(true);
    const file = "content/projects/bravida.json";
    await go("#/collections/projects/entries/bravida");
    await expand("externalLink").click();
    await field("Lenketekst (valgfritt)").fill("Se profilen");
    await pressPublish();
    await expect(page.getByText("Lenke til kundens side: fyll ut Adresse også, eller tøm alle feltene.")).toBeVisible();
    await expect(refusal()).toBeVisible();
    await field("Adresse (valgfritt)").fill("https://www.instagram.com/bravida");
    await publish();
    await expect(refusal()).toBeHidden();
    expect((await saved(file)).externalLink).toEqual({
      label: "Se profilen",
      url: "https://www.instagram.com/bravida",
    });
  });
});

/** A small JPEG under the given name. */
const photo = async (name: string) => ({
  name,
  mimeType: "image/jpeg",
  buffer: await fs.readFile(path.resolve("content/images/fixano.jpg")),
});

test("an upload never replaces a file, and the film field refuses in Norwegian what the build refuses", async () => {
  const testInfo = test.info();
  const images = path.join(repo, "content/images");
  asked.length = 0;
  await test.step("an upload under a name in use, its picture hidden by the search, gets a name of its own", async () => {
    const old = await fs.readFile(path.join(images, "videoproduksjon.jpg"));
    await go("#/collections/services/entries/videoproduksjon");
    await page.getByRole("button", { name: "Velg et annet bilde" }).click();
    const library = page.getByRole("dialog");
    await library.getByPlaceholder("Søk...").fill("fixano");
    await expect(library.getByText("videoproduksjon.jpg", { exact: true })).toHaveCount(0);
    await library.locator('input[type="file"]').setInputFiles(await photo("videoproduksjon.jpg"));
    await library.getByPlaceholder("Søk...").fill("");
    await expect(library.getByText(/^videoproduksjon-[a-z0-9]{9}\.jpg$/)).toBeVisible();
    await page.getByRole("button", { name: "Velg markert" }).click();
    await publish();
    expect((await saved("content/services/videoproduksjon.json")).image).toMatch(
      /^\.\.\/images\/videoproduksjon-[a-z0-9]{9}\.jpg$/,
    );
    expect(await fs.readFile(path.join(images, "videoproduksjon.jpg"))).toEqual(old);
  });

  await test.step("the film field refuses a long film and a file that is no film; a film that fits is named after the hero", async () => {
    const films = path.join(repo, "content/videos");
    const before = await fs.readdir(films);
    const film = async (name: string, seconds: number) => {
      const file = testInfo.outputPath(name);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await run(ffmpeg.path, [
        ...["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=128x72:rate=2", "-t", String(seconds)],
        ...["-c:v", "libx264", "-pix_fmt", "yuv420p", file],
      ]);
      return file;
    };
    await go("#/collections/site/entries/site");
    // A picture for content/site.json is saved as a path from that file, beside the images' folder.
    await page.getByRole("button", { name: "Velg et annet bilde" }).first().click();
    await page.getByPlaceholder("Søk...").fill("hero");
    await page.getByText("hero.jpg", { exact: true }).click();
    await page.getByRole("button", { name: "Velg markert" }).click();

    await expand("hero").click();
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
    await publish();
    const site = await saved("content/site.json");
    expect(site?.ogImage).toBe("images/hero.jpg");
    expect((site?.hero as { video?: string }).video).toMatch(/^videos\/hero-[a-z0-9]{9}\.mp4$/);
    const added = (await fs.readdir(films)).filter((name) => !before.includes(name));
    expect(added).toEqual([expect.stringMatching(/^hero-[a-z0-9]{9}\.mp4$/)]);
  });
});

test("the header's library refuses in Norwegian, names an upload of its own, and can't delete a picture in use", async () => {
  const images = path.join(repo, "content/images");
  asked.length = 0;
  {
    await go("#/collections/projects");
    const library = await openMediaLibrary(page);
    const upload = library.locator('input[type="file"]');
    await upload.setInputFiles({ name: "stort.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(25_100_000, 1) });
    await expect(page.getByRole("status").filter({ hasText: "Filen er for stor." })).toHaveText(
      "Filen er for stor. Et bilde kan være høyst 25 MB.",
    );
    await upload.setInputFiles({ name: "film.mp4", mimeType: "video/mp4", buffer: Buffer.alloc(1_000, 1) });
    await expect(page.getByRole("status").filter({ hasText: "film.mp4" })).toHaveText(
      "«film.mp4» er ikke et bilde nettstedet kan vise. Last opp JPG, PNG, WebP eller AVIF; en film velges i feltet «Film» eller «Film øverst».",
    );
    await upload.setInputFiles(await photo("Ny kunde.JPG"));
    await expect(library.getByText(/^ny-kunde-[a-z0-9]{9}\.jpg$/)).toBeVisible();
    const names = await fs.readdir(images);
    expect(names.filter((name) => /^(stort|film|ny-kunde)/.test(name))).toEqual([expect.stringMatching(/^ny-kunde-/)]);

    await library.getByPlaceholder("Søk...").fill("bravida");
    await expect(library.getByText("ibka.jpg", { exact: true })).toHaveCount(0);
    await library.getByText("bravida.jpg", { exact: true }).click();
    answers.push(true);
    await library.getByRole("button", { name: "Slett markert" }).click();
    await expect(page.getByText(/^«bravida\.jpg» kan ikke slettes:/)).toHaveText(
      "«bravida.jpg» kan ikke slettes: «Videoer til en lokal Instagram-profil» i «Prosjekter» bruker den. Velg en annen fil der først.",
    );
    await expect(fs.access(path.join(images, "bravida.jpg"))).resolves.toBeUndefined();
  }

  // Only the deletion asked (Decap's confirmation); no upload did.
  expect(asked).toEqual(["Vil du slette den markerte filen for godt? Den slettes med en gang, også fra nettstedet."]);
  expect(problems.filter((problem) => !problem.startsWith("console:"))).toEqual([]);
});

test("the published editor asks for no local backend: no policy violation, and the site's icon in its tab", async ({
  page: published,
}) => {
  const trouble: string[] = [];
  published.on("console", (message) => {
    if (/Content Security Policy|8081/i.test(message.text())) trouble.push(message.text());
  });
  const requested: string[] = [];
  published.on("request", (request) => requested.push(new URL(request.url()).pathname));
  published.on("response", (response) => {
    if (response.status() >= 400) trouble.push(failedRequest(response));
  });
  await published.goto("/admin/");
  await expect(published.getByRole("button", { name: "Logg på med GitHub" })).toBeVisible({ timeout: 20_000 });
  await published.waitForLoadState("networkidle");
  expect(trouble).toEqual([]);
  expect(requested).not.toContain("/favicon.ico");
  const icon = await published.locator('link[rel~="icon"]').getAttribute("href");
  expect((await published.request.get(new URL(icon ?? "", published.url()).href)).status()).toBe(200);
});
