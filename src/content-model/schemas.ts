// What a valid content file looks like, and how the editor labels each field: the build checks every
// file with these schemas (validate.ts) and declares the GraphQL types from them (type-defs.ts), and
// the editor's fields are written from them (src/cms/config.ts).
import * as yup from "yup";
import type { ServiceIconName } from "./icon-names";
import {
  listLengths,
  optionalPlaceholders,
  patterns,
  placeholderMeanings,
  placeholders,
  textLimits,
  type FilledTextName,
  type PlaceholderOf,
  type TemplateName,
  type TextLimit,
} from "./rules";

/**
 * How the editor shows a field, under Decap's option names, and: a select's `options` as the editor
 * names them, the `patternMessage` for a value the field's pattern refuses, and `optionalGroup` for an
 * object that may be left out whole (its fields are required once one is filled).
 */
export type EditorLabel =
  | string
  | {
      label: string;
      hint?: string;
      widget?: "text";
      label_singular?: string;
      label_plural?: string;
      options?: Record<string, string>;
      patternMessage?: string;
      optionalGroup?: boolean;
    };

declare module "yup" {
  interface CustomSchemaMetadata {
    /** The GraphQL type of an object, an image or a film; `film`: the build makes web loops of it (src/films/). */
    type?: string;
    film?: boolean;
    editor?: EditorLabel;
  }
}

/** A field's description, whatever kind of schema it is (none of ours is a ref or lazy). */
export type FieldDescription = yup.SchemaDescription &
  Partial<yup.SchemaObjectDescription & yup.SchemaInnerTypeDescription>;

/** Images larger than this are refused on upload: a camera's or a phone's JPEG fits; the build makes the web sizes. */
export const IMAGE_MAX_BYTES = 25_000_000;
/** Films larger than this are refused on upload and by the build: a loop's few seconds as any camera films them. */
export const VIDEO_MAX_BYTES = 100_000_000;
/** The longest film the build turns into a loop: a loop plays over and over, and each second is downloaded. */
export const VIDEO_MAX_SECONDS = 60;

type Placeholder = PlaceholderOf<FilledTextName>;

const string = (editor?: EditorLabel) => yup.string().meta({ editor });
/** A text of at most the limit's characters (rules.ts says why each is what it is); most are short labels. */
const optionalText = (editor: EditorLabel, limit: TextLimit = "label") =>
  string(editor)
    .trim()
    .max(
      textLimits[limit],
      ({ max, value }: { max: number; value: unknown }) =>
        `has ${String(value).length} characters, more than the ${max} its place on the page holds`,
    );
const text = (editor: EditorLabel, limit?: TextLimit) =>
  optionalText(editor, limit).required("is required (non-empty text)");
const paragraph = (label: string, limit: TextLimit) => text({ label, widget: "text" }, limit);
const optionalParagraph = (label: string) =>
  optionalText({ label, hint: "Valgfritt avsnitt", widget: "text" }, "paragraph");
const slug = (hint: string) =>
  text(
    {
      label: "Adresse (slug)",
      hint,
      patternMessage: "bruk bare små bokstaver a–z, tall og bindestrek, f.eks. «ny-tjeneste»",
    },
    "slug",
  ).matches(patterns.slug, "must use only lower-case a–z, digits and hyphens");
/** A select: the values and how the editor names them. */
const select = (label: string, options: Record<string, string>, hint?: string) =>
  string({ label, ...(hint ? { hint } : {}), options }).oneOf(
    Object.keys(options),
    `must be one of: ${Object.keys(options).join(", ")}`,
  );

/** A file next to the content, relative to the entry's JSON file; the build passes yup a check that it exists. */
const file = (editor: { label: string; hint: string }, pattern: RegExp, kind: string, film?: true) =>
  text(editor, "url")
    .matches(pattern, `must be a relative path to ${kind}`)
    .test({
      name: "exists",
      message: 'points to "${value}", which does not exist',
      test: (value: string | undefined, context: yup.TestContext<{ exists?: (value: string) => boolean }>) =>
        !value || !context.options.context?.exists || context.options.context.exists(value),
    })
    .meta({ type: "File", ...(film ? { film } : {}) });
/** The shapes the site crops images to, as the maintainer reads them in the field's hint. */
const imageShapes = {
  wide: "Liggende bilde i formatet 16:10 (f.eks. 1600 × 1000 piksler); det beskjæres til det",
  tall: "Stående bilde i formatet 3:4 (f.eks. 1200 × 1600 piksler); det beskjæres til det",
  square: "Kvadratisk portrett (f.eks. 600 × 600 piksler) med ansiktet midt i; det beskjæres til et kvadrat",
  share: "Liggende bilde på 1200 × 630 piksler, slik sosiale medier viser delte lenker",
} as const;
const image = (label: string, shape: keyof typeof imageShapes) =>
  file(
    { label, hint: `${imageShapes[shape]}. JPG, PNG, WebP eller AVIF, høyst ${IMAGE_MAX_BYTES / 1_000_000} MB.` },
    patterns.relativeImage,
    "an image (.jpg, .png, .webp, .avif)",
  );
const film = (label: string) =>
  file(
    {
      label,
      hint:
        `En kort film som går i loop uten lyd, helst 5–15 sekunder og høyst ${VIDEO_MAX_SECONDS} sekunder, ` +
        `liggende 16:9 og minst 1280 piksler bred. MP4 eller MOV rett fra kameraet eller telefonen, ` +
        `høyst ${VIDEO_MAX_BYTES / 1_000_000} MB; nettstedet lager selv versjonene som vises. ` +
        `Feltet «Bilde» vises før og i stedet for filmen: velg et stillbilde fra filmen.`,
    },
    patterns.relativeFilm,
    "a film (.mp4, .mov)",
    true,
  );
const alt = () =>
  text({ label: "Bildetekst for skjermlesere", hint: "Hva bildet viser, i én setning (alt-tekst)" }, "line");
// yup's own url() is a second opinion; params.regex is the pattern the editor checks with.
const url = () =>
  text({ label: "Adresse", patternMessage: "skriv en full adresse som begynner med https://" }, "url").test({
    name: "https-url",
    message: "must be a full address (https://…)",
    params: { regex: patterns.httpsUrl },
    test: (value) =>
      value === undefined ? true : patterns.httpsUrl.test(value) && yup.string().url().isValidSync(value),
  });
/** The contact fields of a team member and of the company, in that order. */
const contact = () => ({
  email: text(
    { label: "E-post", patternMessage: "skriv en gyldig e-postadresse, f.eks. post@fjellsynmedia.no" },
    "email",
  ).matches(patterns.email, { message: "must be a valid e-mail address", excludeEmptyString: true }),
  phone: text(
    {
      label: "Telefon",
      hint: "Med landskode, slik den skal vises, f.eks. +47 912 34 567; ringelenken lages av den",
      patternMessage:
        "skriv nummeret med landskode og bare tall, mellomrom eller bindestrek, f.eks. +47 912 34 567, så det kan bli en ringelenke",
    },
    "phone",
  ).matches(patterns.phone, "must be a phone number with its country code, such as +47 912 34 567"),
});

/** A word in braces: a placeholder, filled in by the code if it is one of the text's own. */
const PLACEHOLDER = /\{([a-zæøå-]+)\}/g;
const braced = (name: string) => `{${name}}`;
const bracedSource = (name: string) => String.raw`\{${name}\}`;

/**
 * A text that holds the placeholders of `name` (rules.ts), each at least once, may hold the `optional`
 * ones, and holds no other word in braces: a visitor would see it as typed. The editor checks the same
 * with the pattern in the test's params (no flags: it compiles the source alone).
 */
function filledText(
  label: string,
  options: {
    name?: TemplateName;
    optional?: readonly Placeholder[];
    widget?: "text";
    limit?: TextLimit;
    hint?: string;
  },
) {
  const { optional = [], widget, hint } = options;
  const names: readonly Placeholder[] = options.name ? placeholders[options.name] : [];
  const allowed = [...names, ...optional];
  const regex = new RegExp(
    String.raw`^(?=[\s\S]*\S)` +
      names.map((name) => String.raw`(?=[\s\S]*${bracedSource(name)})`).join("") +
      String.raw`(?:[^{]|${allowed.map((name) => `${bracedSource(name)}|`).join("")}\{(?![a-zæøå-]+\}))*$`,
  );
  const meanings = allowed.map((name) => `${braced(name)} blir ${placeholderMeanings[name]}`).join("; ");
  const editor = {
    label,
    ...(widget ? { widget } : {}),
    ...(hint || meanings ? { hint: hint ?? `${meanings}.` } : {}),
    patternMessage:
      names.length > 0
        ? `skal inneholde ${names.map(braced).join(" og ")}, og ingen andre ord i klammer`
        : optional.length > 0
          ? `kan ikke være tom, og bare ${optional.map(braced).join(" og ")} fylles ut av ordene i klammer`
          : `kan ikke være tom, og et ord i klammer som {e-post} blir ikke fylt ut her`,
  };
  return text(editor, options.limit).test({
    name: "placeholders",
    params: { regex },
    test(value, context) {
      const found = [...(value ?? "").matchAll(PLACEHOLDER)].map((match) => match[1] ?? "");
      const missing = names.filter((name) => !found.includes(name));
      if (missing.length > 0) {
        return context.createError({
          message: `must contain ${missing.map(braced).join(" and ")}, which the site fills in`,
        });
      }
      const unknown = found.filter((name) => !(allowed as readonly string[]).includes(name));
      if (unknown.length === 0) return true;
      const may = allowed.length > 0 ? `only ${allowed.map(braced).join(" and ")}` : "none";
      return context.createError({
        message: `has ${unknown.map(braced).join(" and ")}, which nothing fills in here (it may hold ${may})`,
      });
    },
  });
}
/** A text with placeholders the site fills in, such as «Følg {firma} på {nettverk}». */
const template = (label: string, name: TemplateName) => filledText(label, { name });
const wholeNumber = (editor: EditorLabel) => yup.number().meta({ editor }).integer("must be a whole number");
const year = (label: string) => wholeNumber(label).min(2000).max(2100).required("is required");
const order = () =>
  wholeNumber({ label: "Rekkefølge", hint: "1 kommer først" })
    .min(1)
    .required("is required (a number that sets the order)");

/** A list's label, and its words for one item and for several, as its counter says them ("5 punkter"). */
const counted = (label: string, one: string, many: string, hint?: string) => ({
  label,
  label_singular: one,
  label_plural: many,
  ...(hint ? { hint } : {}),
});
const array = <T extends yup.AnySchema>(editor: EditorLabel, item: T) => yup.array().of(item).meta({ editor });
/** A list of at least one item. */
const list = <T extends yup.AnySchema>(editor: EditorLabel, item: T, message?: string) =>
  array(editor, item).min(1, message).required("is required");
/** A list of exactly `count` items. */
const items = <T extends yup.AnySchema>(editor: EditorLabel, item: T, count: number) =>
  array(editor, item).required("is required").length(count, `must have exactly ${count} items`);
const paragraphs = (label: string) =>
  list(counted(label, "avsnitt", "avsnitt", "Minst ett avsnitt"), paragraph("avsnitt", "paragraph"));
/** Privacy texts: the agency's address and number are filled in as links, written once in the company fields. */
const privacyTexts = (label: string, item: string, plural: string, limit: TextLimit) =>
  array(
    counted(label, item.toLowerCase(), plural),
    filledText(item, {
      optional: optionalPlaceholders.privacyText,
      widget: "text",
      limit,
      hint: `${optionalPlaceholders.privacyText.map((name) => `${braced(name)} blir ${placeholderMeanings[name]}, som lenke`).join("; ")}.`,
    }),
  )
    .min(1)
    .optional()
    .default(undefined);

/** An object of its own GraphQL type. */
const object = <T extends yup.ObjectShape>(type: string, fields: T) =>
  yup.object(fields).required("is required").meta({ type });
/** An object field: the editor shows it as a group that opens on its own. */
const group = <T extends yup.ObjectShape>(label: string, type: string, fields: T) =>
  object(type, fields).meta({ editor: label });
const titled = () => object("TitledText", { title: text("Tittel", "heading"), text: paragraph("Tekst", "card") });
/** A row of the privacy page's storage table, and its column headings. */
const storageRow = () =>
  object("PrivacyStorageRow", {
    name: text("Navn"),
    owner: text("Hvem"),
    purpose: paragraph("Formål", "card"),
    lifetime: text("Varighet"),
  });

export const serviceSchema = yup.object({
  slug: slug("Blir adressen /tjenester/<slug>. Bytt den helst ikke etter at siden er publisert."),
  order: order(),
  icon: select(
    "Ikon",
    {
      megaphone: "Megafon (markedsføring)",
      share: "Deling (sosiale medier)",
      video: "Filmkamera (video)",
      drone: "Drone",
      camera: "Fotokamera (foto)",
      compass: "Kompass (strategi)",
    } satisfies Record<ServiceIconName, string>,
    "Tegnet på tjenestens kort på forsiden",
  ).required("is required"),
  title: text("Tittel", "heading"),
  description: paragraph("Kort beskrivelse (kortet på forsiden)", "card"),
  metaDescription: paragraph("Beskrivelse for søkemotorer", "card"),
  lead: paragraph("Ingress (under tittelen på siden)", "lead"),
  image: image("Bilde", "wide"),
  imageAlt: alt(),
  features: items(counted("Hva vi tilbyr", "punkt", "punkter"), titled(), listLengths.serviceFeatures),
  ctaHeading: text("Overskrift nederst", "heading"),
  ctaText: paragraph("Tekst nederst", "lead"),
});

export const projectSchema = yup.object({
  slug: slug("Blir adressen /case-study/<slug>."),
  order: order(),
  client: text("Kunde"),
  title: text("Tittel", "heading"),
  description: paragraph("Kort beskrivelse (kortet)", "card"),
  tags: list(counted("Stikkord", "stikkord", "stikkord"), text("Stikkord"), "must have at least one tag"),
  metaDescription: paragraph("Beskrivelse for søkemotorer", "card"),
  image: image("Bilde", "wide"),
  imageAlt: alt(),
  intro: paragraph("Ingress", "lead"),
  video: film("Film øverst").optional(),
  aboutApp: optionalParagraph("Om appen"),
  challenge: optionalParagraph("Utfordringen"),
  solution: array(
    counted(
      "Løsningen",
      "steg",
      "steg",
      `Valgfritt; har prosjektet en løsning, har den nøyaktig ${listLengths.projectSolution} steg`,
    ),
    paragraph("Steg", "lead"),
  )
    .length(listLengths.projectSolution, `must have exactly ${listLengths.projectSolution} items`)
    .optional()
    .default(undefined),
  // Optional as a whole; the build checks that a link has both its text and a https address.
  externalLink: yup
    .object({ label: text("Lenketekst"), url: url() })
    .optional()
    .default(undefined)
    .meta({
      type: "ExternalLink",
      editor: {
        label: "Lenke til kundens side",
        hint: "Valgfritt; fyll ut begge feltene eller la begge stå tomme",
        optionalGroup: true,
      },
    }),
});

export const teamMemberSchema = yup.object({
  slug: slug("Et kort navn på filen, f.eks. «ola-nordmann»."),
  order: order(),
  name: text("Navn"),
  role: text("Rolle"),
  ...contact(),
  photo: image("Portrett", "square"),
  photoAlt: alt(),
  bio: paragraph("Om personen", "lead"),
});

export const siteSchema = yup.object({
  name: text("Firmanavn"),
  slug: slug("Om-siden får adressen /om-<slug>."),
  founded: year("Etablert (år)"),
  ...contact(),
  location: text("Sted"),
  copyrightYear: year("År i opphavsretten nederst"),
  title: text("Tittel på forsiden (fanen og søkeresultater)", "heading"),
  description: paragraph("Beskrivelse for søkemotorer", "card"),
  tagline: text("Slagord (bunnteksten)", "line"),
  ogImage: image("Delingsbilde (lenker i sosiale medier)", "share"),
  social: list(
    counted("Sosiale medier", "profil", "profiler"),
    object("SocialLink", { name: text("Navn"), url: url() }),
  ),
  hero: group("Forsiden: toppen", "SiteHero", {
    headline: text("Overskrift", "heading"),
    subtitle: paragraph("Undertekst", "lead"),
    cta: text("Knappetekst"),
    image: image("Bilde (vises før og i stedet for filmen)", "tall"),
    imageAlt: alt(),
    video: film("Film"),
  }),
  home: group("Forsiden: seksjonene", "SiteHome", {
    projectsHeading: text("Prosjekter: overskrift", "heading"),
    projectsIntro: paragraph("Prosjekter: ingress", "lead"),
    projectsButton: text("Prosjekter: knappetekst"),
    servicesHeading: text("Tjenester: overskrift", "heading"),
    servicesIntro: paragraph("Tjenester: ingress", "lead"),
    aboutHeading: text("Om oss: overskrift", "heading"),
    aboutText: paragraphs("Om oss: avsnitt"),
    aboutLink: text("Om oss: lenketekst"),
    teamHeading: text("Teamet: overskrift", "heading"),
    teamIntro: paragraph("Teamet: ingress", "lead"),
    contactHeading: text("Kontakt: overskrift", "heading"),
    contactIntro: paragraph("Kontakt: ingress", "lead"),
  }),
  about: group("Om-siden", "SiteAbout", {
    eyebrow: template("Merkelappen over tittelen", "aboutEyebrow"),
    title: text("Tittel", "heading"),
    description: paragraph("Beskrivelse for søkemotorer", "card"),
    lead: paragraph("Ingress", "lead"),
    image: image("Bilde", "wide"),
    imageAlt: alt(),
    historyHeading: text("Historien: overskrift", "heading"),
    history: paragraphs("Historien"),
    valuesHeading: text("Verdiene: overskrift", "heading"),
    values: items(counted("Verdiene", "verdi", "verdier"), titled(), listLengths.aboutValues),
    areasHeading: text("Hva vi gjør: overskrift", "heading"),
    areas: items(counted("Hva vi gjør", "område", "områder"), titled(), listLengths.aboutAreas),
    teamHeading: text("Teamet: overskrift", "heading"),
    ctaHeading: text("Nederst: overskrift", "heading"),
    ctaText: paragraph("Nederst: tekst", "lead"),
    ctaButton: text("Nederst: knappetekst"),
    backLink: text("Tilbake-lenken"),
  }),
  projectsPage: group("Prosjektsiden (/prosjekter)", "SiteProjectsPage", {
    title: text("Tittel", "heading"),
    description: paragraph("Beskrivelse for søkemotorer", "card"),
    heading: text("Overskrift", "heading"),
    intro: paragraph("Ingress", "lead"),
    readMore: text("«Les mer»-lenken"),
  }),
  contactPage: group("Kontaktsiden (/kontakt)", "SiteContactPage", {
    title: text("Tittel", "heading"),
    description: paragraph("Beskrivelse for søkemotorer", "card"),
    heading: text("Overskrift", "heading"),
    intro: paragraph("Ingress", "lead"),
    detailsHeading: text("Kontaktopplysninger: overskrift", "heading"),
  }),
  servicePage: group("Tjenestesidene", "SiteServicePage", {
    offeringsHeading: text("«Hva vi tilbyr»: overskrift", "heading"),
    heroButton: text("Knappen øverst"),
    ctaButton: text("Knappen nederst"),
  }),
  caseStudyPage: group("Prosjektsidene (case study)", "SiteCaseStudyPage", {
    challengeHeading: text("Utfordringen: overskrift", "heading"),
    solutionHeading: text("Løsningen: overskrift", "heading"),
    aboutAppHeading: text("Om appen: overskrift", "heading"),
    sectionName: template("Navnet på delen om prosjektet (for skjermlesere)", "projectSection"),
    backLink: text("Tilbake-lenken"),
    ctaHeading: text("Nederst: overskrift", "heading"),
    ctaText: paragraph("Nederst: tekst", "lead"),
    ctaButton: text("Nederst: knappetekst"),
  }),
  footer: group("Bunnteksten", "SiteFooter", {
    newsletterHeading: text("Nyhetsbrev: overskrift", "heading"),
    newsletterText: paragraph("Nyhetsbrev: tekst", "lead"),
    servicesHeading: text("Tjenester: overskrift", "heading"),
    quickLinksHeading: text("Snarveier: overskrift", "heading"),
    contactHeading: text("Kontakt: overskrift", "heading"),
    socialHeading: text("Sosiale medier: overskrift", "heading"),
  }),
  app: group("Snarveien på hjemskjermen (når nettstedet lagres der)", "SiteApp", {
    shortName: text("Kort navn (under ikonet)"),
    description: text("Beskrivelse", "line"),
  }),
  ui: group("Knapper og korte tekster", "SiteInterface", {
    servicesName: text("Tjenester (menyen, og merkelappen over overskriftene)", "heading"),
    aboutName: text("Om oss (menyen, bunnteksten, og merkelappen over overskriften)", "heading"),
    projectsName: text("Prosjekter (menyen, bunnteksten, og merkelappen over overskriften)", "heading"),
    contactName: text("Kontakt (menyknappen, bunnteksten, og merkelappen over overskriften)", "heading"),
    privacyName: text("Personvern (bunnteksten, og merkelappen over overskriften)", "heading"),
    menuName: text("Hovedmenyen: navnet (for skjermlesere)"),
    menuOpen: text("Menyknappen når menyen er lukket (for skjermlesere)"),
    menuClose: text("Menyknappen når menyen er åpen (for skjermlesere)"),
    skipLink: text("Lenken forbi menyen (vises når man bruker tastaturet)"),
    previewRibbon: text("Merket på forhåndsvisninger"),
    socialLink: template("Hjelpeteksten over lenkene til sosiale medier", "socialLink"),
    copyright: template("Opphavsretten nederst", "copyright"),
    serviceReadMore: text("«Les mer»-lenken på tjenestekortene"),
    serviceReadMoreHidden: template(
      "Resten av «Les mer» på tjenestekortene (for skjermlesere)",
      "serviceReadMoreHidden",
    ),
    projectReadMoreHidden: template(
      "Resten av «Les mer» på prosjektkortene (for skjermlesere)",
      "projectReadMoreHidden",
    ),
    tags: text("Navnet på listen med stikkord (for skjermlesere)"),
    emailPerson: template("E-postlenken på personkortene", "emailPerson"),
    callPerson: template("Telefonlenken på personkortene", "callPerson"),
    newTab: text("Tillegg til lenker som åpnes i ny fane (for skjermlesere)"),
    videoPause: text("Videoknappen mens videoen spilles"),
    videoPlay: text("Videoknappen mens videoen står stille"),
    toastClose: text("Knappen som lukker et varsel"),
  }),
  consent: group("Informasjonskapsel-banneret", "SiteConsent", {
    heading: text("Overskrift", "heading"),
    text: paragraph("Tekst", "lead"),
    privacyLink: text("Lenken til personvernsiden"),
    accept: text("Knappen som godtar"),
    decline: text("Knappen som avslår"),
    close: text("Krysset som lukker (for skjermlesere; lukking er å avslå)"),
    settings: text("Knappen nederst på alle sider som åpner banneret igjen"),
  }),
  errorPage: group("Feilsiden (når en side ikke kan vises)", "SiteErrorPage", {
    heading: text("Overskrift", "heading"),
    unknownError: text("Når feilen ikke har noen beskrivelse", "line"),
    homeLink: text("Lenken til forsiden"),
  }),
  notFound: group("Siden finnes ikke (404)", "SiteNotFound", {
    title: text("Tittel", "heading"),
    text: paragraph("Tekst", "lead"),
    link: text("Lenketekst"),
  }),
  privacyPage: group("Personvernsiden (/personvern)", "SitePrivacyPage", {
    title: text("Tittel", "heading"),
    description: paragraph("Beskrivelse for søkemotorer", "card"),
    lead: paragraph("Ingress", "lead"),
    sections: list(
      counted(
        "Deler",
        "del",
        "deler",
        "Lenker i teksten skrives [lenketekst](adresse), f.eks. [Datatilsynet](https://www.datatilsynet.no)",
      ),
      object("PrivacySection", {
        heading: text("Overskrift", "heading"),
        items: privacyTexts("Punktliste", "Punkt", "punkter", "line"),
        show: select("Vis under overskriften", {
          storage: "Tabellen over lagring",
          choice: "Valget om informasjonskapsler",
        }),
        paragraphs: privacyTexts("Avsnitt", "Avsnitt", "avsnitt", "paragraph"),
      }),
    ),
    storageCaption: text("Tabellen: tittel", "heading"),
    storageColumns: storageRow().meta({ editor: "Tabellen: kolonneoverskrifter" }),
    storage: list(counted("Tabellen: rader", "rad", "rader"), storageRow()),
    choice: group("Valget: tekstene", "SitePrivacyChoice", {
      accepted: text("Når den besøkende har godtatt", "line"),
      declined: text("Når den besøkende har avslått", "line"),
      none: text("Før den besøkende har valgt", "line"),
      button: text("Knappen som åpner valget igjen"),
    }),
  }),
});

/** Text of the forms (content/forms.json): a line, or a sentence over several lines. */
const formText = (label: string, name?: TemplateName, hint?: string) =>
  filledText(label, { name, limit: "heading", hint });
const formSentence = (label: string, name?: TemplateName) =>
  filledText(label, { name, widget: "text", limit: "message" });
/** A page a form without JavaScript lands on. */
const resultPage = (label: string, name?: TemplateName) =>
  group(label, "FormResultText", { title: formText("Tittel"), text: formSentence("Tekst", name) });

export const formsSchema = yup.object({
  contact: group("Kontaktskjemaet", "FormCopyContact", {
    formName: formText("Skjemaets navn for skjermlesere"),
    requiredNote: formText("Merknaden øverst om obligatoriske felt"),
    nameLabel: formText("Navn: feltets navn"),
    nameNoun: formText("Navn: i feilmeldingen om lengde (bestemt form)"),
    emailLabel: formText("E-post: feltets navn"),
    phoneLabel: formText("Telefon: feltets navn"),
    phoneNoun: formText("Telefon: i feilmeldingen om lengde (bestemt form)"),
    subjectLabel: formText("Emne: feltets navn"),
    subjectNoun: formText("Emne: i feilmeldingen om lengde (bestemt form)"),
    messageLabel: formText("Melding: feltets navn"),
    messageNoun: formText("Melding: i feilmeldingen om lengde (bestemt form)"),
    submit: formText("Knappen"),
    submitting: formText("Knappen mens meldingen sendes"),
    successTitle: formText("Sendt: tittel"),
    successText: formSentence("Sendt: tekst"),
    failureTitle: formText("Ikke sendt: tittel"),
    failureText: formSentence("Ikke sendt: tekst", "agencyEmail"),
  }),
  newsletter: group("Nyhetsbrevet", "FormCopyNewsletter", {
    formName: formText("Skjemaets navn for skjermlesere"),
    emailLabel: formText("E-postfeltets navn for skjermlesere"),
    placeholder: formText("Teksten i det tomme feltet"),
    submit: formText("Knappen"),
    submitting: formText("Knappen mens påmeldingen sendes"),
    successTitle: formText("Påmeldt: tittel"),
    successText: formSentence("Påmeldt: tekst"),
    successPendingText: formSentence("Påmeldt, men må bekreftes på e-post: tekst"),
    failureTitle: formText("Ikke påmeldt: tittel"),
    failureFallback: formSentence("Ikke påmeldt: tekst når tjenesten ikke sa hvorfor"),
    networkFailure: formSentence("Ikke påmeldt: tekst når nettleseren ikke nådde tjenesten"),
  }),
  trapLabel: formText(
    "Det skjulte feltet mot spam",
    undefined,
    "Vises ikke for besøkende; bare programmer som fyller ut skjemaer selv, ser det",
  ),
  errors: group("Feilmeldinger under feltene", "FormCopyErrors", {
    required: formSentence("Obligatoriske felt mangler (meldingen øverst)"),
    requiredInline: formSentence("Under et tomt obligatorisk felt"),
    invalidEmail: formSentence("Ugyldig e-postadresse"),
    invalidValue: formSentence("Ugyldig verdi (bare fra programmer, ikke fra skjemaet)"),
    lineBreak: formSentence("Linjeskift i et felt på én linje"),
    encodedWord: formSentence("Kodet tekst i et felt som havner i e-postens topptekst"),
    tooLong: formSentence("For lang tekst", "tooLong"),
  }),
  answers: group("Begge skjemaene: svar når innsendingen avvises", "FormCopyAnswers", {
    methodNotAllowed: formSentence("Adressen åpnet uten skjema"),
    tooLarge: formSentence("For stor innsending"),
    unsupportedType: formSentence("Ukjent format"),
    badBody: formSentence("Uleselig innsending"),
    crossSite: formSentence("Sendt fra en annen nettside"),
    rateLimited: formSentence("For mange innsendinger på kort tid"),
    badIdempotencyKey: formSentence("Ugyldig innsendingsnøkkel"),
    unexpected: formSentence("Uventet feil"),
    notFound: formSentence("Ukjent adresse under /api/"),
  }),
  contactAnswers: group("Kontaktskjemaet: svar når meldingen ikke kan sendes", "FormCopyContactAnswers", {
    unavailable: formSentence("E-posten kan ikke sendes", "agencyEmail"),
    preview: formSentence("Sendt fra en forhåndsvisning", "agencyEmail"),
  }),
  newsletterAnswers: group("Nyhetsbrevet: svar når påmeldingen ikke lykkes", "FormCopyNewsletterAnswers", {
    unavailable: formSentence("Påmeldingen er ikke tilgjengelig"),
    upstreamDown: formSentence("Nyhetsbrevtjenesten svarer ikke"),
    timeout: formSentence("Nyhetsbrevtjenesten svarte ikke i tide"),
    busy: formSentence("Nyhetsbrevtjenesten er opptatt"),
    rejectedAddress: formSentence("Adressen ble ikke godtatt"),
    forgotten: formSentence("Adressen er slettet fra listen"),
    compliance: formSentence("Adressen har meldt seg av tidligere"),
    preview: formSentence("Sendt fra en forhåndsvisning"),
    storeFailed: formSentence("Påmeldingen kunne ikke lagres"),
  }),
  results: group("Resultatsidene uten JavaScript", "FormCopyResults", {
    contactSent: resultPage("Kontaktskjemaet: sendt (/skjema/kontakt-sendt)"),
    contactInvalid: resultPage("Kontaktskjemaet: mangler eller feil (/skjema/kontakt-ugyldig)"),
    contactFailed: resultPage("Kontaktskjemaet: ikke sendt (/skjema/kontakt-feilet)", "agencyEmail"),
    newsletterSubscribed: resultPage("Nyhetsbrevet: påmeldt (/skjema/nyhetsbrev-pameldt)"),
    newsletterInvalid: resultPage("Nyhetsbrevet: ugyldig adresse (/skjema/nyhetsbrev-ugyldig)"),
    newsletterFailed: resultPage("Nyhetsbrevet: ikke påmeldt (/skjema/nyhetsbrev-feilet)"),
    tooMany: resultPage("Begge: for mange forsøk (/skjema/for-mange-forsok)"),
    refused: resultPage("Begge: avvist (/skjema/avvist)"),
    backToContact: formText("Lenken tilbake til kontaktskjemaet"),
    backHome: formText("Lenken tilbake til forsiden"),
    emailButton: formText("Knappen som skriver e-post til byrået", "agencyEmail"),
  }),
});

// A misspelt field name would otherwise be silently ignored and the real field reported missing.
const strictFields = "has unknown fields: ${unknown} (check the spelling)";

export const contentSchemas = {
  Service: serviceSchema.noUnknown(strictFields),
  Project: projectSchema.noUnknown(strictFields),
  TeamMember: teamMemberSchema.noUnknown(strictFields),
  SiteIdentity: siteSchema.noUnknown(strictFields),
  FormCopy: formsSchema.noUnknown(strictFields),
} as const;

export type ContentType = keyof typeof contentSchemas;
