// The entry being edited, in the shape the site's views get from GraphQL, read along its content
// schema: the same schemas the GraphQL types are written from (src/content-model/type-defs.ts),
// so a new field reaches the preview with no list of field names here.
import type { SchemaFieldDescription } from "yup";
import type { ImageSource } from "../../components/ui/content-image";
import type { FieldDescription } from "../../content-model/schemas";
import { number, optionalText, record, text, type Data } from "./entry-data";

/** An image field's value as the preview shows it, from the path saved and the field's path in the entry. */
export type ImageAt = (path: string, fieldPath: readonly string[]) => ImageSource | null;

const isFilled = (value: unknown): boolean =>
  Array.isArray(value) ? value.length > 0 : typeof value === "string" ? value.trim() !== "" : value != null;

function fieldValue(
  description: FieldDescription,
  value: unknown,
  fieldPath: readonly string[],
  image: ImageAt,
): unknown {
  if (description.meta?.type === "File") return image(typeof value === "string" ? value : "", fieldPath);
  if (description.fields) {
    const group = viewData(description.fields, record(value), image, fieldPath);
    // A group that may be left out, such as a case study's link, is null when left empty.
    return description.optional && !Object.values(record(value)).some(isFilled) ? null : group;
  }
  if (description.innerType) {
    const item = description.innerType as FieldDescription;
    const items = (Array.isArray(value) ? value : []).map((entry) => fieldValue(item, entry, fieldPath, image));
    return description.optional && items.length === 0 ? null : items;
  }
  const data = { value };
  if (description.type === "number") return number(data, "value");
  return description.optional ? optionalText(data, "value") : text(data, "value");
}

/** Every field of `fields`, read from `data`; a missing text is "", a missing optional one null. */
export function viewData(
  fields: Record<string, SchemaFieldDescription>,
  data: Data,
  image: ImageAt,
  at: readonly string[] = [],
): Data {
  return Object.fromEntries(
    Object.entries(fields).map(([name, description]) => [
      name,
      fieldValue(description as FieldDescription, data[name], [...at, name], image),
    ]),
  );
}
