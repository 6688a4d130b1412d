// How the editor writes a content file: the JSON the build reads, laid out the way Prettier
// lays out the files in content/ (the test suite's format check reads them too), so a change
// saved in the editor is a diff of the changed lines only.

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Prettier's line length for this repository (.prettierrc.json). */
export const PRINT_WIDTH = 120;

function isEmpty(value: Json | undefined): boolean {
  if (value === undefined || value === null || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.keys(value).length === 0;
  return false;
}

/**
 * Trims text and drops what is left empty. The build rejects text with spaces around it and
 * treats an optional field that is present but empty ("" for a video, [] for a solution) as
 * wrong, while the editor leaves such values behind when a maintainer clears a field.
 */
export function tidy(value: unknown): Json | undefined {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" || typeof value === "boolean" || value === null) return value;
  if (Array.isArray(value)) {
    return value.map(tidy).filter((item): item is Json => !isEmpty(item));
  }
  if (typeof value === "object" && value !== undefined) {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => [key, tidy(item)] as const)
      .filter((entry): entry is readonly [string, Json] => !isEmpty(entry[1]));
    return Object.fromEntries(entries);
  }
  return undefined;
}

const INDENT = "  ";

/**
 * Objects one key a line (Prettier keeps an object expanded when the source had a line break
 * after its brace); an array on one line when it holds no object and fits, else one item a line.
 */
function print(value: Json, depth: number, prefixWidth: number, suffixWidth: number): string {
  const indent = INDENT.repeat(depth);
  const inner = INDENT.repeat(depth + 1);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    const flat = value.every((item) => item === null || typeof item !== "object");
    if (flat) {
      const oneLine = `[${value.map((item) => JSON.stringify(item)).join(", ")}]`;
      if (prefixWidth + oneLine.length + suffixWidth <= PRINT_WIDTH) return oneLine;
    }
    const items = value.map((item, index) => {
      const comma = index < value.length - 1 ? 1 : 0;
      return inner + print(item, depth + 1, inner.length, comma);
    });
    return `[\n${items.join(",\n")}\n${indent}]`;
  }
  if (value !== null && typeof value === "object") {
    const keys = Object.keys(value);
    if (keys.length === 0) return "{}";
    const lines = keys.map((key, index) => {
      const head = `${inner}${JSON.stringify(key)}: `;
      const comma = index < keys.length - 1 ? 1 : 0;
      return head + print(value[key] as Json, depth + 1, head.length, comma);
    });
    return `{\n${lines.join(",\n")}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/** A field's place in its entry: the order keys are written in, and its own fields'. */
export interface FieldOrder {
  name: string;
  fields?: readonly FieldOrder[];
}

/**
 * Keys in the order of the fields (the content model's order, which the files keep), any
 * other key after them as it came. The editor hands over its data with keys in an order of its
 * own (an immutable map's), which would rewrite every line of a file on the first save.
 */
export function ordered(value: Json, fields: readonly FieldOrder[] | undefined): Json {
  if (Array.isArray(value)) return value.map((item) => ordered(item, fields));
  if (value === null || typeof value !== "object" || !fields) return value;
  const rank = (key: string) => {
    const index = fields.findIndex((field) => field.name === key);
    return index === -1 ? fields.length : index;
  };
  const keys = Object.keys(value).sort((a, b) => rank(a) - rank(b));
  return Object.fromEntries(
    keys.map((key) => [key, ordered(value[key] as Json, fields.find((field) => field.name === key)?.fields)]),
  );
}

/** The text of a content file for `data`, ending in a line break. */
export function toContentJson(data: unknown, fields?: readonly FieldOrder[]): string {
  return `${print(ordered(tidy(data) ?? {}, fields), 0, 0, 0)}\n`;
}
