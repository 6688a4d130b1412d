import * as decapLocales from "decap-cms-locales";
import { localeOverrides, mergePhrases } from "../locale";

type Phrases = Parameters<typeof mergePhrases>[0];
// Decap's types name only the Norwegian texts (src/cms/decap.d.ts); the English are there too.
const { en, nb_no } = decapLocales as unknown as Record<"en" | "nb_no", Phrases>;

const flatten = (phrases: Phrases, prefix = ""): [string, string][] =>
  Object.entries(phrases).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );

describe("the editor's Norwegian", () => {
  const merged = new Map(flatten(mergePhrases(nb_no, localeOverrides)));

  it("has every text Decap has in English, so nothing falls back to English", () => {
    const missing = flatten(en)
      .map(([key]) => key)
      .filter((key) => !merged.has(key));
    expect(missing).toEqual([]);
  });

  it("overrides only keys Decap knows (a misspelt key would change nothing)", () => {
    const known = new Set(flatten(en).map(([key]) => key));
    expect(flatten(localeOverrides).filter(([key]) => !known.has(key))).toEqual([]);
  });

  it("names a new entry without a gendered adjective and shows a field's own message for a pattern", () => {
    expect(merged.get("collection.collectionTop.newButton")).toBe("Opprett %{collectionLabel}");
    expect(merged.get("editor.editorControlPane.widget.regexPattern")).toBe("%{fieldLabel}: %{pattern}.");
    expect(merged.get("editor.editorWidgets.list.add")).toBe("Legg til %{item}");
  });
});
