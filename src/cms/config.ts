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
}

/** The file format of a collection (src/cms/json-format.ts, registered in src/cms/cms.tsx). */
export const formatName = (collection: string): string => `json-${collection}`;

/** The fields of an object schema, in its order (the order the files keep their keys in). */
function editorFields(fields: Record<string, SchemaFieldDescription>, where: string): CmsField[] {
  return Object.entries(fields).map(([name, description]) =>
    editorField(name, description as FieldDescription, `${where}.${name}`),
  );
}

function editorField(name: string, schema: FieldDescription, where: string): CmsField {
  const editor = schema.meta?.editor;
  if (editor === undefined) throw new Error(`src/content-model/schemas.ts: ${where} has no editor label`);
  const { folder, options, patternMessage, ...shown } = typeof editor === "string" ? { label: editor } : editor;
  const field = { name, ...shown, ...(schema.optional ? { required: false } : {}) };
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
      ? { summary: `{{fields.${Object.keys(items.fields)[0]}}}`, fields: editorFields(items.fields, where) }
      : { field: editorField("item", items, where) };
    return { ...size, ...field, widget: "list", ...itemFields };
  }
  if (schema.fields) {
    return { ...field, widget: "object", collapsed: true, fields: editorFields(schema.fields, where) };
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
  if (regex) {
    if (!patternMessage) throw new Error(`src/content-model/schemas.ts: ${where} has a pattern with no message`);
    return { widget: "string", ...field, pattern: [regex.source, patternMessage] };
  }
  if (schema.optional) return { widget: "string", ...field };
  // Leading and trailing spaces are trimmed when saved (src/cms/json-format.ts), so a required
  // text only needs something more than white space.
  return { widget: "string", ...field, pattern: [patterns.text.source, "kan ikke være bare mellomrom"] };
}

/** Folder collections: content/<name>/, images in content/images/<name>/; one file format, naming and list view. */
const folderCollection = (
  collection: Pick<CmsCollection, "name" | "label" | "label_singular" | "description"> & {
    schema: AnyObjectSchema;
    identifier: string;
    /** The entry's page on a deploy preview, when it has one of its own. */
    previewPath?: string;
  },
): CmsCollection => {
  const { schema, identifier, previewPath, ...rest } = collection;
  const imageFolder = `../images/${rest.name}`;
  return {
    ...rest,
    folder: `content/${rest.name}`,
    fields: editorFields(schema.describe().fields, rest.name),
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
});

export const projectsCollection = folderCollection({
  name: "projects",
  label: "Prosjekter",
  label_singular: "prosjekt",
  description: "Hver kundecase får sin egen side under /case-study/ og et kort på /prosjekter.",
  identifier: "title",
  previewPath: projectPath("{{fields.slug}}"),
  schema: projectSchema,
});

export const teamCollection = folderCollection({
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
      fields: editorFields(siteSchema.describe().fields, "site"),
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
