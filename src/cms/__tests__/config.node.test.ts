// The editor's fields are written from the build's schemas; what a maintainer reads on each is the rule here.
import type { CmsField } from "decap-cms-core";
import { formsCollection, projectsCollection, servicesCollection, siteCollection, teamCollection } from "../config";

/** Every field of every collection (a file collection's one file), lists and groups opened, with its path. */
function everyField(): [string, CmsField][] {
  const open = (fields: readonly CmsField[], at: string): [string, CmsField][] =>
    fields.flatMap((field) => {
      const here = `${at}.${field.name}`;
      return [
        [here, field] as [string, CmsField],
        ...("fields" in field && field.fields ? open(field.fields, here) : []),
        ...("field" in field && field.field ? open([field.field], here) : []),
      ];
    });
  return [servicesCollection, projectsCollection, teamCollection, siteCollection, formsCollection].flatMap(
    (collection) => open(collection.fields ?? collection.files?.[0]?.fields ?? [], collection.name),
  );
}

test("every field has a label of its own, every text field states its limit, every list its word for an item", () => {
  for (const [at, field] of everyField()) {
    const { label, hint, widget, label_singular: one } = field as CmsField & Record<string, unknown>;
    expect({ at, labelled: typeof label === "string" && label !== "" && label !== field.name }).toEqual({
      at,
      labelled: true,
    });
    if (widget === "string" || widget === "text") {
      expect({ at, hint }).toEqual({ at, hint: expect.stringMatching(/Høyst \d+ tegn\./) });
    }
    if (widget === "list") expect({ at, one: typeof one }).toEqual({ at, one: "string" });
  }
});

test("a page's pictures and films are named after what they show, an entry's after its address", () => {
  const named = Object.fromEntries(
    everyField()
      .filter(([, field]) => field.widget === "image" || field.widget === "file")
      .map(([at, field]) => [at, (field as CmsField & { media_name?: string }).media_name]),
  );
  expect(named).toMatchObject({
    "site.hero.video": "hero",
    "site.hero.image": "hero",
    "site.about.image": "about",
    "site.ogImage": "og-image",
    "projects.image": undefined,
  });
});
