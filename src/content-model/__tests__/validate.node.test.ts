import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import forms from "../../../content/forms.json";
import site from "../../../content/site.json";
import { filmReferences, findDuplicateSlugs, validateContent } from "../validate";

const validService = () => ({
  slug: "videoproduksjon",
  order: 3,
  icon: "video",
  title: "Videoproduksjon",
  description: "Video som forteller historien din.",
  metaDescription: "Videoproduksjon for bedrifter.",
  lead: "Vi lager video.",
  image: "../images/videoproduksjon.jpg",
  imageAlt: "Kamera på stativ",
  features: [
    { title: "Reklamefilm", text: "Korte filmer." },
    { title: "Sosiale medier", text: "Stående video." },
    { title: "Intervju", text: "Kunder forteller." },
    { title: "Redigering", text: "Klipp og lyd." },
  ],
  ctaHeading: "Klar for video?",
  ctaText: "Ta kontakt.",
});

const validProject = () => ({
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
});

const file = "content/services/videoproduksjon.json";

describe("validateContent", () => {
  it("accepts a complete service", () => {
    expect(validateContent("Service", validService(), file)).toEqual([]);
  });

  it.each([
    ["lacks a title", { title: undefined }, "title is required (non-empty text)"],
    ["has three features", { features: validService().features.slice(0, 3) }, "features must have exactly 4 items"],
    [
      "has a feature without text",
      { features: validService().features.map((feature, index) => (index === 2 ? { ...feature, text: "" } : feature)) },
      "features[2].text is required (non-empty text)",
    ],
    ["has untrimmed text", { description: " Video. " }, "description must be a trimmed string"],
    [
      "names an icon the site cannot draw",
      { icon: "rocket" },
      "icon must be one of: megaphone, share, video, drone, camera, compass",
    ],
  ])("names the file, the entry and the field when a service %s", (_case, change, problem) => {
    expect(validateContent("Service", { ...validService(), ...change }, file)).toEqual([
      `content/services/videoproduksjon.json (service "videoproduksjon"): ${problem}`,
    ]);
  });

  it("rejects a slug that would make an awkward address", () => {
    expect(validateContent("Service", { ...validService(), slug: "Video Produksjon" }, file)[0]).toMatch(
      /\(service "Video Produksjon"\): slug must use only lower-case a–z, digits and hyphens$/,
    );
  });

  it("names a misspelt field instead of ignoring it", () => {
    const { features, ...rest } = validService();
    expect(validateContent("Service", { ...rest, featurs: features }, file)).toEqual([
      'content/services/videoproduksjon.json (service "videoproduksjon"): features is required',
      'content/services/videoproduksjon.json (service "videoproduksjon"): entry has unknown fields: featurs (check the spelling)',
    ]);
  });

  it("reports every problem at once, not just the first", () => {
    const { title: _t, lead: _l, ...service } = validService();
    expect(validateContent("Service", service, file)).toHaveLength(2);
  });

  it("accepts a project with the optional sections and rejects a solution of four points", () => {
    expect(validateContent("Project", validProject(), "content/projects/ibka.json")).toEqual([]);
    expect(
      validateContent("Project", { ...validProject(), solution: ["1", "2", "3", "4"] }, "content/projects/ibka.json"),
    ).toEqual(['content/projects/ibka.json (project "ibka"): solution must have exactly 5 items']);
  });

  it("names a site text whose placeholder was renamed, dropped or misspelt", () => {
    const site = JSON.parse(fs.readFileSync(path.join(__dirname, "../../../content/site.json"), "utf8")) as {
      ui: Record<string, string>;
    };
    expect(validateContent("SiteIdentity", site, "content/site.json")).toEqual([]);
    const broken = (socialLink: string) =>
      validateContent("SiteIdentity", { ...site, ui: { ...site.ui, socialLink } }, "content/site.json");
    const problem = (what: string) => `content/site.json (site "fjellsyn"): ui.socialLink ${what}`;
    expect(broken("Følg {firma} på {network}")).toEqual([problem("must contain {nettverk}, which the site fills in")]);
    expect(broken("Følg oss på {nettverk}")).toEqual([problem("must contain {firma}, which the site fills in")]);
    expect(broken("Følg {firma} på {nettverk} {år}")).toEqual([
      problem("has {år}, which nothing fills in here (it may hold only {firma} and {nettverk})"),
    ]);
    expect(broken("{nettverk}: følg {firma} der")).toEqual([]);
  });

  it("rejects a team member phone number that cannot become a tel: link", () => {
    const member = {
      slug: "sara-fjellheim",
      order: 1,
      name: "Sara Fjellheim",
      role: "Founder",
      email: "sara@fjellsynmedia.no",
      phone: "912 34 567 (mobil)",
      photo: "../images/sara-fjellheim.jpg",
      photoAlt: "Portrett",
      bio: "Bio.",
    };
    expect(validateContent("TeamMember", member, "content/team/sara-fjellheim.json")).toEqual([
      'content/team/sara-fjellheim.json (team member "sara-fjellheim"): phone must be a phone number with its country code, such as +47 912 34 567',
    ]);
  });
});

describe("validateContent with the entry's folders: the files it names", () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    fs.mkdirSync(path.join(root, "content/projects"), { recursive: true });
    fs.mkdirSync(path.join(root, "content/images"), { recursive: true });
    fs.writeFileSync(path.join(root, "content/images/ibka.jpg"), "");
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("names a missing film, and accepts the image that exists", () => {
    const problems = validateContent(
      "Project",
      validProject(),
      "content/projects/ibka.json",
      path.join(root, "content/projects"),
    );
    expect(problems).toEqual([
      'content/projects/ibka.json (project "ibka"): video points to "../videos/ibka.mp4", which does not exist',
    ]);
  });

  it("refuses a film field that names no film, or an address", () => {
    const problems = (video: string) =>
      validateContent("Project", { ...validProject(), video }, "content/projects/ibka.json");
    expect(problems("../videos/ibka.webm")).toEqual([
      'content/projects/ibka.json (project "ibka"): video must be a relative path to a film (.mp4, .mov)',
    ]);
    expect(problems("/video/ibka.mp4")).toHaveLength(1);
    expect(problems("../videos/IMG_0042.MOV")).toEqual([]);
  });

  it("reports a project whose image file is missing", () => {
    const problems = validateContent(
      "Project",
      { ...validProject(), image: "../images/nope.jpg", video: undefined },
      "content/projects/ibka.json",
      path.join(root, "content/projects"),
    );
    expect(problems).toEqual([
      'content/projects/ibka.json (project "ibka"): image points to "../images/nope.jpg", which does not exist',
    ]);
  });
});

describe("filmReferences", () => {
  it("finds the films an entry names, nested groups included, by the schema's film fields", () => {
    expect(filmReferences("SiteIdentity", site)).toEqual([{ field: "hero.video", value: "videos/hero.mp4" }]);
    expect(filmReferences("Project", validProject())).toEqual([{ field: "video", value: "../videos/ibka.mp4" }]);
    expect(filmReferences("Project", { ...validProject(), video: undefined })).toEqual([]);
  });
});

describe("findDuplicateSlugs", () => {
  it("reports the second file that reuses a slug and the file that had it first", () => {
    expect(
      findDuplicateSlugs([
        { type: "Service", slug: "dronefoto", file: "content/services/dronefoto.json" },
        { type: "Project", slug: "dronefoto", file: "content/projects/dronefoto.json" },
        { type: "Service", slug: "dronefoto", file: "content/services/drone-kopi.json" },
      ]),
    ).toEqual([
      'content/services/drone-kopi.json (service "dronefoto"): slug "dronefoto" is already used by content/services/dronefoto.json',
    ]);
  });
});

describe("validateContent of the forms' texts", () => {
  const formsFile = "content/forms.json";
  const withContact = (changes: Partial<typeof forms.contact>) => ({
    ...forms,
    contact: { ...forms.contact, ...changes },
  });

  it("accepts the texts as they are", () => {
    expect(validateContent("FormCopy", forms, formsFile)).toEqual([]);
  });

  it("names a sentence that lost the address the site fills in", () => {
    const changed = withContact({ failureText: "Prøv igjen om litt, eller send oss en e-post." });
    expect(validateContent("FormCopy", changed, formsFile)).toEqual([
      "content/forms.json (form texts): contact.failureText must contain {e-post}, which the site fills in",
    ]);
  });

  it("names a placeholder that nothing would fill in, misspelt or out of place", () => {
    const changed = withContact({ failureText: "Skriv til {epost} eller {e-post}.", submit: "Send til {e-post}" });
    expect(validateContent("FormCopy", changed, formsFile)).toEqual([
      "content/forms.json (form texts): contact.submit has {e-post}, which nothing fills in here (it may hold none)",
      "content/forms.json (form texts): contact.failureText has {epost}, which nothing fills in here (it may hold only {e-post})",
    ]);
  });
});
