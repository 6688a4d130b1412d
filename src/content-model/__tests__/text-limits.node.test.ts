import fs from "node:fs";
import path from "node:path";
import type { SchemaFieldDescription } from "yup";
import { textLimits } from "../rules";
import { contentSchemas, type ContentType, type FieldDescription } from "../schemas";
import { validateContent } from "../validate";

/** Every text field of a schema, by its path, with the most characters it takes (or none). */
type Limited = [path: string, max: number | undefined];

function textFields(fields: Record<string, SchemaFieldDescription>, where: string): Limited[] {
  return Object.entries(fields).flatMap(([name, field]): Limited[] => {
    const description = field as FieldDescription;
    const at = where ? `${where}.${name}` : name;
    if (description.fields) return textFields(description.fields, at);
    if (description.innerType) {
      const item = description.innerType as FieldDescription;
      return item.fields
        ? textFields(item.fields, `${at}[]`)
        : textFields({ item }, at).map(([, max]): Limited => [`${at}[]`, max]);
    }
    if (description.type !== "string") return [];
    // Chosen from a list or a path to a file: not text anyone reads on the page.
    if (description.oneOf.length > 0 || description.meta?.type === "File") return [];
    const max = description.tests.find((test) => test.name === "max")?.params?.max;
    return [[at, typeof max === "number" ? max : undefined]];
  });
}

describe("every text field's length limit", () => {
  it.each(Object.keys(contentSchemas) as ContentType[])("is set on each text field of %s", (type) => {
    const fields = textFields(contentSchemas[type].describe().fields, "");
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.filter(([, max]) => max === undefined).map(([at]) => at)).toEqual([]);
    // Only the limits chosen by place, so each length has a reason.
    for (const [, max] of fields) expect(Object.values(textLimits)).toContain(max);
  });

  it("refuses a 614-character service title, naming the file, the field and both lengths", () => {
    const file = "content/services/videoproduksjon.json";
    const data = JSON.parse(fs.readFileSync(path.resolve(file), "utf8")) as Record<string, unknown>;
    expect(validateContent("Service", { ...data, title: "Video".padEnd(614, "o") }, file)).toEqual([
      `${file} (service "videoproduksjon"): title has 614 characters, more than the ${textLimits.heading} its place on the page holds`,
    ]);
  });
});
