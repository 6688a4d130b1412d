import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import forms from "../../../content/forms.json";
import site from "../../../content/site.json";
import { textLimits } from "../rules";
import { checkContent, filmReferences, validateContent, type ContentEntry } from "../validate";

const service = {
  slug: "videoproduksjon",
  order: 3,
  icon: "video",
  title: "Videoproduksjon",
  description: "Video som forteller historien din.",
  metaDescription: "Videoproduksjon for bedrifter.",
  lead: "Vi lager video.",
  image: "../images/videoproduksjon.jpg",
  imageAlt: "Kamera på stativ",
  features: ["Reklamefilm", "Sosiale medier", "Intervju", "Redigering"].map((title) => ({ title, text: "Tekst." })),
  ctaHeading: "Klar for video?",
  ctaText: "Ta kontakt.",
};
const project = {
  slug: "ibka",
  order: 1,
  client: "IBKA",
  title: "Video for IBKA",
  description: "Video og sosiale medier.",
  tags: ["Videoproduksjon"],
  metaDescription: "Case.",
  image: "../images/ibka.jpg",
  imageAlt: "Byggeplass",
  intro: "Intro.",
  video: "../videos/ibka.mp4",
  challenge: "Utfordring.",
  solution: ["1", "2", "3", "4", "5"],
};
const serviceFile = "content/services/videoproduksjon.json";
const problems = (data: Record<string, unknown>, type: ContentEntry["type"] = "Service", folder?: string) =>
  validateContent({ type, data, file: type === "Service" ? serviceFile : "content/x.json", folder });

describe("validateContent", () => {
  it("accepts the content as it is", () => {
    expect(problems(service)).toEqual([]);
    expect(problems(project, "Project")).toEqual([]);
    expect(problems(site, "SiteIdentity")).toEqual([]);
    expect(problems(forms, "FormCopy")).toEqual([]);
  });

  it.each([
    [{ title: undefined }, "title is required (non-empty text)"],
    [
      { title: "Video".padEnd(614, "o") },
      `title has 614 characters, more than the ${textLimits.heading} its place on the page holds`,
    ],
    [{ features: service.features.slice(0, 3) }, "features must have exactly 4 items"],
    [
      { features: service.features.map((f, i) => (i === 2 ? { ...f, text: "" } : f)) },
      "features[2].text is required (non-empty text)",
    ],
    [{ description: " Video. " }, "description must be a trimmed string"],
    [{ icon: "rocket" }, "icon must be one of: megaphone, share, video, drone, camera, compass"],
    [{ slug: "Video Produksjon" }, "slug must use only lower-case a–z, digits and hyphens"],
    [{ image: "https://example.no/x.jpg" }, "image must be a relative path to an image (.jpg, .png, .webp, .avif)"],
  ])("names the file, the entry and the field: %j", (change, problem) => {
    const slug = "slug" in change ? change.slug : service.slug;
    expect(problems({ ...service, ...change })).toEqual([`${serviceFile} (service "${slug}"): ${problem}`]);
  });

  it("names a misspelt field instead of ignoring it, with every other problem at once", () => {
    const { features, title: _title, ...rest } = service;
    expect(problems({ ...rest, featurs: features })).toEqual([
      `${serviceFile} (service "videoproduksjon"): title is required (non-empty text)`,
      `${serviceFile} (service "videoproduksjon"): features is required`,
      `${serviceFile} (service "videoproduksjon"): entry has unknown fields: featurs (check the spelling)`,
    ]);
  });

  it("checks the patterns of phone numbers, films and links", () => {
    const [member] = problems({ ...site, phone: "912 34 567 (mobil)" }, "SiteIdentity");
    expect(member).toMatch(/phone must be a phone number with its country code, such as \+47 912 34 567$/);
    expect(problems({ ...project, video: "../videos/ibka.webm" }, "Project")).toEqual([
      'content/x.json (project "ibka"): video must be a relative path to a film (.mp4, .mov)',
    ]);
    expect(problems({ ...project, video: "../videos/IMG_0042.MOV" }, "Project")).toEqual([]);
    expect(problems({ ...project, externalLink: { label: "Se", url: "http://ibka.no" } }, "Project")).toEqual([
      'content/x.json (project "ibka"): externalLink.url must be a full address (https://…)',
    ]);
    expect(problems({ ...project, solution: ["1", "2", "3", "4"] }, "Project")).toEqual([
      'content/x.json (project "ibka"): solution must have exactly 5 items',
    ]);
  });

  it("names a text whose placeholder was dropped, misspelt or is not its own", () => {
    const social = (socialLink: string) => problems({ ...site, ui: { ...site.ui, socialLink } }, "SiteIdentity");
    const at = 'content/x.json (site "fjellsyn"): ui.socialLink';
    expect(social("Følg {firma} på {network}")).toEqual([`${at} must contain {nettverk}, which the site fills in`]);
    expect(social("Følg {firma} på {nettverk} {år}")).toEqual([
      `${at} has {år}, which nothing fills in here (it may hold only {firma} and {nettverk})`,
    ]);
    expect(social("{nettverk}: følg {firma} der")).toEqual([]);
    const contact = { ...forms.contact, failureText: "Skriv til {epost} eller {e-post}.", submit: "Send til {e-post}" };
    expect(problems({ ...forms, contact }, "FormCopy")).toEqual([
      "content/x.json (form texts): contact.submit has {e-post}, which nothing fills in here (it may hold none)",
      "content/x.json (form texts): contact.failureText has {epost}, which nothing fills in here (it may hold only {e-post})",
    ]);
  });

  it("with the entry's folder, names the files that are not there", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    fs.mkdirSync(path.join(root, "projects"));
    fs.mkdirSync(path.join(root, "images"));
    fs.writeFileSync(path.join(root, "images/ibka.jpg"), "");
    expect(problems(project, "Project", path.join(root, "projects"))).toEqual([
      'content/x.json (project "ibka"): video points to "../videos/ibka.mp4", which does not exist',
    ]);
    fs.rmSync(root, { recursive: true, force: true });
  });
});

test("checkContent reports the second file that reuses a slug of its type, and the file that had it first", () => {
  const entry = (type: ContentEntry["type"], file: string, data: Record<string, unknown>) => ({ type, data, file });
  expect(
    checkContent([
      entry("Service", "content/services/dronefoto.json", { ...service, slug: "dronefoto" }),
      entry("Project", "content/projects/dronefoto.json", { ...project, slug: "dronefoto" }),
      entry("Service", "content/services/drone-kopi.json", { ...service, slug: "dronefoto" }),
    ]),
  ).toEqual([
    'content/services/drone-kopi.json (service "dronefoto"): slug "dronefoto" is already used by content/services/dronefoto.json',
  ]);
});

test("filmReferences finds the films an entry names, nested groups included", () => {
  expect(filmReferences({ type: "SiteIdentity", data: site, file: "" })).toEqual([
    { field: "hero.video", value: "videos/hero.mp4" },
  ]);
  expect(filmReferences({ type: "Project", data: { ...project, video: undefined }, file: "" })).toEqual([]);
});
