// The editor's configuration: one collection per content folder, its fields written from the
// schemas the build checks (src/content-model/schemas.ts, which also give the GraphQL types and
// each field's label), so required fields, list lengths, patterns and the fields' order cannot
// drift apart. The build check stays the final word: where Decap cannot express a rule (a slug
// already used by another entry, "both fields or neither"), the editor lets the entry through
// and the build names the file and the field.
import type { CmsCollection, CmsConfig, CmsField } from "decap-cms-core";
import type { AnyObjectSchema, SchemaFieldDescription } from "yup";
import { patterns } from "../content-model/rules";
import { projectPath, servicePath } from "../content-model/routes";
import {
  formsSchema,
  projectSchema,
  serviceSchema,
  siteSchema,
  teamMemberSchema,
  type FieldDescription,
} from "../content-model/schemas";

/** What differs between the editor on Netlify and on a maintainer's machine; read at build time. */
export interface CmsEnvironment {
  /** GitHub repository, "owner/name". */
  repo: string;
  /** The public site, for the editor's "view live" links. */
  siteUrl: string;
  /**
   * decap-server's API on this machine, for the editor of `npm run cms` and `npm run develop`; the
   * published editor has none, so it never reaches for a server that is not there.
   */
  localBackend?: string;
}

/** What a field's widget depends on besides its schema. */
interface FieldContext {
  /** Where the entry's JSON file sits, seen from content/: "" for content/site.json, ".." for a collection's. */
  fromEntry: "" | "..";
  /** Inside a group that may be left out: its fields are not required one by one. */
  inOptionalGroup?: boolean;
}

/** The widget of a group that may be left out as a whole (src/cms/widgets.tsx). */
export const OPTIONAL_GROUP_WIDGET = "optional-group";

/** A text field's most characters, checked by src/cms/widgets.tsx (Decap's own widgets have no such option). */
export const MAX_LENGTH = "max_length";

/** What a page's picture or film is named after on upload ("hero"), read by src/cms/widgets.tsx. */
export const MEDIA_NAME = "media_name";

/** "site.hero.video" → "hero", "site.ogImage" → "og-image": the field, or the group a picture or film belongs to. */
const mediaName = (where: string): string => {
  const [, ...path] = where.split(".");
  const named = path.length > 1 && /^(image|video|photo)$/.test(path.at(-1) ?? "") ? path.at(-2) : path.at(-1);
  return (named ?? "").replace(/([a-z])([A-Z])/g, "$1-$2").toLowerCase();
};

/** A field's hint with one more sentence. */
const addToHint = (hint: string | undefined, sentence: string): string =>
  hint ? `${hint}${/[.!?)]$/.test(hint) ? "" : "."} ${sentence}` : sentence;

/** The file format of a collection (src/cms/json-format.ts, registered in src/cms/cms.tsx). */
export const formatName = (collection: string): string => `json-${collection}`;

/** The fields of an object schema, in its order (the order the files keep their keys in). */
function editorFields(
  fields: Record<string, SchemaFieldDescription>,
  where: string,
  context: FieldContext,
): CmsField[] {
  return Object.entries(fields).map(([name, description]) =>
    editorField(name, description as FieldDescription, `${where}.${name}`, context),
  );
}

function editorField(name: string, schema: FieldDescription, where: string, context: FieldContext): CmsField {
  const editor = schema.meta?.editor;
  if (editor === undefined) throw new Error(`src/content-model/schemas.ts: ${where} has no editor label`);
  const { options, patternMessage, optionalGroup, ...shown } = typeof editor === "string" ? { label: editor } : editor;
  const optional = schema.optional || context.inOptionalGroup;
  const field = { name, ...shown, ...(optional ? { required: false } : {}) };
  // Each test has at most one of these (a list's length or minimum, a number's bounds, a pattern).
  const { min, max, length, regex } = Object.assign({}, ...schema.tests.map((test) => test.params)) as {
    min?: number;
    max?: number;
    length?: number;
    regex?: RegExp;
  };

  if (schema.innerType) {
    const items = schema.innerType as FieldDescription;
    const size = length ? { min: length, max: length, hint: `Nøyaktig ${length}` } : min ? { min } : {};
    const itemFields = items.fields
      ? { summary: `{{fields.${Object.keys(items.fields)[0]}}}`, fields: editorFields(items.fields, where, context) }
      : // A list of single values: each collapsed item shows its own text, not the list's label.
        { summary: "{{fields.item}}", field: editorField("item", items, where, context) };
    return { ...size, ...field, widget: "list", ...itemFields };
  }
  if (schema.fields) {
    // Decap checks an object's fields even while it is closed and empty, so an optional group's
    // fields are optional one by one, and its widget (src/cms/widgets.tsx) says, next to
    // the group, which field is missing when only some are filled.
    const inOptionalGroup = Boolean(optionalGroup);
    const group = {
      ...field,
      collapsed: true,
      fields: editorFields(schema.fields, where, { ...context, inOptionalGroup }),
    };
    // Decap's types know only its own widgets' names; the optional group is an object widget too.
    return inOptionalGroup
      ? ({ ...group, widget: OPTIONAL_GROUP_WIDGET } as unknown as CmsField)
      : { ...group, widget: "object" };
  }
  if (schema.type === "number") {
    return { ...field, widget: "number", value_type: "int", min, ...(max === undefined ? {} : { max }) };
  }
  // No pattern: Decap tests a pattern against the widget's resolved asset, not the path it
  // saves, so the path rule (patterns.relativeImage) stays with the build check; with no address
  // field (choose_url) and one media folder, an upload or a pick from the library can only save a
  // path relative to the JSON file, which gatsby-source-filesystem's @fileByRelativePath resolves.
  // A film: uploaded into content/videos/ (the build makes its web loops), saved as a path from the entry's JSON.
  // A page's pictures and films are named after what they are; an entry's after its address.
  const named = context.fromEntry === "" ? { [MEDIA_NAME]: mediaName(where) } : {};
  if (schema.meta?.type === "File" && schema.meta.film === true) {
    return {
      ...field,
      ...named,
      widget: "file",
      choose_url: false,
      media_folder: "/content/videos",
      public_folder: context.fromEntry ? `${context.fromEntry}/videos` : "videos",
    } as CmsField;
  }
  if (schema.meta?.type === "File") return { ...field, ...named, widget: "image", choose_url: false };
  if (schema.oneOf.length > 0) {
    const values = schema.oneOf as string[];
    return {
      ...field,
      widget: "select",
      options: options ? values.map((value) => ({ label: options[value] ?? value, value })) : values,
    };
  }
  // The build's limit, stated in the hint and checked as the maintainer types.
  const text =
    max === undefined
      ? { widget: "string" as const, ...field }
      : { widget: "string" as const, ...field, hint: addToHint(field.hint, `Høyst ${max} tegn.`), [MAX_LENGTH]: max };
  if (regex) {
    if (!patternMessage) throw new Error(`src/content-model/schemas.ts: ${where} has a pattern with no message`);
    return { ...text, pattern: [regex.source, patternMessage] };
  }
  if (schema.optional) return text;
  // Leading and trailing spaces are trimmed when saved (src/cms/json-format.ts), so a required
  // text only needs something more than white space.
  return { ...text, pattern: [patterns.text.source, "kan ikke være bare mellomrom"] };
}

/** Folder collections: content/<name>/, images in content/images/; one file format, naming and list view. */
const folderCollection = (
  collection: Pick<CmsCollection, "name" | "label" | "label_singular" | "description"> & {
    schema: AnyObjectSchema;
    identifier: string;
    /** The entry's page on a deploy preview, when it has one of its own. */
    previewPath?: string;
  },
): CmsCollection => {
  const { schema, identifier, previewPath, ...rest } = collection;
  const folder = `content/${rest.name}`;
  return {
    ...rest,
    folder,
    // Named here, not only in the top-level config: once the film field names a folder of its
    // own, Decap looks for an entry's pictures in the named folders only.
    media_folder: "/content/images",
    public_folder: "../images",
    fields: editorFields(schema.describe().fields, rest.name, { fromEntry: ".." }),
    format: formatName(rest.name),
    extension: "json",
    create: true,
    // The file is named after the slug field, so a second entry with a slug in use cannot be
    // created; changing the slug of an existing entry to one in use is caught by the build.
    slug: "{{fields.slug}}",
    identifier_field: identifier,
    summary: `{{fields.${identifier}}}`,
    // "Rekkefølge" first: the order the site shows them in.
    sortable_fields: ["order", identifier],
    ...(previewPath ? { preview_path: previewPath.replace(/^\//, "") } : {}),
  };
};

/** The editor's collections. */
function editorCollections() {
  const services = folderCollection({
    name: "services",
    label: "Tjenester",
    label_singular: "tjeneste",
    description: "Hver tjeneste får sin egen side under /tjenester/ og et kort på forsiden.",
    identifier: "title",
    previewPath: servicePath("{{fields.slug}}"),
    schema: serviceSchema,
  });

  const projects = folderCollection({
    name: "projects",
    label: "Prosjekter",
    label_singular: "prosjekt",
    description: "Hver kundecase får sin egen side under /case-study/ og et kort på /prosjekter.",
    identifier: "title",
    previewPath: projectPath("{{fields.slug}}"),
    schema: projectSchema,
  });

  const team = folderCollection({
    name: "team",
    label: "Teamet",
    label_singular: "person",
    description: "Personene på forsiden og på om-siden.",
    identifier: "name",
    schema: teamMemberSchema,
  });

  /**
   * content/site.json as one entry: Decap keys a file's entry by its path, so the file cannot be
   * split into several entries. The groups open one at a time.
   */
  const site: CmsCollection = {
    name: "site",
    label: "Nettstedet",
    description: "Firmaopplysninger, forsiden, om-siden og tekstene på de andre sidene (content/site.json).",
    format: formatName("site"),
    extension: "json",
    // One file every page reads: neither deleted nor unpublished (Decap offers both by default).
    delete: false,
    // site.json sits in content/ itself, beside the images' folder.
    public_folder: "images",
    files: [
      {
        name: "site",
        label: "Nettstedet (site.json)",
        file: "content/site.json",
        fields: editorFields(siteSchema.describe().fields, "site", { fromEntry: "" }),
      },
    ],
  };

  /** content/forms.json: what the two forms, their functions and their result pages say. */
  const forms: CmsCollection = {
    name: "forms",
    label: "Skjemaene",
    description:
      "Tekstene i kontaktskjemaet og nyhetsbrevet, feilmeldingene, svarene når noe går galt og sidene en besøkende uten JavaScript havner på (content/forms.json). Ord i klammer, som {e-post}, fylles ut av nettstedet og må stå der de står.",
    format: formatName("forms"),
    extension: "json",
    delete: false,
    files: [
      {
        name: "forms",
        label: "Skjemaene (forms.json)",
        file: "content/forms.json",
        fields: editorFields(formsSchema.describe().fields, "forms", { fromEntry: "" }),
      },
    ],
  };
  return { services, projects, team, site, forms };
}

/** The collections' fields and files (the file formats, the tests). */
export const {
  services: servicesCollection,
  projects: projectsCollection,
  team: teamCollection,
  site: siteCollection,
  forms: formsCollection,
} = editorCollections();
export const collections: CmsCollection[] = [
  servicesCollection,
  projectsCollection,
  teamCollection,
  siteCollection,
  formsCollection,
];

export function cmsConfig({ repo, siteUrl, localBackend }: CmsEnvironment): CmsConfig {
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
    // decap-server (`npm run cms`), no account needed. It writes the working copy directly, so
    // there the editor saves without the workflow.
    ...(localBackend ? { local_backend: { url: localBackend } } : {}),
    site_url: siteUrl,
    display_url: siteUrl,
    show_preview_links: true,
    // One media library for the whole site: Decap lists only the files directly in a media folder
    // (its "Media" button shows this one), so every image lives in content/images/ itself. The
    // path written into a collection's JSON is relative to content/<collection>/.
    media_folder: "content/images",
    public_folder: "../images",
    collections,
  };
}
