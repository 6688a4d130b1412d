// Turns content mistakes into build errors that name the file, the entry and the field.
import fs from "node:fs";
import path from "node:path";
import { ValidationError } from "yup";
import { contentSchemas, type ContentType, type FieldDescription } from "./schemas";

const typeLabels: Record<ContentType, string> = {
  Service: "service",
  Project: "project",
  TeamMember: "team member",
  SiteIdentity: "site",
  FormCopy: "form texts",
};

/** A content file as gatsby-node reads it: its fields, its path under content/ and its folder. */
export interface ContentEntry {
  type: ContentType;
  data: Record<string, unknown>;
  file: string;
  /** The JSON file's folder, which the images and films it names are relative to; without it they are not looked for. */
  folder?: string;
}

export function entryLabel(type: ContentType, data: Record<string, unknown>): string {
  // A file that is the only one of its kind is named by its path alone.
  if (!("slug" in contentSchemas[type].fields)) return typeLabels[type];
  return `${typeLabels[type]} ${typeof data.slug === "string" && data.slug ? `"${data.slug}"` : "(no slug)"}`;
}

/** Schema problems, one line each: `content/services/x.json (service "x"): features must have exactly 4 items`. */
export function validateContent({ type, data, file, folder }: ContentEntry): string[] {
  const exists = folder === undefined ? undefined : (value: string) => fs.existsSync(path.join(folder, value));
  try {
    contentSchemas[type].validateSync(data, { abortEarly: false, strict: true, context: { exists } });
    return [];
  } catch (error: unknown) {
    if (!(error instanceof ValidationError)) throw error;
    return (error.inner.length > 0 ? error.inner : [error]).map(({ path: at, message }) => {
      const field = at || "entry";
      // yup's own messages start with the field's path, the schema's with what is wrong: name the field once.
      return `${file} (${entryLabel(type, data)}): ${field} ${message.startsWith(`${field} `) ? message.slice(field.length + 1) : message}`;
    });
  }
}

/** Every entry's problems, and each slug a second entry of the type reuses (it would build the same route twice). */
export function checkContent(entries: readonly ContentEntry[]): string[] {
  const seen = new Map<string, string>();
  const duplicates = entries.flatMap(({ type, data, file }) => {
    if ((type !== "Service" && type !== "Project") || typeof data.slug !== "string") return [];
    const first = seen.get(`${type}:${data.slug}`);
    if (!first) seen.set(`${type}:${data.slug}`, file);
    return first ? [`${file} (${entryLabel(type, data)}): slug "${data.slug}" is already used by ${first}`] : [];
  });
  return [...entries.flatMap(validateContent), ...duplicates];
}

/** The films an entry names, by the schema's film fields: the field's path ("hero.video") and the path it holds. */
export function filmReferences({ type, data }: ContentEntry): { field: string; value: string }[] {
  const found: { field: string; value: string }[] = [];
  const walk = (description: FieldDescription, value: unknown, field: string) => {
    if (description.meta?.film && typeof value === "string" && value) found.push({ field, value });
    if (!description.fields || !value || typeof value !== "object") return;
    for (const [name, inner] of Object.entries(description.fields)) {
      walk(inner as FieldDescription, (value as Record<string, unknown>)[name], field ? `${field}.${name}` : name);
    }
  };
  walk(contentSchemas[type].describe() as FieldDescription, data, "");
  return found;
}
