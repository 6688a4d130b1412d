// The editor's configuration: one collection per content folder, widgets that mirror the
// content model (gatsby-node's createSchemaCustomization) and the rules the build checks
// (src/content-model/rules.ts). The build check stays the final word: where Decap cannot
// express a rule (a slug already used by another entry, "both fields or neither"), the editor
// lets the entry through and the build names the file and the field.
import type { CmsCollection, CmsConfig, CmsField } from "decap-cms-core";
import { serviceIconNames } from "../content-model/icon-names";
import { listLengths, patterns, yearRange } from "../content-model/rules";
import { projectPath, servicePath } from "../content-model/routes";

/** What differs between the editor on Netlify and on a maintainer's machine; read at build time. */
export interface CmsEnvironment {
  /** GitHub repository, "owner/name". */
  repo: string;
  /** The public site, for the editor's "view live" links. */
  siteUrl: string;
}

/** The file format of a collection (src/cms/json-format.ts, registered in src/cms/cms.tsx). */
export const formatName = (collection: string): string => `json-${collection}`;

type Pattern = [string, string];
const pattern = (regex: RegExp, message: string): Pattern => [regex.source, message];

const textPattern = pattern(patterns.text, "kan ikke være bare mellomrom");

/** Required one-line text. Leading and trailing spaces are trimmed when saved (src/cms/json-format.ts). */
const line = (name: string, label: string, hint?: string, widget: "string" | "text" = "string"): CmsField => ({
  name,
  label,
  widget,
  pattern: textPattern,
  ...(hint ? { hint } : {}),
});
/** Required text over several lines. */
const paragraph = (name: string, label: string, hint?: string): CmsField => line(name, label, hint, "text");
const optionalParagraph = (name: string, label: string, hint: string): CmsField => ({
  name,
  label,
  hint,
  widget: "text",
  required: false,
});
const slugField = (hint: string): CmsField => ({
  name: "slug",
  label: "Adresse (slug)",
  widget: "string",
  hint,
  pattern: pattern(patterns.slug, "bare små bokstaver a–z, tall og bindestrek, f.eks. «ny-tjeneste»"),
});
const orderField: CmsField = {
  name: "order",
  label: "Rekkefølge",
  widget: "number",
  value_type: "int",
  min: 1,
  hint: "1 kommer først",
};
const yearField = (name: string, label: string): CmsField => ({
  name,
  label,
  widget: "number",
  value_type: "int",
  min: yearRange.min,
  max: yearRange.max,
});
const emailField: CmsField = {
  name: "email",
  label: "E-post",
  widget: "string",
  pattern: pattern(patterns.email, "en gyldig e-postadresse, f.eks. post@fjellsynmedia.no"),
};
const phoneFields: CmsField[] = [
  line("phone", "Telefon (slik den vises)", "F.eks. +47 912 34 567"),
  {
    name: "phoneHref",
    label: "Telefonlenke",
    widget: "string",
    hint: "tel: og nummeret uten mellomrom, f.eks. tel:+4791234567",
    pattern: pattern(patterns.phoneHref, "må se ut som tel:+4791234567"),
  },
];
const urlField = (name: string, label: string): CmsField => ({
  name,
  label,
  widget: "string",
  pattern: pattern(patterns.httpsUrl, "en full adresse som begynner med https://"),
});

/**
 * An image uploaded next to the others of its kind and saved as the same relative path the
 * JSON files hold (gatsby-source-filesystem's @fileByRelativePath resolves it from the JSON
 * file's folder). `folder` is relative to the entry's own folder. No pattern: Decap tests a
 * pattern against the widget's resolved asset, not the path it saves, so the path rule
 * (patterns.relativeImage) stays with the build check; with no address field (choose_url) and
 * fixed folders, an upload or a pick from the library can only save such a path.
 */
const image = (name: string, label: string, folder?: string): CmsField => ({
  name,
  label,
  widget: "image",
  choose_url: false,
  ...(folder ? { media_folder: folder, public_folder: folder } : {}),
});
const alt = (name: string): CmsField =>
  line(name, "Bildetekst for skjermlesere", "Hva bildet viser, i én setning (alt-tekst)");

const titledList = (name: string, label: string, singular: string, count: number): CmsField => ({
  name,
  label,
  label_singular: singular,
  widget: "list",
  min: count,
  max: count,
  hint: `Nøyaktig ${count}`,
  summary: "{{fields.title}}",
  fields: [line("title", "Tittel"), paragraph("text", "Tekst")],
});
const textList = (name: string, label: string, singular: string, hint: string): CmsField => ({
  name,
  label,
  label_singular: singular,
  widget: "list",
  min: 1,
  hint,
  field: paragraph("text", singular),
});
const group = (name: string, label: string, fields: CmsField[]): CmsField => ({
  name,
  label,
  widget: "object",
  collapsed: true,
  fields,
});
const video = (name: string, label: string, kind: "webm" | "mp4", required = true): CmsField => ({
  name,
  label,
  widget: "string",
  required,
  hint: `Sti under static/, f.eks. /video/navn.${kind}`,
  pattern: pattern(patterns[kind], `en sti som begynner med / og slutter på .${kind}`),
});

/** A row of the privacy page's storage table, and its column headings. */
const storageFields: CmsField[] = [
  line("name", "Navn"),
  line("owner", "Hvem"),
  paragraph("purpose", "Formål"),
  line("lifetime", "Varighet"),
];

/** Folder collections share the file format, naming and list view. */
const folderCollection = (
  collection: Pick<CmsCollection, "name" | "label" | "label_singular" | "description" | "folder" | "fields"> & {
    identifier: string;
    imageFolder: string;
    /** The entry's page on a deploy preview, when it has one of its own. */
    previewPath?: string;
  },
): CmsCollection => {
  const { identifier, imageFolder, previewPath, ...rest } = collection;
  return {
    ...rest,
    format: formatName(rest.name),
    extension: "json",
    create: true,
    // The file is named after the slug field, so a second entry with a slug in use cannot be
    // created; changing the slug of an existing entry to one in use is caught by the build.
    slug: "{{fields.slug}}",
    identifier_field: identifier,
    summary: `{{fields.${identifier}}}`,
    sortable_fields: ["order", identifier],
    media_folder: imageFolder,
    public_folder: imageFolder,
    ...(previewPath ? { preview_path: previewPath.replace(/^\//, "") } : {}),
  };
};

export const servicesCollection = folderCollection({
  name: "services",
  label: "Tjenester",
  label_singular: "tjeneste",
  description: "Hver tjeneste får sin egen side under /tjenester/ og et kort på forsiden.",
  folder: "content/services",
  identifier: "title",
  imageFolder: "../images/services",
  previewPath: servicePath("{{fields.slug}}"),
  fields: [
    slugField("Blir adressen /tjenester/<slug>. Bytt den helst ikke etter at siden er publisert."),
    orderField,
    {
      name: "icon",
      label: "Ikon",
      widget: "select",
      options: [...serviceIconNames],
    },
    line("title", "Tittel"),
    paragraph("description", "Kort beskrivelse (kortet på forsiden)"),
    paragraph("metaDescription", "Beskrivelse for søkemotorer"),
    paragraph("lead", "Ingress (under tittelen på siden)"),
    image("image", "Bilde"),
    alt("imageAlt"),
    titledList("features", "Hva vi tilbyr", "punkt", listLengths.serviceFeatures),
    line("ctaHeading", "Overskrift nederst"),
    paragraph("ctaText", "Tekst nederst"),
  ],
});

export const projectsCollection = folderCollection({
  name: "projects",
  label: "Prosjekter",
  label_singular: "prosjekt",
  description: "Hver kundecase får sin egen side under /case-study/ og et kort på /prosjekter.",
  folder: "content/projects",
  identifier: "title",
  imageFolder: "../images/projects",
  previewPath: projectPath("{{fields.slug}}"),
  fields: [
    slugField("Blir adressen /case-study/<slug>."),
    orderField,
    line("client", "Kunde"),
    line("title", "Tittel"),
    paragraph("description", "Kort beskrivelse (kortet)"),
    {
      name: "tags",
      label: "Stikkord",
      label_singular: "stikkord",
      widget: "list",
      min: 1,
      field: line("tag", "Stikkord"),
    },
    paragraph("metaDescription", "Beskrivelse for søkemotorer"),
    image("image", "Bilde"),
    alt("imageAlt"),
    paragraph("intro", "Ingress"),
    video("heroVideoWebm", "Video øverst (WebM)", "webm", false),
    video("heroVideoMp4", "Video øverst (MP4)", "mp4", false),
    optionalParagraph("aboutApp", "Om appen", "Valgfritt avsnitt"),
    optionalParagraph("challenge", "Utfordringen", "Valgfritt avsnitt"),
    {
      name: "solution",
      label: "Løsningen",
      label_singular: "steg",
      widget: "list",
      required: false,
      min: listLengths.projectSolution,
      max: listLengths.projectSolution,
      hint: `Valgfritt; har prosjektet en løsning, har den nøyaktig ${listLengths.projectSolution} steg`,
      field: paragraph("step", "Steg"),
    },
    {
      // Optional as a whole; the build checks that a link has both its text and a https address.
      name: "externalLink",
      label: "Lenke til kundens side",
      widget: "object",
      required: false,
      collapsed: true,
      fields: [line("label", "Lenketekst"), urlField("url", "Adresse")],
    },
  ],
});

export const teamCollection = folderCollection({
  name: "team",
  label: "Teamet",
  label_singular: "person",
  description: "Personene på forsiden og på om-siden.",
  folder: "content/team",
  identifier: "name",
  imageFolder: "../images/team",
  fields: [
    slugField("Et kort navn på filen, f.eks. «ola-nordmann»."),
    orderField,
    line("name", "Navn"),
    line("role", "Rolle"),
    emailField,
    ...phoneFields,
    image("photo", "Portrett"),
    alt("photoAlt"),
    paragraph("bio", "Om personen"),
  ],
});

/**
 * content/site.json as one entry: Decap keys a file's entry by its path, so the file cannot be
 * split into several entries. The groups open one at a time.
 */
export const siteCollection: CmsCollection = {
  name: "site",
  label: "Nettstedet",
  description: "Firmaopplysninger, forsiden, om-siden og tekstene på de andre sidene (content/site.json).",
  format: formatName("site"),
  extension: "json",
  files: [
    {
      name: "site",
      label: "Nettstedet (site.json)",
      file: "content/site.json",
      fields: [
        line("name", "Firmanavn"),
        slugField("Om-siden får adressen /om-<slug>."),
        yearField("founded", "Etablert (år)"),
        emailField,
        ...phoneFields,
        line("location", "Sted"),
        yearField("copyrightYear", "År i opphavsretten nederst"),
        line("title", "Tittel på forsiden (fanen og søkeresultater)"),
        paragraph("description", "Beskrivelse for søkemotorer"),
        line("tagline", "Slagord (bunnteksten)"),
        image("ogImage", "Delingsbilde (lenker i sosiale medier)", "./images/og"),
        {
          name: "social",
          label: "Sosiale medier",
          label_singular: "profil",
          widget: "list",
          min: 1,
          summary: "{{fields.name}}",
          fields: [line("name", "Navn"), urlField("url", "Adresse")],
        },
        group("hero", "Forsiden: toppen", [
          line("headline", "Overskrift"),
          paragraph("subtitle", "Undertekst"),
          line("cta", "Knappetekst"),
          image("image", "Bilde (vises før og i stedet for videoen)", "./images/hero"),
          alt("imageAlt"),
          video("videoWebm", "Video (WebM)", "webm"),
          video("videoMp4", "Video (MP4)", "mp4"),
        ]),
        group("home", "Forsiden: seksjonene", [
          line("projectsHeading", "Prosjekter: overskrift"),
          paragraph("projectsIntro", "Prosjekter: ingress"),
          line("projectsButton", "Prosjekter: knappetekst"),
          line("servicesHeading", "Tjenester: overskrift"),
          paragraph("servicesIntro", "Tjenester: ingress"),
          line("aboutHeading", "Om oss: overskrift"),
          textList("aboutText", "Om oss: avsnitt", "avsnitt", "Minst ett avsnitt"),
          line("aboutLink", "Om oss: lenketekst"),
          line("teamHeading", "Teamet: overskrift"),
          paragraph("teamIntro", "Teamet: ingress"),
          line("contactHeading", "Kontakt: overskrift"),
          paragraph("contactIntro", "Kontakt: ingress"),
        ]),
        group("about", "Om-siden", [
          line("title", "Tittel"),
          paragraph("description", "Beskrivelse for søkemotorer"),
          paragraph("lead", "Ingress"),
          image("image", "Bilde", "./images/about"),
          alt("imageAlt"),
          line("historyHeading", "Historien: overskrift"),
          textList("history", "Historien", "avsnitt", "Minst ett avsnitt"),
          line("valuesHeading", "Verdiene: overskrift"),
          titledList("values", "Verdiene", "verdi", listLengths.aboutValues),
          line("areasHeading", "Hva vi gjør: overskrift"),
          titledList("areas", "Hva vi gjør", "område", listLengths.aboutAreas),
          line("teamHeading", "Teamet: overskrift"),
          line("ctaHeading", "Nederst: overskrift"),
          paragraph("ctaText", "Nederst: tekst"),
          line("ctaButton", "Nederst: knappetekst"),
          line("backLink", "Tilbake-lenken"),
        ]),
        group("projectsPage", "Prosjektsiden (/prosjekter)", [
          line("title", "Tittel"),
          paragraph("description", "Beskrivelse for søkemotorer"),
          line("heading", "Overskrift"),
          paragraph("intro", "Ingress"),
          line("readMore", "«Les mer»-lenken"),
        ]),
        group("contactPage", "Kontaktsiden (/kontakt)", [
          line("title", "Tittel"),
          paragraph("description", "Beskrivelse for søkemotorer"),
          line("heading", "Overskrift"),
          paragraph("intro", "Ingress"),
          line("detailsHeading", "Kontaktopplysninger: overskrift"),
        ]),
        group("servicePage", "Tjenestesidene", [
          line("offeringsHeading", "«Hva vi tilbyr»: overskrift"),
          line("heroButton", "Knappen øverst"),
          line("ctaButton", "Knappen nederst"),
        ]),
        group("caseStudyPage", "Prosjektsidene (case study)", [
          line("challengeHeading", "Utfordringen: overskrift"),
          line("solutionHeading", "Løsningen: overskrift"),
          line("aboutAppHeading", "Om appen: overskrift"),
          line("backLink", "Tilbake-lenken"),
          line("ctaHeading", "Nederst: overskrift"),
          paragraph("ctaText", "Nederst: tekst"),
          line("ctaButton", "Nederst: knappetekst"),
        ]),
        group("footer", "Bunnteksten", [
          line("newsletterHeading", "Nyhetsbrev: overskrift"),
          paragraph("newsletterText", "Nyhetsbrev: tekst"),
          line("servicesHeading", "Tjenester: overskrift"),
          line("quickLinksHeading", "Snarveier: overskrift"),
          line("contactHeading", "Kontakt: overskrift"),
          line("socialHeading", "Sosiale medier: overskrift"),
        ]),
        group("notFound", "Siden finnes ikke (404)", [
          line("title", "Tittel"),
          paragraph("text", "Tekst"),
          line("link", "Lenketekst"),
        ]),
        group("privacyPage", "Personvernsiden (/personvern)", [
          line("title", "Tittel"),
          paragraph("description", "Beskrivelse for søkemotorer"),
          paragraph("lead", "Ingress"),
          {
            name: "sections",
            label: "Deler",
            label_singular: "del",
            widget: "list",
            summary: "{{fields.heading}}",
            hint: "Lenker i teksten skrives [lenketekst](adresse), f.eks. [Datatilsynet](https://www.datatilsynet.no)",
            fields: [
              line("heading", "Overskrift"),
              {
                name: "items",
                label: "Punktliste",
                widget: "list",
                required: false,
                field: paragraph("item", "Punkt"),
              },
              {
                name: "show",
                label: "Vis under overskriften",
                widget: "select",
                required: false,
                options: [
                  { label: "Tabellen over lagring", value: "storage" },
                  { label: "Valget om informasjonskapsler", value: "choice" },
                ],
              },
              {
                name: "paragraphs",
                label: "Avsnitt",
                widget: "list",
                required: false,
                field: paragraph("text", "Avsnitt"),
              },
            ],
          },
          line("storageCaption", "Tabellen: tittel"),
          group("storageColumns", "Tabellen: kolonneoverskrifter", storageFields),
          {
            name: "storage",
            label: "Tabellen: rader",
            widget: "list",
            summary: "{{fields.name}}",
            fields: storageFields,
          },
        ]),
      ],
    },
  ],
};

export const collections: CmsCollection[] = [servicesCollection, projectsCollection, teamCollection, siteCollection];

export function cmsConfig({ repo, siteUrl }: CmsEnvironment): CmsConfig {
  return {
    // Everything is here: no config.yml is fetched.
    load_config_file: false,
    locale: "nb_no",
    backend: {
      name: "github",
      repo,
      branch: "main",
      // Netlify's OAuth provider holds the GitHub app's secret (README, "Editing in the browser").
      base_url: "https://api.netlify.com",
      commit_messages: {
        create: "Innhold: ny {{collection}} «{{slug}}»",
        update: "Innhold: {{collection}} «{{slug}}»",
        delete: "Innhold: slett {{collection}} «{{slug}}»",
        uploadMedia: "Innhold: last opp {{path}}",
        deleteMedia: "Innhold: slett {{path}}",
        openAuthoring: "{{message}}",
      },
    },
    // Each draft is a branch and a pull request, so Netlify builds a deploy preview of it.
    publish_mode: "editorial_workflow",
    // On localhost only: decap-server (`npm run cms`) on its default port, no account needed.
    // It writes the working copy directly, so there the editor saves without the workflow.
    local_backend: true,
    site_url: siteUrl,
    display_url: siteUrl,
    show_preview_links: true,
    // The site-wide media library; each collection uploads next to its own images instead.
    media_folder: "content/images",
    public_folder: "../images",
    collections,
  };
}
