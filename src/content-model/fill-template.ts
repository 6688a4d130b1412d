// Fills a content text's placeholders; which ones each text must hold is checked by its schema.
import type { FilledTextName, PlaceholderOf } from "./rules";

/**
 * The text with each `{name}` replaced by its value, e.g. fillTemplate("socialLink", "Følg {firma} på
 * {nettverk}", { firma: "Fjellsyn Media", nettverk: "Instagram" }). Naming the text makes the
 * compiler ask for exactly the values its schema requires.
 */
export function fillTemplate<Name extends FilledTextName>(
  _name: Name,
  template: string,
  values: Readonly<Record<PlaceholderOf<Name>, string | number>>,
): string {
  const known: Readonly<Record<string, string | number>> = values;
  return template.replace(/\{([^{}]+)\}/g, (whole, key: string) => (key in known ? String(known[key]) : whole));
}
