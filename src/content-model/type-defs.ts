// The GraphQL types of the content (gatsby-node's createSchemaCustomization), written from the
// schemas the build checks, so the two say the same. Explicit types: non-null fields, no
// inference, so an empty or broken folder cannot silently change the schema the templates query.
// The editor's configuration (src/cms/config.ts) is generated from the same schemas.
import type { SchemaFieldDescription, SchemaObjectDescription } from "yup";
import { contentSchemas, type FieldDescription } from "./schemas";

const types = new Map<string, string>();

/** Declares an object type once, under the name its schema gives it; returns the name. */
function objectType(name: string, schema: SchemaObjectDescription, node = false): string {
  if (types.has(name)) return name;
  const fields = Object.entries(schema.fields).map(([field, description]) => `    ${field}: ${fieldType(description)}`);
  types.set(name, `  type ${name}${node ? " implements Node" : ""} @dontInfer {\n${fields.join("\n")}\n  }`);
  return name;
}

/** A required field is non-null; so is every item of a list. Our schemas hold no refs or lazy parts. */
function fieldType(field: SchemaFieldDescription, item = false): string {
  const description = field as FieldDescription;
  const required = item || !description.optional ? "!" : "";
  const name = description.meta?.type;
  if (description.innerType) return `[${fieldType(description.innerType as SchemaFieldDescription, true)}]${required}`;
  if (description.fields) return objectType(name ?? "", description as SchemaObjectDescription) + required;
  if (name === "File") return `File${required} @fileByRelativePath`;
  return (description.type === "number" ? "Int" : "String") + required;
}

for (const [name, schema] of Object.entries(contentSchemas)) objectType(name, schema.describe(), true);

// A film's loops, which the build makes (src/films/web-loop.ts).
types.set("WebLoop", "  type WebLoop {\n    phone: String!\n    desktop: String!\n  }");

export const contentTypeDefs = [...types.values()].join("\n");
