// Turns content mistakes into build errors that name the file, the entry and the field.
import fs from "node:fs";
import path from "node:path";
import { ValidationError } from "yup";
import { contentSchemas, type ContentType, type FieldDescription, type FileCheck } from "./schemas";

const typeLabels: Record<ContentType, string> = {
  Service: "service",
  Project: "project",
  TeamMember: "team member",
  SiteIdentity: "site",
  FormCopy: "form texts",
};

export function entryLabel(type: ContentType, data: Record<string, unknown>): string {
  // A file that is the only one of its kind is named by its path alone.
  if (!("slug" in contentSchemas[type].fields)) return typeLabels[type];
  const slug = typeof data.slug === "string" && data.slug ? `"${data.slug}"` : "(no slug)";
  return `${typeLabels[type]} ${slug}`;
}

/**
 * Schema problems, one line each: `content/services/x.json (service "x"): features must have exactly 4 items`.
 * With `entryFolder` (the folder of the entry's JSON file), also the images and films that are not there.
 */
export function validateContent(
  type: ContentType,
  data: Record<string, unknown>,
  file: string,
  entryFolder?: string,
): string[] {
  const exists: FileCheck | undefined =
    entryFolder === undefined ? undefined : (value) => fs.existsSync(path.join(entryFolder, value));
  try {
    contentSchemas[type].validateSync(data, { abortEarly: false, strict: true, context: { exists } });
    return [];
  } catch (error: unknown) {
    if (!(error instanceof ValidationError)) throw error;
    const problems = error.inner.length > 0 ? error.inner : [error];
    return problems.map((problem) => {
      const field = problem.path || "entry";
      // yup's own messages start with the field's path ("description must be a trimmed string"),
      // the schema's with what is wrong ("is required"); the field is named once either way.
      const message = problem.message.startsWith(`${field} `)
        ? problem.message.slice(field.length + 1)
        : problem.message;
      return `${file} (${entryLabel(type, data)}): ${field} ${message}`;
    });
  }
}

export interface SlugEntry {
  type: ContentType;
  slug: string;
  file: string;
}

/** Two entries of one type with the same slug would build the same route twice. */
export function findDuplicateSlugs(entries: readonly SlugEntry[]): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const { type, slug, file } of entries) {
    const key = `${type}:${slug}`;
    const first = seen.get(key);
    if (first) {
      problems.push(`${file} (${typeLabels[type]} "${slug}"): slug "${slug}" is already used by ${first}`);
    } else {
      seen.set(key, file);
    }
  }
  return problems;
}

/** A film an entry names: the field's path ("hero.video") and the path it holds, relative to the entry. */
export interface FilmReference {
  field: string;
  value: string;
}

/** The films an entry names, found by the schema's film fields (src/films/ checks and encodes them). */
export function filmReferences(type: ContentType, data: Record<string, unknown>): FilmReference[] {
  const found: FilmReference[] = [];
  const walk = (description: FieldDescription, value: unknown, field: string) => {
    if (description.meta?.film && typeof value === "string" && value) found.push({ field, value });
    if (description.fields && value && typeof value === "object") {
      for (const [name, inner] of Object.entries(description.fields)) {
        walk(inner as FieldDescription, (value as Record<string, unknown>)[name], field ? `${field}.${name}` : name);
      }
    }
  };
  walk(contentSchemas[type].describe() as FieldDescription, data, "");
  return found;
}
