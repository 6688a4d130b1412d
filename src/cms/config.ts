// The editor's configuration: one collection per content folder, its fields written from the
// schemas the build checks (src/content-model/schemas.ts, which also give the GraphQL types), so
// required fields, list lengths, patterns and the fields' order cannot drift apart. What the
// schemas cannot say (labels, hints, paragraphs rather than lines, upload folders) is in the
// tables below. The build check stays the final word: where Decap cannot express a rule (a slug
// already used by another entry, "both fields or neither"), the editor lets the entry through
// and the build names the file and the field.
import type { CmsCollection, CmsConfig, CmsField } from "decap-cms-core";
import type {
  AnyObjectSchema,
  SchemaDescription,
  SchemaFieldDescription,
  SchemaInnerTypeDescription,
  SchemaObjectDescription,
} from "yup";
import { listLengths, patterns } from "../content-model/rules";
import { projectPath, servicePath } from "../content-model/routes";
import { projectSchema, serviceSchema, siteSchema, teamMemberSchema } from "../content-model/schemas";

/** What differs between the editor on Netlify and on a maintainer's machine; read at build time. */
export interface CmsEnvironment {
  /** GitHub repository, "owner/name". */
  repo: string;
  /** The public site, for the editor's "view live" links. */
  siteUrl: string;
}

/** The file format of a collection (src/cms/json-format.ts, registered in src/cms/cms.tsx). */
export const formatName = (collection: string): string => `json-${collection}`;

/** How the editor shows a field: its label, or its label and what the schema cannot say. */
type Label =
  | string
  | {
      label: string;
      hint?: string;
      /** Text over several lines rather than one. */
      widget?: "text";
      /** A list's word for one of its items. */
      label_singular?: string;
      /** The items of a list of texts. */
      item?: Label;
      /** Where an image is uploaded, relative to the entry; else next to the collection's images. */
      folder?: string;
      /** A select's values as the editor names them. */
      options?: Record<string, string>;
      /** The fields of an object, or of a list's objects. */
      fields?: Labels;
    };
interface Labels {
  [field: string]: Label;
}

/** What the editor says of a value that does not match a pattern, and the hint it shows. */
const patternTexts = new Map<RegExp, { message: string; hint?: string }>([
  [patterns.text, { message: "kan ikke være bare mellomrom" }],
  [patterns.slug, { message: "bare små bokstaver a–z, tall og bindestrek, f.eks. «ny-tjeneste»" }],
  [patterns.email, { message: "en gyldig e-postadresse, f.eks. post@fjellsynmedia.no" }],
  [
    patterns.phoneHref,
    { message: "må se ut som tel:+4791234567", hint: "tel: og nummeret uten mellomrom, f.eks. tel:+4791234567" },
  ],
  [patterns.httpsUrl, { message: "en full adresse som begynner med https://" }],
  ...(["webm", "mp4"] as const).map((kind) => {
    const text = {
      message: `en sti som begynner med / og slutter på .${kind}`,
      hint: `Sti under static/, f.eks. /video/navn.${kind}`,
    };
    return [patterns[kind], text] as const;
  }),
]);

type Description = SchemaDescription & Partial<SchemaObjectDescription & SchemaInnerTypeDescription>;

/** The fields of an object schema, in its order (the order the files keep their keys in). */
function editorFields(fields: Record<string, SchemaFieldDescription>, labels: Labels, where: string): CmsField[] {
  return Object.entries(fields).map(([name, description]) => {
    const label = labels[name];
    if (label === undefined) throw new Error(`src/cms/config.ts: ${where}.${name} has no label`);
    return editorField(name, description as Description, label, `${where}.${name}`);
  });
}

function editorField(name: string, schema: Description, label: Label, where: string): CmsField {
  const { item, folder, options, fields, ...shown } = typeof label === "string" ? { label } : label;
  const field = { name, ...shown, ...(schema.optional ? { required: false } : {}) };
  // Each test has at most one of these (a list's length or minimum, a number's bounds, a pattern).
  const { min, max, length, regex } = Object.assign({}, ...schema.tests.map((test) => test.params)) as {
    min?: number;
    max?: number;
    length?: number;
    regex?: RegExp;
  };

  if (schema.innerType) {
    const items = schema.innerType as Description;
    const size = length ? { min: length, max: length, hint: `Nøyaktig ${length}` } : min ? { min } : {};
    const itemFields = items.fields
      ? {
          summary: `{{fields.${Object.keys(items.fields)[0]}}}`,
          fields: editorFields(items.fields, fields ?? {}, where),
        }
      : { field: editorField("item", items, item ?? "", where) };
    return { ...size, ...field, widget: "list", ...itemFields };
  }
  if (schema.fields) {
    return { ...field, widget: "object", collapsed: true, fields: editorFields(schema.fields, fields ?? {}, where) };
  }
  if (schema.type === "number") {
    return { ...field, widget: "number", value_type: "int", min, ...(max === undefined ? {} : { max }) };
  }
  // No pattern: Decap tests a pattern against the widget's resolved asset, not the path it
  // saves, so the path rule (patterns.relativeImage) stays with the build check; with no address
  // field (choose_url) and fixed folders, an upload or a pick from the library can only save a
  // path relative to the JSON file, which gatsby-source-filesystem's @fileByRelativePath resolves.
  if (schema.meta?.type === "File") {
    const folders = folder ? { media_folder: folder, public_folder: folder } : {};
    return { ...field, widget: "image", choose_url: false, ...folders };
  }
  if (schema.oneOf.length > 0) {
    const values = schema.oneOf as string[];
    return {
      ...field,
      widget: "select",
      options: options ? values.map((value) => ({ label: options[value] ?? value, value })) : values,
    };
  }
  // Leading and trailing spaces are trimmed when saved (src/cms/json-format.ts), so a required
  // text only needs something more than white space.
  const pattern = regex ?? (schema.optional ? undefined : patterns.text);
  if (!pattern) return { widget: "string", ...field };
  const text = patternTexts.get(pattern);
  if (!text) throw new Error(`src/cms/config.ts: ${where} has a pattern with no message`);
  return {
    ...(text.hint ? { hint: text.hint } : {}),
    widget: "string",
    ...field,
    pattern: [pattern.source, text.message],
  };
}

const paragraph = (label: string): Label => ({ label, widget: "text" });
const slug = (hint: string): Label => ({ label: "Adresse (slug)", hint });
const order: Label = { label: "Rekkefølge", hint: "1 kommer først" };
const alt: Label = { label: "Bildetekst for skjermlesere", hint: "Hva bildet viser, i én setning (alt-tekst)" };
/** An object, shown as a group that opens on its own. */
const group = (label: string, fields: Labels): Label => ({ label, fields });
const paragraphs = (label: string): Label => ({
  label,
  label_singular: "avsnitt",
  hint: "Minst ett avsnitt",
  item: paragraph("avsnitt"),
});
const titled: Labels = { title: "Tittel", text: paragraph("Tekst") };
const contact: Labels = {
  email: "E-post",
  phone: { label: "Telefon (slik den vises)", hint: "F.eks. +47 912 34 567" },
  phoneHref: "Telefonlenke",
};
/** A row of the privacy page's storage table, and its column headings. */
const storage: Labels = { name: "Navn", owner: "Hvem", purpose: paragraph("Formål"), lifetime: "Varighet" };

/** Folder collections: content/<name>/, images in content/images/<name>/; one file format, naming and list view. */
const folderCollection = (
  collection: Pick<CmsCollection, "name" | "label" | "label_singular" | "description"> & {
    schema: AnyObjectSchema;
    labels: Labels;
    identifier: string;
    /** The entry's page on a deploy preview, when it has one of its own. */
    previewPath?: string;
  },
): CmsCollection => {
  const { schema, labels, identifier, previewPath, ...rest } = collection;
  const imageFolder = `../images/${rest.name}`;
  return {
    ...rest,
    folder: `content/${rest.name}`,
    fields: editorFields(schema.describe().fields, labels, rest.name),
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
  identifier: "title",
  previewPath: servicePath("{{fields.slug}}"),
  schema: serviceSchema,
  labels: {
    slug: slug("Blir adressen /tjenester/<slug>. Bytt den helst ikke etter at siden er publisert."),
    order,
    icon: "Ikon",
    title: "Tittel",
    description: paragraph("Kort beskrivelse (kortet på forsiden)"),
    metaDescription: paragraph("Beskrivelse for søkemotorer"),
    lead: paragraph("Ingress (under tittelen på siden)"),
    image: "Bilde",
    imageAlt: alt,
    features: { label: "Hva vi tilbyr", label_singular: "punkt", fields: titled },
    ctaHeading: "Overskrift nederst",
    ctaText: paragraph("Tekst nederst"),
  },
});

export const projectsCollection = folderCollection({
  name: "projects",
  label: "Prosjekter",
  label_singular: "prosjekt",
  description: "Hver kundecase får sin egen side under /case-study/ og et kort på /prosjekter.",
  identifier: "title",
  previewPath: projectPath("{{fields.slug}}"),
  schema: projectSchema,
  labels: {
    slug: slug("Blir adressen /case-study/<slug>."),
    order,
    client: "Kunde",
    title: "Tittel",
    description: paragraph("Kort beskrivelse (kortet)"),
    tags: { label: "Stikkord", label_singular: "stikkord", item: "Stikkord" },
    metaDescription: paragraph("Beskrivelse for søkemotorer"),
    image: "Bilde",
    imageAlt: alt,
    intro: paragraph("Ingress"),
    heroVideoWebm: "Video øverst (WebM)",
    heroVideoMp4: "Video øverst (MP4)",
    aboutApp: { label: "Om appen", hint: "Valgfritt avsnitt", widget: "text" },
    challenge: { label: "Utfordringen", hint: "Valgfritt avsnitt", widget: "text" },
    solution: {
      label: "Løsningen",
      label_singular: "steg",
      hint: `Valgfritt; har prosjektet en løsning, har den nøyaktig ${listLengths.projectSolution} steg`,
      item: paragraph("Steg"),
    },
    // Optional as a whole; the build checks that a link has both its text and a https address.
    externalLink: group("Lenke til kundens side", { label: "Lenketekst", url: "Adresse" }),
  },
});

export const teamCollection = folderCollection({
  name: "team",
  label: "Teamet",
  label_singular: "person",
  description: "Personene på forsiden og på om-siden.",
  identifier: "name",
  schema: teamMemberSchema,
  labels: {
    slug: slug("Et kort navn på filen, f.eks. «ola-nordmann»."),
    order,
    name: "Navn",
    role: "Rolle",
    ...contact,
    photo: "Portrett",
    photoAlt: alt,
    bio: paragraph("Om personen"),
  },
});

const siteLabels: Labels = {
  name: "Firmanavn",
  slug: slug("Om-siden får adressen /om-<slug>."),
  founded: "Etablert (år)",
  ...contact,
  location: "Sted",
  copyrightYear: "År i opphavsretten nederst",
  title: "Tittel på forsiden (fanen og søkeresultater)",
  description: paragraph("Beskrivelse for søkemotorer"),
  tagline: "Slagord (bunnteksten)",
  ogImage: { label: "Delingsbilde (lenker i sosiale medier)", folder: "./images/og" },
  social: { label: "Sosiale medier", label_singular: "profil", fields: { name: "Navn", url: "Adresse" } },
  hero: group("Forsiden: toppen", {
    headline: "Overskrift",
    subtitle: paragraph("Undertekst"),
    cta: "Knappetekst",
    image: { label: "Bilde (vises før og i stedet for videoen)", folder: "./images/hero" },
    imageAlt: alt,
    videoWebm: "Video (WebM)",
    videoMp4: "Video (MP4)",
  }),
  home: group("Forsiden: seksjonene", {
    projectsHeading: "Prosjekter: overskrift",
    projectsIntro: paragraph("Prosjekter: ingress"),
    projectsButton: "Prosjekter: knappetekst",
    servicesHeading: "Tjenester: overskrift",
    servicesIntro: paragraph("Tjenester: ingress"),
    aboutHeading: "Om oss: overskrift",
    aboutText: paragraphs("Om oss: avsnitt"),
    aboutLink: "Om oss: lenketekst",
    teamHeading: "Teamet: overskrift",
    teamIntro: paragraph("Teamet: ingress"),
    contactHeading: "Kontakt: overskrift",
    contactIntro: paragraph("Kontakt: ingress"),
  }),
  about: group("Om-siden", {
    title: "Tittel",
    description: paragraph("Beskrivelse for søkemotorer"),
    lead: paragraph("Ingress"),
    image: { label: "Bilde", folder: "./images/about" },
    imageAlt: alt,
    historyHeading: "Historien: overskrift",
    history: paragraphs("Historien"),
    valuesHeading: "Verdiene: overskrift",
    values: { label: "Verdiene", label_singular: "verdi", fields: titled },
    areasHeading: "Hva vi gjør: overskrift",
    areas: { label: "Hva vi gjør", label_singular: "område", fields: titled },
    teamHeading: "Teamet: overskrift",
    ctaHeading: "Nederst: overskrift",
    ctaText: paragraph("Nederst: tekst"),
    ctaButton: "Nederst: knappetekst",
    backLink: "Tilbake-lenken",
  }),
  projectsPage: group("Prosjektsiden (/prosjekter)", {
    title: "Tittel",
    description: paragraph("Beskrivelse for søkemotorer"),
    heading: "Overskrift",
    intro: paragraph("Ingress"),
    readMore: "«Les mer»-lenken",
  }),
  contactPage: group("Kontaktsiden (/kontakt)", {
    title: "Tittel",
    description: paragraph("Beskrivelse for søkemotorer"),
    heading: "Overskrift",
    intro: paragraph("Ingress"),
    detailsHeading: "Kontaktopplysninger: overskrift",
  }),
  servicePage: group("Tjenestesidene", {
    offeringsHeading: "«Hva vi tilbyr»: overskrift",
    heroButton: "Knappen øverst",
    ctaButton: "Knappen nederst",
  }),
  caseStudyPage: group("Prosjektsidene (case study)", {
    challengeHeading: "Utfordringen: overskrift",
    solutionHeading: "Løsningen: overskrift",
    aboutAppHeading: "Om appen: overskrift",
    backLink: "Tilbake-lenken",
    ctaHeading: "Nederst: overskrift",
    ctaText: paragraph("Nederst: tekst"),
    ctaButton: "Nederst: knappetekst",
  }),
  footer: group("Bunnteksten", {
    newsletterHeading: "Nyhetsbrev: overskrift",
    newsletterText: paragraph("Nyhetsbrev: tekst"),
    servicesHeading: "Tjenester: overskrift",
    quickLinksHeading: "Snarveier: overskrift",
    contactHeading: "Kontakt: overskrift",
    socialHeading: "Sosiale medier: overskrift",
  }),
  notFound: group("Siden finnes ikke (404)", { title: "Tittel", text: paragraph("Tekst"), link: "Lenketekst" }),
  privacyPage: group("Personvernsiden (/personvern)", {
    title: "Tittel",
    description: paragraph("Beskrivelse for søkemotorer"),
    lead: paragraph("Ingress"),
    sections: {
      label: "Deler",
      label_singular: "del",
      hint: "Lenker i teksten skrives [lenketekst](adresse), f.eks. [Datatilsynet](https://www.datatilsynet.no)",
      fields: {
        heading: "Overskrift",
        items: { label: "Punktliste", item: paragraph("Punkt") },
        show: {
          label: "Vis under overskriften",
          options: { storage: "Tabellen over lagring", choice: "Valget om informasjonskapsler" },
        },
        paragraphs: { label: "Avsnitt", item: paragraph("Avsnitt") },
      },
    },
    storageCaption: "Tabellen: tittel",
    storageColumns: group("Tabellen: kolonneoverskrifter", storage),
    storage: { label: "Tabellen: rader", fields: storage },
  }),
};

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
      fields: editorFields(siteSchema.describe().fields, siteLabels, "site"),
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
