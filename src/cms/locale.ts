// The editor's interface in bokmål: Decap's own Norwegian texts, completed where they fall back
// to English and reworded where they read wrong for this site (gender, raw patterns).
import { uploadRules } from "./uploads";

type Phrases = { [key: string]: string | Phrases };

/** What the toolbar says of the open entry. */
export const entryStatus = {
  // Decap shows "Endringer lagret" on a new entry no one has touched yet too, where it is untrue.
  saved: "Ingen ulagrede endringer",
  unsaved: "Ulagrede endringer",
} as const;

/** A field by its place: its label, then each list item and group around it, inwards first. */
export interface FieldPlace {
  label: string;
  around: readonly { label: string; singular: string; item?: number }[];
}

/** «Tittel» i punkt 2 av «Hva vi tilbyr» i «Om-siden». */
export const placeText = ({ label, around }: FieldPlace): string =>
  [
    `«${label}»`,
    ...around.map(({ label, singular, item }) => (item ? `${singular} ${item} av «${label}»` : `«${label}»`)),
  ].join(" i ");

const listed = (texts: readonly string[]) => texts.join(", ").replace(/, ([^,]*)$/, " og $1");

/** What the editor says when it refuses something (src/cms/refusals.tsx). */
export const refusalTexts = {
  missingEntry: "Fant ikke innlegget på den adressen: det er slettet eller har fått en ny adresse. Velg det i listen.",
  /** A refused publish, or a refused save of a draft (the editorial workflow's «Lagre»). */
  refused: (places: readonly FieldPlace[], saving: boolean) =>
    `${saving ? "Ikke lagret" : "Ikke publisert"}: rett ${
      places.length === 0
        ? "feilene som er merket med rødt"
        : `${places.length === 1 ? "" : `de ${places.length} feltene `}${listed(places.map(placeText))}`
    }.`,
};

/** What the previews say of a text the page itself does not show (src/cms/preview/). */
export const previewTexts = {
  searchResult:
    "Slik kan «Beskrivelse for søkemotorer» vises under tittelen i et søkeresultat (den står ikke på selve siden):",
};

/** What Decap's Norwegian lacks or says in a way that does not fit. Keys are Decap's. */
export const localeOverrides: Phrases = {
  // One name for the library wherever it opens.
  app: { header: { media: "Mediebibliotek", quickAdd: "Opprett nytt" } },
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
    editor: { onLeavePage: "Er du sikker på at du vil forlate siden? Endringer som ikke er lagret, går tapt." },
    editorControlPane: {
      widget: {
        // Each field's pattern carries its own sentence in plain words (src/content-model/schemas.ts).
        regexPattern: "%{fieldLabel}: %{pattern}.",
        invalidPath: "«%{path}» er ikke en gyldig sti",
        pathExists: "Stien «%{path}» finnes allerede",
        rangeCount: "%{fieldLabel} må ha mellom %{minCount} og %{maxCount} punkter.",
        rangeCountExact: "%{fieldLabel} må ha nøyaktig %{count} punkter.",
        rangeMin: "%{fieldLabel} må ha minst %{minCount} punkter.",
        rangeMax: "%{fieldLabel} kan ha høyst %{maxCount} punkter.",
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
      statusInfoTooltipDraft: "Innlegget er et utkast. Sett status til «Til godkjenning» når det er klart.",
      statusInfoTooltipInReview:
        "Innlegget er til godkjenning. Du trenger ikke gjøre mer, men du kan fortsatt gjøre endringer.",
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
        remove: "Fjern bildet",
        chooseMultiple: "Velg bilder",
        chooseUrl: "Sett inn fra adresse",
        replaceUrl: "Bytt med adresse",
        promptUrl: "Skriv inn adressen til bildet",
        addMore: "Legg til flere bilder",
        removeAll: "Fjern alle bildene",
      },
      // The site's only file fields hold films.
      file: {
        choose: "Velg en film",
        chooseDifferent: "Velg en annen film",
        remove: "Fjern filmen",
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
    // Decap's own check is not used (src/cms/uploads.ts checks every upload); should it speak, it says the same.
    mediaLibrary: {
      fileTooLarge: uploadRules.image.tooLarge,
      onDelete: "Vil du slette den markerte filen for godt? Den slettes med en gang, også fra nettstedet.",
    },
    // One name for the copy button, whatever Decap copies (a path, or a new file's name).
    mediaLibraryCard: {
      copy: "Kopier stien",
      copyUrl: "Kopier stien",
      copyPath: "Kopier stien",
      copyName: "Kopier stien",
      copied: "Kopiert",
    },
    mediaLibraryModal: { images: "Mediebibliotek" },
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
