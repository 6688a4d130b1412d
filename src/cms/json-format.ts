// How the editor writes a content file: the JSON the build reads, laid out the way Prettier
// lays out the files in content/ (the test suite's format check reads them too), so a change
// saved in the editor is a diff of the changed lines only. Prettier's format() cannot write it:
// it answers asynchronously where Decap wants the text at once, and its JSON parser and printer
// would add 163 KiB gzip to the editor, where the doc printer used here adds 8 KiB.
import { builders, printer } from "prettier/doc";

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

const { fill, group, hardline, indent, join, line, softline } = builders;

/**
 * The layout Prettier's JSON printer gives the file, for Prettier's own line breaker to fit, so
 * a line's width is counted as Prettier counts it (wide, combining and astral characters): objects
 * one key a line (Prettier keeps an object expanded when the source had a line break after its
 * brace); an array on one line when it fits, else one item a line, or numbers filling the lines.
 */
function layout(value: Json): builders.Doc {
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    const numbers = value.length > 1 && value.every((item) => typeof item === "number");
    const items = numbers
      ? fill(
          value.flatMap((item, index): builders.Doc[] =>
            index < value.length - 1 ? [[JSON.stringify(item), ","], line] : [JSON.stringify(item)],
          ),
        )
      : join([",", line], value.map(layout));
    return group(["[", indent([softline, items]), softline, "]"]);
  }
  if (value !== null && typeof value === "object") {
    const keys = Object.keys(value);
    if (keys.length === 0) return "{}";
    const members = keys.map((key) => [JSON.stringify(key), ": ", layout(value[key] as Json)]);
    return ["{", indent([hardline, join([",", hardline], members)]), hardline, "}"];
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
  const file = [layout(ordered(tidy(data) ?? {}, fields)), hardline];
  return printer.printDocToString(file, { printWidth: PRINT_WIDTH, tabWidth: 2 }).formatted;
}
