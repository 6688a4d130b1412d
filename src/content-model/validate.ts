// Turns content mistakes into build errors that name the file, the entry and the field.
import fs from "node:fs";
import path from "node:path";
import { ValidationError } from "yup";
import { contentSchemas, type ContentType } from "./schemas";

const typeLabels: Record<ContentType, string> = {
  Service: "service",
  Project: "project",
  TeamMember: "team member",
  SiteIdentity: "site",
};

/** Files each content type points at: images relative to the JSON file, videos under static/. */
const imageFields: Record<ContentType, readonly string[]> = {
  Service: ["image"],
  Project: ["image"],
  TeamMember: ["photo"],
  SiteIdentity: ["ogImage", "hero.image", "about.image"],
};
const staticFields: Record<ContentType, readonly string[]> = {
  Service: [],
  Project: ["heroVideoWebm", "heroVideoMp4"],
  TeamMember: [],
  SiteIdentity: ["hero.videoWebm", "hero.videoMp4"],
};

export const isContentType = (type: string): type is ContentType => type in contentSchemas;

function entryLabel(type: ContentType, data: Record<string, unknown>): string {
  const slug = typeof data.slug === "string" && data.slug ? `"${data.slug}"` : "(no slug)";
  return `${typeLabels[type]} ${slug}`;
}

function valueAt(data: unknown, dottedPath: string): unknown {
  return dottedPath
    .split(".")
    .reduce<unknown>(
      (value, key) => (value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined),
      data,
    );
}

/** Schema problems, one line each: `content/services/x.json (service "x"): features must have exactly 4 items`. */
export function validateContent(type: ContentType, data: Record<string, unknown>, file: string): string[] {
  try {
    contentSchemas[type].validateSync(data, { abortEarly: false, strict: true });
    return [];
  } catch (error: unknown) {
    if (!(error instanceof ValidationError)) throw error;
    const problems = error.inner.length > 0 ? error.inner : [error];
    return problems.map(
      (problem) => `${file} (${entryLabel(type, data)}): ${problem.path || "entry"} ${problem.message}`,
    );
  }
}

/** Referenced images and videos that do not exist on disk. */
export function findMissingFiles(
  type: ContentType,
  data: Record<string, unknown>,
  file: string,
  jsonDir: string,
  staticDir: string,
): string[] {
  const problems: string[] = [];
  const label = entryLabel(type, data);
  for (const field of imageFields[type]) {
    const value = valueAt(data, field);
    if (typeof value === "string" && value && !fs.existsSync(path.resolve(jsonDir, value))) {
      problems.push(`${file} (${label}): ${field} points to "${value}", which does not exist`);
    }
  }
  for (const field of staticFields[type]) {
    const value = valueAt(data, field);
    if (typeof value === "string" && value && !fs.existsSync(path.join(staticDir, value))) {
      problems.push(`${file} (${label}): ${field} points to "${value}", which is not in static/`);
    }
  }
  return problems;
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
