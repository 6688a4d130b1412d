import fs from "node:fs";
import path from "node:path";
import type { CmsCollection, CmsField } from "decap-cms-core";
import { Kind, parse, type TypeNode } from "graphql";
import forms from "../../../content/forms.json";
import { serviceIconNames } from "../../content-model/icon-names";
import { listLengths, patterns, textLimits } from "../../content-model/rules";
import { contentTypeDefs } from "../../content-model/type-defs";
import {
  cmsConfig,
  formatName,
  formsCollection,
  MAX_LENGTH,
  OPTIONAL_GROUP_WIDGET,
  projectsCollection,
  servicesCollection,
  siteCollection,
  teamCollection,
} from "../config";

interface GraphQlField {
  name: string;
  required: boolean;
  list: boolean;
  /** The named type inside any list and non-null wrappers. */
  type: string;
}

const objectTypes = new Map<string, GraphQlField[]>();
for (const definition of parse(contentTypeDefs).definitions) {
  if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION) continue;
  objectTypes.set(
    definition.name.value,
    (definition.fields ?? []).map((field) => {
      let node: TypeNode = field.type;
      const required = node.kind === Kind.NON_NULL_TYPE;
      let list = false;
      while (node.kind !== Kind.NAMED_TYPE) {
        if (node.kind === Kind.LIST_TYPE) list = true;
        node = node.type;
      }
      return { name: field.name.value, required, list, type: node.name.value };
    }),
  );
}

const scalarWidgets: Record<string, readonly string[]> = {
  String: ["string", "text", "select"],
  Int: ["number"],
  File: ["image", "file"],
};

type Field = CmsField & { fields?: CmsField[]; field?: CmsField; min?: number; max?: number; widget?: string };

/** Checks that `fields` hold exactly the GraphQL type's fields, with matching widgets, recursively. */
function expectMirrors(typeName: string, fields: readonly CmsField[], where: string, inOptionalGroup = false): void {
  const graphQlFields = objectTypes.get(typeName);
  if (!graphQlFields) throw new Error(`${typeName} is not in the content types`);
  // In the same order: the editor writes a file's keys in its fields' order (json-format.ts).
  expect({ where, names: fields.map((field) => field.name) }).toEqual({
    where,
    names: graphQlFields.map((field) => field.name),
  });
  for (const graphQl of graphQlFields) {
    const field = fields.find((candidate) => candidate.name === graphQl.name) as Field;
    const path = `${where}.${graphQl.name}`;
    // In a group that may be left out, every field is optional on its own (the group's widget
    // checks that they are filled together).
    expect({ path, required: field.required !== false }).toEqual({
      path,
      required: graphQl.required && !inOptionalGroup,
    });
    const nested = objectTypes.has(graphQl.type);
    if (graphQl.list) {
      expect({ path, widget: field.widget }).toEqual({ path, widget: "list" });
      if (nested) expectMirrors(graphQl.type, field.fields ?? [], path);
      else {
        const widget = field.field?.widget ?? "string";
        expect({ path, widget, fits: scalarWidgets[graphQl.type]?.includes(widget) }).toEqual({
          path,
          widget,
          fits: true,
        });
      }
    } else if (nested) {
      const widget = graphQl.required ? "object" : OPTIONAL_GROUP_WIDGET;
      expect({ path, widget: field.widget }).toEqual({ path, widget });
      expectMirrors(graphQl.type, field.fields ?? [], path, !graphQl.required);
    } else {
      const widget = field.widget ?? "string";
      expect({ path, widget, fits: scalarWidgets[graphQl.type]?.includes(widget) }).toEqual({
        path,
        widget,
        fits: true,
      });
    }
  }
}

const field = (collection: CmsCollection, name: string) =>
  collection.fields?.find((candidate) => candidate.name === name) as Field;

describe("the editor's configuration", () => {
  it.each([
    ["Service", servicesCollection],
    ["Project", projectsCollection],
    ["TeamMember", teamCollection],
  ] as const)("has every field of the %s type, no more, with widgets of the same kind", (type, collection) => {
    expectMirrors(type, collection.fields ?? [], collection.name);
  });

  it("covers content/site.json (SiteIdentity) in one entry, since Decap keys a file's entry by its path", () => {
    const files = siteCollection.files ?? [];
    expect(files.map((file) => file.file)).toEqual(["content/site.json"]);
    expectMirrors("SiteIdentity", files[0]?.fields ?? [], "site");
  });

  it("covers content/forms.json (FormCopy) in one entry, its sentences checked for their placeholders", () => {
    const files = formsCollection.files ?? [];
    expect(files.map((file) => file.file)).toEqual(["content/forms.json"]);
    const fields = files[0]?.fields ?? [];
    expectMirrors("FormCopy", fields, "forms");
    // The editor refuses a sentence without the address the site fills in, as the build does.
    const contact = fields.find((candidate) => candidate.name === "contact") as Field;
    const failureText = contact.fields?.find((candidate) => candidate.name === "failureText");
    const pattern = new RegExp(failureText?.pattern?.[0] ?? "");
    expect(pattern.test("Send oss en e-post på {e-post}.")).toBe(true);
    expect(pattern.test("Send oss en e-post.")).toBe(false);
    expect(pattern.test("Send oss en e-post på {epost} eller {e-post}.")).toBe(false);
    // And lets every text as it is today through.
    const patternsOf = (items: readonly Field[], value: Record<string, unknown>): [string, string, string][] =>
      items.flatMap((item) =>
        item.fields
          ? patternsOf(item.fields, value[item.name] as Record<string, unknown>)
          : [[item.name, item.pattern?.[0] ?? "", String(value[item.name])]],
      );
    for (const [name, source, text] of patternsOf(fields, forms)) {
      expect({ name, text, accepted: new RegExp(source).test(text) }).toEqual({ name, text, accepted: true });
    }
  });

  it("asks for the list lengths the build checks", () => {
    expect(field(servicesCollection, "features")).toMatchObject({
      min: listLengths.serviceFeatures,
      max: listLengths.serviceFeatures,
    });
    expect(field(projectsCollection, "solution")).toMatchObject({
      required: false,
      min: listLengths.projectSolution,
      max: listLengths.projectSolution,
    });
    const about = siteCollection.files?.[0]?.fields.find((candidate) => candidate.name === "about") as Field;
    const aboutField = (name: string) => about.fields?.find((candidate) => candidate.name === name);
    expect(aboutField("values")).toMatchObject({ min: listLengths.aboutValues, max: listLengths.aboutValues });
    expect(aboutField("areas")).toMatchObject({ min: listLengths.aboutAreas, max: listLengths.aboutAreas });
  });

  it("checks slugs, e-mail addresses, phone numbers, addresses and images with the build's patterns", () => {
    const patternOf = (collection: CmsCollection, name: string) => field(collection, name).pattern?.[0];
    for (const collection of [servicesCollection, projectsCollection, teamCollection]) {
      expect(patternOf(collection, "slug")).toBe(patterns.slug.source);
    }
    expect(patternOf(teamCollection, "email")).toBe(patterns.email.source);
    expect(patternOf(teamCollection, "phone")).toBe(patterns.phone.source);
    const sitePhone = siteCollection.files?.[0]?.fields.find((candidate) => candidate.name === "phone");
    expect(sitePhone?.pattern?.[0]).toBe(patterns.phone.source);
    expect(field(servicesCollection, "image")).toMatchObject({ widget: "image", choose_url: false });
    const link = field(projectsCollection, "externalLink");
    expect(link.fields?.find((candidate) => candidate.name === "url")?.pattern?.[0]).toBe(patterns.httpsUrl.source);
    // The editor compiles a pattern's source alone: a flag would be lost.
    for (const regex of Object.values(patterns)) expect(regex.flags).toBe("");
  });

  it("offers exactly the icons the site can draw", () => {
    const icon = field(servicesCollection, "icon") as Field & { options: { label: string; value: string }[] };
    expect(icon.widget).toBe("select");
    expect(icon.options.map((option) => option.value)).toEqual([...serviceIconNames]);
    // Each named in Norwegian, not by the icon's code name.
    for (const option of icon.options) expect(option.label).not.toBe(option.value);
  });

  it("saves new entries as <slug>.json next to the others", () => {
    for (const collection of [servicesCollection, projectsCollection, teamCollection]) {
      expect(collection).toMatchObject({
        format: formatName(collection.name),
        extension: "json",
        create: true,
        slug: "{{fields.slug}}",
      });
    }
  });

  it("keeps every image in the one library folder, and writes a path to it that the build accepts", () => {
    const config = cmsConfig({ repo: "fjellsyn-media/nettsted", siteUrl: "https://www.fjellsynmedia.no" });
    const library = config.media_folder ?? "";
    expect(fs.readdirSync(library)).toEqual(expect.arrayContaining(["ibka.jpg", "sara-fjellheim.jpg", "hero.jpg"]));
    const hasImage = (fields: CmsField[]): boolean =>
      fields.some((field) => field.widget === "image" || hasImage("fields" in field ? (field.fields ?? []) : []));
    const withImages = config.collections.filter((collection) =>
      hasImage(collection.fields ?? collection.files?.[0]?.fields ?? []),
    );
    expect(withImages.map((collection) => collection.name)).toEqual(["services", "projects", "team", "site"]);
    for (const collection of withImages) {
      // Decap reads a folder with a leading "/" from the repository's root.
      expect(collection.media_folder?.replace(/^\//, "") ?? library).toBe(library);
      // Decap writes the public folder joined with the file's name (path.join); the build reads
      // it relative to the JSON file.
      const written = path.join(collection.public_folder ?? config.public_folder ?? "", "bilde.jpg");
      const folder = collection.folder ?? path.dirname(collection.files?.[0]?.file ?? "");
      expect(written).toMatch(patterns.relativeImage);
      expect(path.join(folder, written)).toBe(path.join(library, "bilde.jpg"));
    }
  });

  it("uses GitHub through Netlify's OAuth with the editorial workflow, and no local backend unless given one", () => {
    const config = cmsConfig({ repo: "fjellsyn-media/nettsted", siteUrl: "https://www.fjellsynmedia.no" });
    expect(config).not.toHaveProperty("local_backend");
    const local = "http://localhost:8081/api/v1";
    expect(cmsConfig({ repo: "o/n", siteUrl: "https://example.no", localBackend: local })).toMatchObject({
      local_backend: { url: local },
    });
    expect(config).toMatchObject({
      locale: "nb_no",
      load_config_file: false,
      publish_mode: "editorial_workflow",
      show_preview_links: true,
      site_url: "https://www.fjellsynmedia.no",
      backend: { name: "github", repo: "fjellsyn-media/nettsted", branch: "main", base_url: "https://api.netlify.com" },
    });
  });
});

describe("the editor's fields for files", () => {
  it("states an image's shape and its largest size in the hint (src/cms/uploads.ts refuses a larger one)", () => {
    const photo = field(teamCollection, "photo") as Field & { hint: string };
    expect(photo).toMatchObject({ widget: "image", choose_url: false });
    expect(photo.hint).toMatch(/Kvadratisk/);
    expect(photo.hint).toMatch(/høyst 25 MB/);
  });

  it("uploads a case study's film into content/videos/ and saves its path from the entry's JSON, with a hint on a good loop", () => {
    const video = field(projectsCollection, "video") as Field & { hint: string };
    expect(video).toMatchObject({
      widget: "file",
      choose_url: false,
      media_folder: "/content/videos",
      public_folder: "../videos",
    });
    expect(video.hint).toMatch(/uten lyd/);
    expect(video.hint).toMatch(/høyst 100 MB/);
    expect(video.hint).toMatch(/stillbilde fra filmen/);
  });

  it("shows a list of single values by each item's text", () => {
    expect(field(projectsCollection, "tags")).toMatchObject({ summary: "{{fields.item}}" });
  });
});

describe("the editor's text limits", () => {
  /** Every field with its path, lists and groups opened. */
  const allFields = (fields: readonly CmsField[], at = ""): [string, CmsField][] =>
    fields.flatMap((field) => {
      const here = `${at}${field.name}`;
      const nested = [
        ...("fields" in field && field.fields ? allFields(field.fields, `${here}.`) : []),
        ...("field" in field && field.field ? allFields([field.field], `${here}.`) : []),
      ];
      return [[here, field] as [string, CmsField], ...nested];
    });

  /** Every field of every collection (a file collection's one file), with its path. */
  const everyField = (): [string, CmsField][] =>
    [servicesCollection, projectsCollection, teamCollection, siteCollection, formsCollection].flatMap((collection) =>
      allFields(collection.fields ?? collection.files?.[0]?.fields ?? []),
    );

  it("are the build's, stated in each text field's hint", () => {
    const title = allFields(servicesCollection.fields ?? []).find(([at]) => at === "title")?.[1] as unknown as Record<
      string,
      unknown
    >;
    expect(title[MAX_LENGTH]).toBe(textLimits.heading);
    expect(title.hint).toBe(`Høyst ${textLimits.heading} tegn.`);
    for (const [at, field] of everyField()) {
      const max = (field as unknown as Record<string, unknown>)[MAX_LENGTH];
      if (field.widget !== "string" && field.widget !== "text") continue;
      expect({ at, max: typeof max }).toEqual({ at, max: "number" });
      expect({ at, hint: field.hint }).toEqual({ at, hint: expect.stringContaining(`Høyst ${String(max)} tegn.`) });
    }
  });

  it("count a list in its own words: every list has a word for one item and for several", () => {
    for (const [at, field] of everyField()) {
      if (field.widget !== "list") continue;
      const { label_singular: one, label_plural: several } = field as unknown as Record<string, unknown>;
      expect({ at, one: typeof one, several: typeof several }).toEqual({ at, one: "string", several: "string" });
    }
  });
});
