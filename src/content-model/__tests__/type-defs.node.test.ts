// The content's GraphQL types against the schemas they are written from and the content itself:
// a template can query every field a maintainer can fill in, a required one never comes back null,
// and every value in content/ fits the type declared for it.
import fs from "node:fs";
import path from "node:path";
import { contentSchemas, type FieldDescription } from "../schemas";
import { contentTypeDefs } from "../type-defs";

/** The declared types as type → field → GraphQL type ("[String!]!"), directives left out. */
const declared = new Map(
  [...contentTypeDefs.matchAll(/type (\w+)(?: implements Node)? @dontInfer \{([^}]*)\}/g)].map(
    ([, name = "", body = ""]) => [
      name,
      new Map(
        [...body.matchAll(/^\s*(\w+): (\S+)/gm)].map(([, field = "", type = ""]) => [field, type] as [string, string]),
      ),
    ],
  ),
);

const schemaFields = (type: keyof typeof contentSchemas) =>
  contentSchemas[type].describe().fields as Record<string, FieldDescription>;

describe("the content's GraphQL types", () => {
  it.each(Object.keys(contentSchemas) as (keyof typeof contentSchemas)[])(
    "declare %s with exactly the schema's fields, non-null where the schema requires one",
    (type) => {
      const fields = declared.get(type);
      expect(contentTypeDefs).toContain(`type ${type} implements Node @dontInfer`);
      const expected = Object.entries(schemaFields(type)).map(([name, field]) => [name, !field.optional]);
      expect(
        [...(fields ?? new Map<string, string>())].map(([name, graphqlType]) => [name, graphqlType.endsWith("!")]),
      ).toEqual(expected);
    },
  );

  it("name only types they declare, each once, and hold no null inside a list", () => {
    const names = [...contentTypeDefs.matchAll(/type (\w+)/g)].map(([, name]) => name);
    expect(new Set(names).size).toBe(names.length);
    for (const fields of declared.values()) {
      for (const graphqlType of fields.values()) {
        const named = graphqlType.replace(/[[\]!]/g, "");
        expect(["String", "Int", "File", ...declared.keys()]).toContain(named);
        if (graphqlType.startsWith("[")) expect(graphqlType).toMatch(/^\[\w+!\]!?$/);
      }
    }
  });

  // Every value as the declared type reads it: whole numbers for Int, text for String and File, lists for lists.
  const fits = (value: unknown, graphqlType: string): boolean => {
    const type = graphqlType.replace(/!$/, "");
    if (type.startsWith("[")) return Array.isArray(value) && value.every((item) => fits(item, type.slice(1, -1)));
    if (type === "Int") return Number.isInteger(value);
    if (type === "String" || type === "File") return typeof value === "string";
    const fields = declared.get(type);
    return (
      fields !== undefined &&
      typeof value === "object" &&
      value !== null &&
      Object.entries(value).every(([field, item]) => fields.has(field) && fits(item, fields.get(field)!))
    );
  };

  it.each([
    ["Service", "content/services"],
    ["Project", "content/projects"],
    ["TeamMember", "content/team"],
  ])("fit every %s in %s", (type, folder) => {
    const fields = declared.get(type)!;
    for (const file of fs.readdirSync(folder).filter((name) => name.endsWith(".json"))) {
      const entry = JSON.parse(fs.readFileSync(path.join(folder, file), "utf8")) as Record<string, unknown>;
      for (const [field, value] of Object.entries(entry)) {
        expect([file, field, fields.has(field) && fits(value, fields.get(field)!)]).toEqual([file, field, true]);
      }
    }
  });
});
