import * as decapLocales from "decap-cms-locales";
import { localeOverrides, mergePhrases, refusalTexts } from "../locale";

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

  // An override may state a value itself (the upload limit in MB, where Decap would fill in kB),
  // but a placeholder Decap does not fill for that text would reach the maintainer as a raw %{name}.
  it("uses in every override only the placeholders Decap fills in, so no text shows a raw %{name}", () => {
    const english = new Map(flatten(en));
    const placeholders = (text = "") => [...text.matchAll(/%\{(\w+)\}/g)].map(([, name]) => name);
    const unfilled = flatten(localeOverrides).filter(([key, text]) =>
      placeholders(text).some((name) => !placeholders(english.get(key)).includes(name)),
    );
    expect(unfilled).toEqual([]);
  });

  it("keeps Decap's own Norwegian wherever nothing overrides it", () => {
    const overridden = new Set(flatten(localeOverrides).map(([key]) => key));
    const changed = flatten(nb_no).filter(([key, text]) => !overridden.has(key) && merged.get(key) !== text);
    expect(changed).toEqual([]);
  });
});

test("a refusal says whether the publish or the draft's save was refused, and names each field by its place", () => {
  const title = { label: "Tittel", around: [{ label: "Hva vi tilbyr", singular: "punkt", item: 2 }] };
  expect(refusalTexts.refused([title, { label: "Ingress", around: [] }], false)).toBe(
    "Ikke publisert: rett de 2 feltene «Tittel» i punkt 2 av «Hva vi tilbyr» og «Ingress».",
  );
  expect(refusalTexts.refused([], true)).toBe("Ikke lagret: rett feilene som er merket med rødt.");
});
