// The editor's interface in bokmål: Decap's own Norwegian texts, completed where they fall back
// to English and reworded where they read wrong for this site (gender, raw patterns).
import { IMAGE_MAX_BYTES } from "../content-model/schemas";

type Phrases = { [key: string]: string | Phrases };

/** What the toolbar says of the open entry (src/cms/editor-view.ts reads it). */
export const entryStatus = {
  // Decap shows "Endringer lagret" on a new entry no one has touched yet too, where it is untrue.
  saved: "Ingen ulagrede endringer",
  unsaved: "Ulagrede endringer",
} as const;

/** What the editor says when it refuses something (src/cms/refusals.tsx). */
export const refusalTexts = {
  notPublished: (labels: readonly string[]) =>
    labels.length === 0
      ? "Ikke publisert: rett feilene som er merket med rødt."
      : `Ikke publisert: rett ${labels.length === 1 ? "feltet" : `de ${labels.length} feltene`} ${labels
          .map((label) => `«${label}»`)
          .join(", ")
          .replace(/, ([^,]*)$/, " og $1")}.`,
  fileTooLarge: `Filen er for stor. Et bilde kan være høyst ${IMAGE_MAX_BYTES / 1_000_000} MB.`,
};

/** What Decap's Norwegian lacks or says in a way that does not fit. Keys are Decap's. */
export const localeOverrides: Phrases = {
  auth: { loginWithAzure: "Logg inn med Azure" },
  collection: {
    sidebar: { allCollections: "Alle samlinger", searchIn: "Søk i" },
    collectionTop: {
      // "Ny %{collectionLabel}" reads wrong for neuter words ("Ny prosjekt"); a verb fits every gender.
      newButton: "Opprett %{collectionLabel}",
      searchResults: "Søkeresultater for «%{searchTerm}»",
      searchResultsInCollection: "Søkeresultater for «%{searchTerm}» i %{collection}",
      filterBy: "Filtrer etter",
      groupBy: "Grupper etter",
    },
    groups: { other: "Annet", negateLabel: "Ikke %{label}" },
  },
  editor: {
    editorControlPane: {
      widget: {
        // Each field's pattern carries its own sentence in plain words (src/content-model/schemas.ts).
        regexPattern: "%{fieldLabel}: %{pattern}.",
        invalidPath: "«%{path}» er ikke en gyldig sti",
        pathExists: "Stien «%{path}» finnes allerede",
      },
      i18n: {
        writingInLocale: "Skriver på %{locale}",
        copyFromLocale: "Fyll inn fra et annet språk",
        copyFromLocaleConfirm: "Vil du fylle inn fra %{locale}?\nAlt innhold som står her nå, blir overskrevet.",
      },
    },
    editorInterface: {
      toggleI18n: "Vis eller skjul språk",
      togglePreview: "Vis eller skjul forhåndsvisningen",
      toggleScrollSync: "Rull skjema og forhåndsvisning sammen",
    },
    editorToolbar: {
      statusInfoTooltipDraft: "Innlegget er et utkast. Sett status til «Til gjennomgang» når det er klart.",
      statusInfoTooltipInReview:
        "Innlegget er til gjennomgang. Du trenger ikke gjøre mer, men du kan fortsatt gjøre endringer.",
      deployButtonLabel: "Vis på nettstedet",
      changesSaved: entryStatus.saved,
      unsavedChanges: entryStatus.unsaved,
    },
    editorWidgets: {
      markdown: {
        bold: "Fet",
        italic: "Kursiv",
        code: "Kode",
        link: "Lenke",
        linkPrompt: "Skriv inn adressen lenken skal gå til",
        headings: "Overskrifter",
        quote: "Sitat",
        bulletedList: "Punktliste",
        numberedList: "Nummerert liste",
        addComponent: "Legg til komponent",
      },
      image: {
        chooseMultiple: "Velg bilder",
        chooseUrl: "Sett inn fra adresse",
        replaceUrl: "Bytt med adresse",
        promptUrl: "Skriv inn adressen til bildet",
        addMore: "Legg til flere bilder",
        removeAll: "Fjern alle bildene",
      },
      file: {
        chooseUrl: "Sett inn fra adresse",
        chooseMultiple: "Velg filer",
        replaceUrl: "Bytt med adresse",
        promptUrl: "Skriv inn adressen til filen",
        addMore: "Legg til flere filer",
        removeAll: "Fjern alle filene",
      },
      list: { add: "Legg til %{item}", addType: "Legg til %{item}" },
    },
  },
  mediaLibrary: {
    // The same unit as the image fields' hints; src/cms/refusals.tsx shows it as a toast.
    mediaLibrary: { fileTooLarge: refusalTexts.fileTooLarge },
    mediaLibraryCard: {
      copy: "Kopier",
      copyUrl: "Kopier adressen",
      copyPath: "Kopier stien",
      copyName: "Kopier navnet",
      copied: "Kopiert",
    },
  },
  ui: {
    toast: {
      onLoggedOut: "Du er logget ut. Ta vare på det du har skrevet, og logg inn igjen.",
      onBackendDown: "Tjenesten bak redigeringen har driftsproblemer. Se %{details} for mer informasjon.",
    },
  },
};

/** `base` with `overrides` laid over it, key by key. */
export function mergePhrases(base: Phrases, overrides: Phrases): Phrases {
  const merged: Phrases = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = merged[key];
    merged[key] = typeof value === "object" && typeof current === "object" ? mergePhrases(current, value) : value;
  }
  return merged;
}
